import { type PageBootstrap, SHARE_LINK_PAGE } from "@storyframe/core";
import { describe, expect, it, vi } from "vitest";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { isOpenPage, planBoot } from "./bootPlan";
import { SHARE_LINK_PAGE_PATH } from "./pageElements";
import type { StoredSignIn } from "./storedSignIn";

function bootstrap(settings: Parameters<typeof makeClientSettings>[0] = {}): PageBootstrap {
  return {
    settings: makeClientSettings({ allowAnonymousAuthentication: false, ...settings }),
    authorizationEndpoint: "https://login.storyframe.test/auth",
  };
}

const stored = (signIn: StoredSignIn) => vi.fn(() => signIn);

describe("planBoot", () => {
  it("sends a visitor with no sign-in to sign in, from any page that needs it", () => {
    const page = bootstrap();

    expect(planBoot("/", page, stored({ kind: "none" }))).toEqual({ kind: "signIn", bootstrap: page });
    expect(planBoot("/storylines/fleet-operations", page, stored({ kind: "none" }))).toEqual({
      kind: "signIn",
      bootstrap: page,
    });
  });

  it("loads the app for a signed-in user, asking for the session at once with their token", () => {
    const signedIn = stored({ kind: "signedIn", accessToken: "token-1" });

    expect(planBoot("/", bootstrap(), signedIn)).toEqual({ kind: "app", earlySession: { token: "token-1" } });
    expect(signedIn).toHaveBeenCalledWith(bootstrap().settings.auth);
  });

  it("loads the app to renew an expired token with its refresh token, leaving the session to the app", () => {
    expect(planBoot("/", bootstrap(), stored({ kind: "renewable" }))).toEqual({ kind: "app", earlySession: null });
  });

  it("never signs in an anonymous tenant's visitor, whose session is asked for without a token", () => {
    const signIn = stored({ kind: "none" });

    expect(planBoot("/", bootstrap({ allowAnonymousAuthentication: true }), signIn)).toEqual({
      kind: "app",
      earlySession: { token: null },
    });
    expect(signIn).not.toHaveBeenCalled();
  });

  it("shows a tenant's maintenance page to everyone", () => {
    const maintenance = bootstrap({ maintenanceMode: { title: "Upgrade", body: null } });

    expect(planBoot("/", maintenance, stored({ kind: "none" }))).toEqual({ kind: "app", earlySession: null });
  });

  it("lets the app handle the pages anyone may open, and pages without a bootstrap", () => {
    for (const path of ["/login-callback", "/Logout-Callback", "/public/headless-vdt"]) {
      expect(planBoot(path, bootstrap(), stored({ kind: "none" })), path).toEqual({ kind: "app", earlySession: null });
    }
    expect(planBoot("/", null, stored({ kind: "none" }))).toEqual({ kind: "app", earlySession: null });
  });
});

describe("isOpenPage", () => {
  it("is true for the callbacks and /public/ pages only", () => {
    expect(isOpenPage("/login-callback")).toBe(true);
    expect(isOpenPage("/logout-callback")).toBe(true);
    expect(isOpenPage("/public/headless-vdt")).toBe(true);
    expect(isOpenPage("/")).toBe(false);
    expect(isOpenPage("/gallery")).toBe(false);
    expect(isOpenPage("/publications")).toBe(false);
    expect(isOpenPage("/login-callback/more")).toBe(false);
  });
});

describe("a share link's page", () => {
  it("is core's share link page", () => {
    expect(SHARE_LINK_PAGE_PATH).toBe(SHARE_LINK_PAGE);
  });

  it("is open, so its reader is never sent to sign in", () => {
    expect(isOpenPage("/share/sf_share_abc")).toBe(true);
    expect(planBoot("/share/sf_share_abc", bootstrap(), stored({ kind: "none" }))).toEqual({
      kind: "app",
      earlySession: null,
    });
    expect(isOpenPage("/shared-reports")).toBe(false);
  });
});
