import { TAGS } from "@storyframe/core";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../admin/shared/actor";
import { ADMIN_EMAIL, adminApi } from "../test/adminApi";
import { signInWithPassword } from "../test/oidcClient";
import { startTestServer, type TestServer } from "../test/startTestServer";
import { databaseKinds } from "../test/testDatabase";

const PASSWORD = "a long enough password";

/**
 * A signed-in user's access token stops working the moment an administrator
 * deletes the user or changes their access — not when it expires ten minutes later.
 */
describe.each(databaseKinds)("tokens of deleted or changed users on %s", (kind) => {
  let s: TestServer;
  let api: ReturnType<typeof adminApi>;
  let admin: string;
  let developerRole: string;
  let developerTags: { allowed: string[]; denied: string[] };

  beforeAll(async () => {
    s = await startTestServer(kind);
    api = adminApi(s);
    admin = await api.tokenOf(ADMIN_EMAIL);
    const role = await s.services.roles.findByName(systemActor("test setup", "demo"), "Developer");
    if (!role) throw new Error("the demo tenant has no Developer role");
    developerRole = role.id;
    developerTags = { allowed: [...role.explicitTags.allowed], denied: [...role.explicitTags.denied] };
  });
  afterAll(async () => {
    await s.close();
  });

  /** A new developer of the demo tenant, signed in through the embedded provider: their id and access token. */
  async function signedInDeveloper(name: string): Promise<{ id: string; token: string }> {
    const emailAddress = `${name.toLowerCase()}@demo.storyframe.test`;
    const user = await s.services.users.create(
      systemActor("test setup", "demo"),
      { name, emailAddress, roles: [developerRole] },
      { sendWelcomeEmail: false, password: PASSWORD },
    );
    return { id: user.id, token: await signIn(emailAddress) };
  }

  async function signIn(email: string): Promise<string> {
    const result = await signInWithPassword(s.baseUrl, { clientId: "storyframe-demo", email, password: PASSWORD });
    if (!result.ok) throw new Error(`sign-in failed: ${result.status}`);
    return result.tokens.access_token;
  }

  const as = (token: string, method: "GET" | "PUT", url: string, body?: object) =>
    s.app.inject({
      method,
      url,
      headers: { host: "localhost", authorization: `Bearer ${token}` },
      ...(body ? { payload: body } : {}),
    });

  it("issues access tokens that carry the user's access version", async () => {
    const { id, token } = await signedInDeveloper("Vera");
    const account = await s.services.access.findUserById(id);
    expect(decodeJwt(token).access_version).toBe(account?.accessVersion);
  });

  it("refuses a deleted user's token on its very next request", async () => {
    const { id, token } = await signedInDeveloper("Dana");
    expect((await as(token, "GET", "/api/session")).statusCode).toBe(200);
    expect((await as(token, "PUT", "/api/branches/demo/dana-1", {})).statusCode).toBe(201);

    expect((await api.call("DELETE", `/api/users/${id}`, admin)).statusCode).toBe(204);

    const session = await as(token, "GET", "/api/session");
    expect(session.statusCode).toBe(401);
    expect(session.json().message).toBe("Authentication is required. The token's user no longer exists.");
    expect((await as(token, "PUT", "/api/branches/demo/dana-2", {})).statusCode).toBe(401);
    expect((await as(token, "GET", "/api/web/v1/storylines")).statusCode).toBe(401);
  });

  it("refuses the token of a user whose roles changed, and accepts the one issued after", async () => {
    const { id, token } = await signedInDeveloper("Carl");
    expect((await as(token, "PUT", "/api/branches/demo/carl-1", {})).statusCode).toBe(201);

    const demoted = await api.call("PUT", `/api/users/${id}`, admin, {
      name: "Carl",
      emailAddress: "carl@demo.storyframe.test",
      roles: [],
    });
    expect(demoted.statusCode).toBe(200);

    const stale = await as(token, "PUT", "/api/branches/demo/carl-2", {});
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe(
      "Authentication is required. The user's access has changed since the token was issued; sign in again.",
    );
    const fresh = await signIn("carl@demo.storyframe.test");
    expect((await as(fresh, "GET", "/api/session")).json()).toMatchObject({ isDeveloper: false, roles: [] });
    expect((await as(fresh, "PUT", "/api/branches/demo/carl-2", {})).statusCode).toBe(403);
  });

  it("refuses the token of a user whose role held through a group changed", async () => {
    const role = await api.createRole(admin, { name: "Board", explicitTags: { allowed: ["board::read"], denied: [] } });
    const group = await api.createGroup(admin, { name: "Directors", roles: [role] });
    const { id, token } = await signedInDeveloper("Gwen");
    await api.call("PUT", `/api/users/${id}`, admin, {
      name: "Gwen",
      emailAddress: "gwen@demo.storyframe.test",
      groups: [group],
    });
    const member = await signIn("gwen@demo.storyframe.test");
    expect((await as(member, "GET", "/api/session")).json().effectiveTags).toContain("board::read");

    const changed = await api.call("PUT", `/api/roles/${role}`, admin, {
      description: "No longer reads the board pack.",
      explicitTags: { allowed: [], denied: [] },
    });
    expect(changed.statusCode).toBe(200);
    expect((await as(member, "GET", "/api/session")).statusCode).toBe(401);
    expect((await as(token, "GET", "/api/session")).statusCode).toBe(401);
  });

  it("keeps the tokens of a role's holders when the change leaves their access alone", async () => {
    const { token } = await signedInDeveloper("Rhea");
    const described = await api.call("PUT", `/api/roles/${developerRole}`, admin, {
      description: "Debugs canvases, switches branches and edits templates; reads the logs.",
      explicitTags: developerTags,
    });
    expect(described.statusCode).toBe(200);
    expect((await as(token, "PUT", "/api/branches/demo/rhea-1", {})).statusCode).toBe(201);
  });

  it("keeps the tokens of users a change does not touch", async () => {
    const { token } = await signedInDeveloper("Omar");
    await signedInDeveloper("Pia");
    const pia = await s.services.access.findUserByEmail("demo", "pia@demo.storyframe.test");
    await api.call("PUT", `/api/users/${pia?.id}`, admin, {
      name: "Pia",
      emailAddress: "pia@demo.storyframe.test",
      roles: [],
    });
    const other = await api.createRole(admin, {
      name: "Unrelated",
      explicitTags: { allowed: [TAGS.usersRead], denied: [] },
    });
    await api.call("PUT", `/api/roles/${other}`, admin, {
      description: "Changed.",
      explicitTags: { allowed: [], denied: [] },
    });
    expect((await as(token, "PUT", "/api/branches/demo/omar-1", {})).statusCode).toBe(201);
  });
});
