import type { AuthClient } from "./authClient";
import {
  describeLoginError,
  hasSignInResponse,
  isPasswordResetRequest,
  type LoginError,
  signInTarget,
} from "./loginError";
import { runOnce } from "./runOnce";

/** How the sign-in callback ends. */
export type SignInOutcome =
  /** Signed in: go on to `target` after a moment. */
  | { kind: "signedIn"; target: string }
  /** The provider answered with an error (or the answer could not be completed). */
  | { kind: "failed"; error: LoginError }
  /** The user asked to reset their password. */
  | { kind: "passwordReset" }
  /** Nothing to complete (e.g. back from the password-reset page): sign in afresh. */
  | { kind: "noResponse" };

/** Completes the sign-in answered at `callbackUrl`, once per address however often it is asked. */
export function completeSignIn(client: AuthClient, callbackUrl: URL): Promise<SignInOutcome> {
  return runOnce(client, `signIn ${callbackUrl.href}`, async (): Promise<SignInOutcome> => {
    if (!hasSignInResponse(callbackUrl)) return { kind: "noResponse" };
    try {
      const user = await client.signinRedirectCallback(callbackUrl.href);
      return { kind: "signedIn", target: signInTarget(callbackUrl, user.state) };
    } catch (reason) {
      const error = describeLoginError(reason, callbackUrl);
      return isPasswordResetRequest(error) ? { kind: "passwordReset" } : { kind: "failed", error };
    }
  });
}
