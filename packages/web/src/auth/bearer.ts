import type { ClientSettings } from "@storyframe/core";
import { provideAccessToken } from "../api/accessToken";
import { type AuthClient, accessTokenOf } from "./authClient";

/**
 * Sends the signed-in user's access token to the SPA's own origin and the tenant's core API, metastore and
 * dynamic data API. Returns the function that stops it.
 */
export function sendAccessTokenToApis(client: AuthClient, settings: ClientSettings): () => void {
  const { coreApiUrl, metastoreUrl, dynamicDataApiUrl } = settings;
  return provideAccessToken(() => accessTokenOf(client), [coreApiUrl, metastoreUrl, dynamicDataApiUrl]);
}
