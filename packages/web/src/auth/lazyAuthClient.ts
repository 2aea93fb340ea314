import type { ClientSettings } from "@storyframe/core";
import type { UserManager } from "oidc-client-ts";
import { readStoredUser } from "../boot/storedSignIn";
import { whenIdleAfterPaint } from "../storyline/whenIdleAfterPaint";
import type { AuthClient } from "./authClient";

/**
 * A stored token closer than this to its end is left to the client, which renews it: the client's renewal timer
 * fires a minute before the end, and it has to be loaded and running by then.
 */
const RENEWAL_MARGIN_SECONDS = 120;

/**
 * How long after its first use the stored token is handed over to the library (then in the next idle moment): long
 * enough for the first page to have loaded what it shows, well within the margin above.
 */
const HANDOVER_DELAY_MS = 5_000;

/**
 * The sign-in client, with the OpenID Connect library (oidc-client-ts) loaded only when needed. A signed-in user's
 * stored token is read at once, so the first page paints without the library; the library loads a few seconds
 * later, once the page is idle, and takes over (renewal timers, sign-out). Anything else (signing in, a token near
 * its end, renewing) loads it first.
 */
export function lazyAuthClient(settings: ClientSettings): AuthClient {
  let manager: Promise<UserManager> | null = null;
  let handOverScheduled = false;
  const load = (): Promise<UserManager> => {
    manager ??= import("./userManager")
      .then(({ sharedUserManager }) => sharedUserManager(settings))
      .catch((error: unknown) => {
        // A failed download (a network blip, a release that replaced the file) is tried again on the next call.
        manager = null;
        throw error;
      });
    return manager;
  };
  const { instance, clientId } = settings.auth;
  return {
    async getUser() {
      if (manager === null) {
        const stored = readStoredUser(window.localStorage, instance, clientId, Date.now(), RENEWAL_MARGIN_SECONDS);
        if (stored !== null) {
          if (!handOverScheduled) {
            handOverScheduled = true;
            // Reading the user through the client starts its renewal timers.
            const handOver = () => {
              load()
                .then((client) => client.getUser())
                .catch(() => {
                  handOverScheduled = false;
                });
            };
            setTimeout(() => whenIdleAfterPaint(handOver), HANDOVER_DELAY_MS);
          }
          return stored;
        }
      }
      return (await load()).getUser();
    },
    removeUser: async () => (await load()).removeUser(),
    signinRedirect: async (args) => (await load()).signinRedirect(args),
    signinRedirectCallback: async (url) => (await load()).signinRedirectCallback(url),
    signinSilent: async (args) => (await load()).signinSilent(args),
    signoutRedirect: async (args) => (await load()).signoutRedirect(args),
    signoutRedirectCallback: async (url) => (await load()).signoutRedirectCallback(url),
  };
}
