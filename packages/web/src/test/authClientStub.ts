import { User } from "oidc-client-ts";
import { type Mock, vi } from "vitest";
import type { AuthClient } from "../auth/authClient";

export type AuthClientStub = { [Method in keyof AuthClient]: Mock<AuthClient[Method]> };

/** A signed-in user whose access token is good for another hour, with `overrides` applied. */
export function makeUser(overrides: Partial<ConstructorParameters<typeof User>[0]> = {}): User {
  const now = Math.floor(Date.now() / 1000);
  return new User({
    access_token: "access-token-1",
    token_type: "Bearer",
    id_token: "id-token-1",
    refresh_token: "refresh-token-1",
    scope: "openid offline_access",
    expires_at: now + 3600,
    profile: { sub: "user-1", iss: "https://login.storyframe.test", aud: "storyframe-web", exp: now + 3600, iat: now },
    ...overrides,
  });
}

/** A sign-in client that never leaves the test: nobody is signed in and every redirect just resolves. */
export function makeAuthClient(user: User | null = null): AuthClientStub {
  return {
    getUser: vi.fn<AuthClient["getUser"]>().mockResolvedValue(user),
    removeUser: vi.fn<AuthClient["removeUser"]>().mockResolvedValue(undefined),
    signinRedirect: vi.fn<AuthClient["signinRedirect"]>().mockResolvedValue(undefined),
    signinRedirectCallback: vi.fn<AuthClient["signinRedirectCallback"]>().mockResolvedValue(makeUser()),
    signinSilent: vi.fn<AuthClient["signinSilent"]>().mockResolvedValue(null),
    signoutRedirect: vi.fn<AuthClient["signoutRedirect"]>().mockResolvedValue(undefined),
    signoutRedirectCallback: vi
      .fn<AuthClient["signoutRedirectCallback"]>()
      .mockRejectedValue(new Error("No sign-out answer was prepared for this test.")),
  };
}
