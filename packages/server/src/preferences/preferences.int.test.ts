import { DEFAULT_USER_PREFERENCES, preferencesMessages } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

const chosen = {
  slideTransitionAnimationStyle: "flip",
  voice: { languageCode: "en-AU", name: "en-AU-Wavenet-B" },
} as const;

describe.each(databaseKinds)("preferences API on %s", (kind) => {
  let t: TestApp;
  let viewer: string;
  let developer: string;

  async function tokenOf(email: string): Promise<string> {
    const user = await t.services.access.findUserByEmail("demo", email);
    if (!user) throw new Error(`no demo user ${email}`);
    return signAccessToken(t, { user_id: user.id, email, name: user.name });
  }

  function put(token: string | undefined, body: unknown, host = "localhost") {
    return t.app.inject({
      method: "PUT",
      url: "/api/preferences",
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body as object,
    });
  }

  function get(token: string | undefined, host = "localhost") {
    return t.app.inject({
      method: "GET",
      url: "/api/preferences",
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }

  beforeAll(async () => {
    t = await buildTestApp(kind);
    viewer = await tokenOf("viewer@demo.storyframe.test");
    developer = await tokenOf("developer@demo.storyframe.test");
  });
  afterAll(async () => t.close());

  it("answers the defaults (slide, en-GB-Wavenet-A) before anything is saved", async () => {
    const response = await get(viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      slideTransitionAnimationStyle: "slide",
      voice: { languageCode: "en-GB", name: "en-GB-Wavenet-A" },
    });
  });

  it("saves the caller's preferences and answers them on the next read", async () => {
    const saved = await put(viewer, chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await get(viewer)).json()).toEqual(chosen);

    const again = await put(viewer, { ...chosen, slideTransitionAnimationStyle: "none" });
    expect(again.statusCode).toBe(200);
    expect((await get(viewer)).json()).toMatchObject({ slideTransitionAnimationStyle: "none" });
  });

  it("keeps each user's preferences to themselves", async () => {
    await put(viewer, chosen);
    expect((await get(developer)).json()).toEqual(DEFAULT_USER_PREFERENCES);
  });

  it("refuses a missing animation style with the form's message", async () => {
    const response = await put(viewer, { voice: chosen.voice });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      slideTransitionAnimationStyle: [preferencesMessages.animationStyleRequired],
    });
  });

  it("refuses an unknown style, a voice that is not one of the 14, and a voice in the wrong language", async () => {
    expect((await put(viewer, { ...chosen, slideTransitionAnimationStyle: "spin" })).statusCode).toBe(400);
    const unknownVoice = await put(viewer, { ...chosen, voice: { languageCode: "en-GB", name: "en-GB-Neural2-A" } });
    expect(unknownVoice.statusCode).toBe(400);
    expect(unknownVoice.json().errors).toEqual({ "voice.name": [preferencesMessages.voiceRequired] });
    const wrongLanguage = await put(viewer, {
      ...chosen,
      voice: { languageCode: "en-US", name: "en-GB-Wavenet-A" },
    });
    expect(wrongLanguage.statusCode).toBe(400);
    const missingVoice = await put(viewer, { slideTransitionAnimationStyle: "slide" });
    expect(missingVoice.statusCode).toBe(400);
    expect(missingVoice.json().errors).toEqual({ voice: [preferencesMessages.voiceRequired] });
  });

  it("stores only the fields it knows", async () => {
    const response = await put(viewer, { ...chosen, theme: "dark" });
    expect(response.statusCode).toBe(200);
    expect((await get(viewer)).json()).toEqual(chosen);
  });

  it("needs a signed-in user", async () => {
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await put(undefined, chosen)).statusCode).toBe(401);
  });

  it("refuses a token whose user no longer exists", async () => {
    const ghost = await signAccessToken(t, { user_id: "00000000-0000-4000-8000-00000000dead" }, { subject: "absent" });
    const response = await put(ghost, chosen);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Authentication is required. The token's user no longer exists.");
  });

  it("gives a tenant's anonymous visitor the defaults and refuses to save for them", async () => {
    await t.services.tenantService.create({
      domainName: "open",
      tenantName: "Open Data",
      hostnames: ["open.test"],
      allowAnonymousAuthentication: true,
    });
    const read = await get(undefined, "open.test");
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(DEFAULT_USER_PREFERENCES);
    const saved = await put(undefined, chosen, "open.test");
    expect(saved.statusCode).toBe(403);
    expect(saved.json().message).toBe(
      "Anonymous visitors cannot save preferences on the server; they are kept in the browser.",
    );
  });

  it("keeps preferences within the tenant: another tenant's token is refused on this host", async () => {
    const foreign = await signAccessToken(t, { domain: "other", tenant_name: "Other" });
    expect((await get(foreign)).statusCode).toBe(403);
  });
});
