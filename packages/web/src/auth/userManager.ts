import type { ClientSettings } from "@storyframe/core";
import {
  type SigninSilentArgs,
  type User,
  UserManager,
  type UserManagerSettings,
  WebStorageStateStore,
} from "oidc-client-ts";
import { AUTH_SCOPES, OIDC_STORAGE_PREFIX } from "./oidcStorage";
import { currentPath, type SignInState } from "./paths";
import { postLogoutRedirectUri } from "./providerPages";

type AuthSettings = ClientSettings["auth"];

export function userManagerSettings(auth: AuthSettings): UserManagerSettings {
  return {
    authority: auth.instance,
    client_id: auth.clientId,
    redirect_uri: auth.redirectUri,
    post_logout_redirect_uri: postLogoutRedirectUri(auth.redirectUri),
    response_type: "code",
    scope: AUTH_SCOPES,
    // Local storage keeps the user signed in across tabs and browser restarts. The page's boot script reads the
    // user and writes sign-in requests there too (decision 072): the prefixes are named, not left to defaults.
    userStore: new WebStorageStateStore({ store: window.localStorage, prefix: OIDC_STORAGE_PREFIX }),
    stateStore: new WebStorageStateStore({ store: window.localStorage, prefix: OIDC_STORAGE_PREFIX }),
    automaticSilentRenew: true,
  };
}

/** Runs `run` while holding the browser-wide lock `name` (one holder across all tabs), where the browser has locks. */
export function withTabLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  // Web Locks exist in secure contexts only (HTTPS, localhost).
  const locks = "locks" in navigator ? navigator.locks : undefined;
  return locks ? locks.request(name, run) : run();
}

/**
 * Every tab shares the user in local storage, and their renewal timers fire together. The provider rotates
 * refresh tokens and revokes the whole sign-in when one is used twice, so renewals take turns across tabs,
 * and a tab whose turn comes after another tab renewed uses that token instead of renewing again.
 */
class TabSafeUserManager extends UserManager {
  override async signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    const lockName = `storyframe token renewal ${this.settings.authority} ${this.settings.client_id}`;
    return withTabLock(lockName, async () => {
      // getUser also restarts the renewal timers for the stored token.
      const current = await this.getUser();
      const renewalDue = this.settings.accessTokenExpiringNotificationTimeInSeconds;
      const fresh = current !== null && !current.expired && (current.expires_in ?? 0) > renewalDue;
      return fresh ? current : super.signinSilent(args);
    });
  }
}

/**
 * The OpenID Connect client of the tenant's SPA (authorization code with PKCE, no secret). When the access
 * token cannot be renewed, the user signs in again and comes back to the page they were on.
 */
export function createUserManager(settings: ClientSettings): UserManager {
  const manager: UserManager = new TabSafeUserManager(userManagerSettings(settings.auth));
  manager.events.addSilentRenewError(() => {
    const state: SignInState = { originalPath: currentPath() };
    // If even the redirect cannot start, the next API call answers 401 and the app reports it.
    manager.signinRedirect({ state }).catch(() => undefined);
  });
  return manager;
}

const shared = new Map<string, UserManager>();

/** One client per tenant configuration, so renewal timers and event handlers are never registered twice. */
export function sharedUserManager(settings: ClientSettings): UserManager {
  const { instance, clientId, redirectUri } = settings.auth;
  const key = JSON.stringify([instance, clientId, redirectUri]);
  let manager = shared.get(key);
  if (!manager) {
    manager = createUserManager(settings);
    shared.set(key, manager);
  }
  return manager;
}
