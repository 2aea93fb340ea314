import type { ClientSettings } from "@storyframe/core";
import type { User, UserManager } from "oidc-client-ts";

/** What the app reads of the signed-in user (oidc-client-ts's User has it). */
export type SignedInUser = Pick<User, "access_token" | "expired" | "refresh_token" | "id_token">;

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

/** The access token of the signed-in user while it is valid, null otherwise. */
export async function accessTokenOf(client: AuthClient): Promise<string | null> {
  const user = await client.getUser();
  return user && !user.expired ? user.access_token : null;
}
