import type { ErrorResponse } from "oidc-client-ts";
import { localPath, pathInState } from "./paths";

export const loginErrorTexts = {
  accessDenied: "Access Denied",
  loginFailed: "Login Failed",
  unknown: "The sign-in could not be completed.",
} as const;

/** The identity provider's code for "the user chose to reset their password". */
const PASSWORD_RESET_CODE = "AADB2C90118";

/** A sign-in that came back with an error, or could not be completed. */
export interface LoginError {
  /** The provider's error code, e.g. "access_denied". */
  code: string | null;
  description: string | null;
  /** What the error card shows. */
  text: string;
  /** Where the user was going, when the sign-in request said so. */
  originalPath: string | null;
}

/** oidc-client-ts marks its error classes by name; checked by name, this module does not load the client. */
function isErrorResponse(error: unknown): error is ErrorResponse {
  return error instanceof Error && error.name === "ErrorResponse";
}

/**
 * Describes why `signinRedirectCallback` failed. The provider's description of its error comes first; it is
 * read from the callback address too, because a failure to match the answer to a sign-in request of this
 * browser (an old or foreign link) hides it otherwise. Then the failure's own message, then the error code.
 */
export function describeLoginError(error: unknown, callbackUrl: URL): LoginError {
  const params = callbackUrl.searchParams;
  const response = isErrorResponse(error) ? error : null;
  const code = response?.error ?? params.get("error");
  const description = response?.error_description ?? params.get("error_description");
  const message = error instanceof Error && error.message ? error.message : null;
  const text = description || message || code || loginErrorTexts.unknown;
  // Try Again returns to where sign-in started: the original-path parameter first, as signInTarget() reads it.
  const originalPath = localPath(params.get("original-path")) ?? pathInState(response?.state, "originalPath");
  return { code, description, text, originalPath };
}

export function isAccessDenied(error: LoginError): boolean {
  return /not authorized/i.test(error.text);
}

/** The provider asks for the password-reset flow instead (the user picked "Forgot your password?"). */
export function isPasswordResetRequest(error: LoginError): boolean {
  return [error.code, error.description, error.text].some((value) => value?.includes(PASSWORD_RESET_CODE));
}

/** True when the callback address carries an answer to complete: a code, or an error. */
export function hasSignInResponse(callbackUrl: URL): boolean {
  const params = callbackUrl.searchParams;
  return params.has("code") || params.has("error");
}

/** Where to go after signing in: the `original-path` parameter, else the path the sign-in started from, else home. */
export function signInTarget(callbackUrl: URL, state: unknown): string {
  return localPath(callbackUrl.searchParams.get("original-path")) ?? pathInState(state, "originalPath") ?? "/";
}
