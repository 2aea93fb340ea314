import { messages } from "@storyframe/core";
import type { ErrorInfo } from "../api/errorInfo";
import type { AuthClient } from "./authClient";
import type { SignInState } from "./paths";

export type SignInResult = "signedIn" | "redirecting";

const signInMessages = {
  connectivity: "unable to reach the sign-in service",
  generic: "Signing in could not be started.",
} as const;

/** Sends the browser to the identity provider; the user comes back to `originalPath` afterwards. */
export function startSignIn(client: AuthClient, originalPath: string): Promise<void> {
  const state: SignInState = { originalPath };
  return client.signinRedirect({ state });
}

/**
 * Makes sure a user with a valid access token is signed in: the stored user, else one renewed with the
 * refresh token, else the browser goes to the identity provider ("redirecting": the page is being left).
 */
export async function ensureSignedIn(client: AuthClient, originalPath: string): Promise<SignInResult> {
  const user = await client.getUser();
  if (user && !user.expired) return "signedIn";
  if (user?.refresh_token) {
    // The token expired while the app was closed; a refresh token that is still good saves the round trip.
    const renewed = await client.signinSilent().catch(() => null);
    if (renewed && !renewed.expired) return "signedIn";
  }
  await startSignIn(client, originalPath);
  return "redirecting";
}

/** Turns a failure to start signing in (usually: the identity provider cannot be reached) into an error page. */
export function describeSignInFailure(error: unknown): ErrorInfo {
  // oidc-client-ts marks its error classes by name; checked by name, this module does not load the client.
  if (error instanceof TypeError || (error instanceof Error && error.name === "ErrorTimeout")) {
    return { type: "Connectivity", title: signInMessages.connectivity, detail: messages.settingsConnectivityHint };
  }
  const detail = error instanceof Error && error.message ? error.message : undefined;
  return { type: "Generic", title: signInMessages.generic, ...(detail ? { detail } : {}) };
}
