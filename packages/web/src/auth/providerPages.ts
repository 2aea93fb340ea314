import type { ClientSettings } from "@storyframe/core";
import { LOGOUT_CALLBACK_PATH } from "./paths";

/*
 * The identity provider's own pages and the SPA's sign-out return address: plain addresses, kept apart from the
 * OpenID Connect client so that the pages linking to them do not load it.
 */

type AuthSettings = ClientSettings["auth"];

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

/** Where the identity provider returns after sign-out: the callback page on the SPA's own origin. */
export function postLogoutRedirectUri(redirectUri: string): string {
  return new URL(LOGOUT_CALLBACK_PATH, new URL(redirectUri, window.location.href)).href;
}

/** The identity provider's page where users reset their password, returning to the sign-in callback. */
export function passwordResetUrl(auth: AuthSettings): string {
  const clientId = encodeURIComponent(auth.clientId);
  const redirectUri = encodeURIComponent(auth.redirectUri);
  return `${withoutTrailingSlash(auth.instance)}/password-reset?client_id=${clientId}&redirect_uri=${redirectUri}`;
}

/** The identity provider's page where signed-in users change their name and password. */
export function profileUrl(auth: AuthSettings): string {
  return `${withoutTrailingSlash(auth.instance)}/profile?client_id=${encodeURIComponent(auth.clientId)}`;
}
