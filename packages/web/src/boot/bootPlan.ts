import type { PageBootstrap } from "@storyframe/core";
import { LOGIN_CALLBACK_PATH, LOGOUT_CALLBACK_PATH } from "../auth/paths";
import { SHARE_LINK_PAGE_PATH } from "./pageElements";
import type { StoredSignIn } from "./storedSignIn";

/** What the page does before anything of the app is downloaded (decision 072). */
export type BootPlan =
  /** Load the app; with `earlySession`, ask for the session now, with this token (none: anonymous). */
  | { kind: "app"; earlySession: { token: string | null } | null }
  /** Go to the identity provider's sign-in: the app is not needed for that. */
  | { kind: "signIn"; bootstrap: PageBootstrap };

/**
 * Pages anyone may open (platform-shell §2): the sign-in and sign-out callbacks, everything under /public/, and a
 * share link's page (decision 078).
 */
export function isOpenPage(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return (
    path === LOGIN_CALLBACK_PATH ||
    path === LOGOUT_CALLBACK_PATH ||
    path.startsWith("/public/") ||
    path.startsWith(SHARE_LINK_PAGE_PATH)
  );
}

/**
 * Decides from the page's bootstrap and the stored sign-in. Without a bootstrap (a host no tenant owns, a server
 * that writes none) the app loads and does what it always did. A tenant in maintenance shows its page to everyone;
 * an anonymous tenant's visitors never sign in. Only a visitor of a page that needs sign-in, with neither a usable
 * token nor a refresh token, is sent to sign in from here.
 */
export function planBoot(
  pathname: string,
  bootstrap: PageBootstrap | null,
  storedSignIn: (auth: PageBootstrap["settings"]["auth"]) => StoredSignIn,
): BootPlan {
  if (!bootstrap || isOpenPage(pathname) || bootstrap.settings.maintenanceMode) {
    return { kind: "app", earlySession: null };
  }
  if (bootstrap.settings.allowAnonymousAuthentication) return { kind: "app", earlySession: { token: null } };
  const stored = storedSignIn(bootstrap.settings.auth);
  if (stored.kind === "signedIn") return { kind: "app", earlySession: { token: stored.accessToken } };
  if (stored.kind === "renewable") return { kind: "app", earlySession: null };
  return { kind: "signIn", bootstrap };
}
