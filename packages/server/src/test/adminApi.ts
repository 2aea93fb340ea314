import type { IdentityClaims } from "@storyframe/core";
import { identityClaimsFor } from "../identity/identityClaims";
import { signAccessToken } from "./accessTokens";
import type { TestApp } from "./buildTestApp";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Test helpers for the admin API: calls as a given token, and tokens of real users of the demo tenant. */
export function adminApi(t: TestApp) {
  const call = (method: Method, url: string, token: string, body?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { host: "localhost", authorization: `Bearer ${token}` },
      ...(body !== undefined ? { payload: body as object } : {}),
    });

  /** A token for the tenant user with this e-mail address, with the claims the provider would issue now. */
  const tokenOf = async (emailAddress: string, domainName = "demo"): Promise<string> => {
    const user = await t.services.access.findUserByEmail(domainName, emailAddress);
    if (!user) throw new Error(`no user ${emailAddress}`);
    const claims = identityClaimsFor(await t.services.access.loadAccess(user), "Storyframe Demo");
    return signAccessToken(t, claims);
  };

  /** A token of a caller who is no user of the tenant's table, with these tags. */
  const tokenWith = (tags: readonly string[], claims: Partial<IdentityClaims> = {}) =>
    signAccessToken(t, { allowed_tags: [...tags], ...claims });

  /** Creates a role straight through the API as `token`; answers its id. */
  const createRole = async (token: string, body: Record<string, unknown>): Promise<string> => {
    const response = await call("POST", "/api/roles", token, { description: "A role made by a test.", ...body });
    if (response.statusCode !== 200) throw new Error(`role not created: ${response.body}`);
    return (response.json() as { id: string }).id;
  };

  const createGroup = async (token: string, body: Record<string, unknown>): Promise<string> => {
    const response = await call("POST", "/api/groups", token, { description: "A group made by a test.", ...body });
    if (response.statusCode !== 200) throw new Error(`group not created: ${response.body}`);
    return (response.json() as { id: string }).id;
  };

  const createUser = async (token: string, body: Record<string, unknown>): Promise<string> => {
    const response = await call("POST", "/api/users?sendWelcomeEmail=false", token, body);
    if (response.statusCode !== 200) throw new Error(`user not created: ${response.body}`);
    return (response.json() as { id: string }).id;
  };

  return { call, tokenOf, tokenWith, createRole, createGroup, createUser };
}

export const ADMIN_EMAIL = "admin@demo.storyframe.test";
