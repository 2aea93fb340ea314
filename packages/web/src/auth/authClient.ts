import type { ClientSettings } from "@storyframe/core";
import type { UserManager } from "oidc-client-ts";

/** The part of the OpenID Connect client the app uses; tests give a stub of their own. */
export type AuthClient = Pick<
  UserManager,
  | "getUser"
  | "removeUser"
  | "signinRedirect"
  | "signinRedirectCallback"
  | "signinSilent"
  | "signoutRedirect"
  | "signoutRedirectCallback"
>;

export type AuthClientFactory = (settings: ClientSettings) => AuthClient;

/** The access token of the signed-in user while it is valid, null otherwise. */
export async function accessTokenOf(client: AuthClient): Promise<string | null> {
  const user = await client.getUser();
  return user && !user.expired ? user.access_token : null;
}
