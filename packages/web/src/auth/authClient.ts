import type { ClientSettings } from "@storyframe/core";
import type { User, UserManager } from "oidc-client-ts";
import type { ExpiringToken } from "../api/accessToken";

/** What the app reads of the signed-in user (oidc-client-ts's User has it). */
export type SignedInUser = Pick<User, "access_token" | "expired" | "expires_at" | "refresh_token" | "id_token">;

/** The part of the OpenID Connect client the app uses; tests give a stub of their own. */
export type AuthClient = Pick<
  UserManager,
  | "removeUser"
  | "signinRedirect"
  | "signinRedirectCallback"
  | "signinSilent"
  | "signoutRedirect"
  | "signoutRedirectCallback"
> & {
  getUser(): Promise<SignedInUser | null>;
};

export type AuthClientFactory = (settings: ClientSettings) => AuthClient;

/** The access token of the signed-in user while it is valid, with its expiry when known; null otherwise. */
export async function accessTokenOf(client: AuthClient): Promise<ExpiringToken | string | null> {
  const user = await client.getUser();
  if (!user || user.expired) return null;
  return user.expires_at === undefined
    ? user.access_token
    : { token: user.access_token, expiresAtMs: user.expires_at * 1000 };
}
