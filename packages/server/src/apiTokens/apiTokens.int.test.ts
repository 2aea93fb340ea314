import { createHash } from "node:crypto";
import { type ApiToken, type CreatedApiToken, TAGS } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, systemActor } from "../admin/shared/actor";
import { ADMIN_EMAIL, adminApi } from "../test/adminApi";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

const DEVELOPER_EMAIL = "developer@demo.storyframe.test";
const VIEWER_EMAIL = "viewer@demo.storyframe.test";

describe.each(databaseKinds)("API tokens on %s", (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof adminApi>;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    api = adminApi(t);
    admin = await api.tokenOf(ADMIN_EMAIL);
    const save = (name: string, object: unknown) =>
      t.services.contentRepository.save("demo", "main", "endpoint", name, object, null);
    await save("test/finance", { requiredTags: ["finance::read"], sql: "SELECT 2 AS two" });
    const created = await t.services.tenantService.create({
      domainName: "acme",
      tenantName: "Acme",
      hostnames: ["acme.test"],
    });
    if (!created.ok) throw new Error(created.message);
  });
  afterAll(async () => {
    await t.close();
  });

  const createPersonal = async (caller: string, body: Record<string, unknown>): Promise<CreatedApiToken> => {
    const response = await api.call("POST", "/api/api-tokens", caller, { expiresInDays: 30, ...body });
    if (response.statusCode !== 201) throw new Error(`token not created: ${response.body}`);
    return response.json() as CreatedApiToken;
  };
  const withToken = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, body?: object) =>
    t.app.inject({
      method,
      url,
      headers: { host: "localhost", authorization: `Bearer ${token}`, branch: "main" },
      ...(body ? { payload: body } : {}),
    });

  /** A user of the demo tenant with these tags of their own, and the actor they are when signed in. */
  const userWithTags = async (name: string, tags: string[]): Promise<Actor> => {
    const user = await t.services.users.create(
      systemActor("test setup", "demo"),
      { name, emailAddress: `${name.toLowerCase()}@demo.storyframe.test`, explicitTags: { allowed: tags, denied: [] } },
      { sendWelcomeEmail: false },
    );
    return { id: user.id, name, emailAddress: user.emailAddress, domainName: "demo", effectiveTags: tags };
  };

  it("shows a new token's secret once, with its prefix, and keeps only its SHA-256", async () => {
    const created = await createPersonal(admin, { name: "Nightly sync", tags: [TAGS.usersRead] });
    expect(created.token).toMatch(/^sf_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({ name: "Nightly sync", kind: "personal", tags: [TAGS.usersRead] });
    expect(created.token.startsWith(created.apiToken.tokenStart)).toBe(true);

    const row = await t.database.db
      .selectFrom("api_tokens")
      .selectAll()
      .where("id", "=", created.apiToken.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash("sha256").update(created.token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.token);

    const listed = await api.call("GET", "/api/api-tokens", admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(created.token);
    expect((listed.json() as ApiToken[]).map((token) => token.name)).toContain("Nightly sync");
  });

  it("lists a token with its last use", async () => {
    const created = await createPersonal(admin, { name: "Used once", tags: [TAGS.usersRead] });
    const before = (await api.call("GET", "/api/api-tokens", admin).then((r) => r.json())) as ApiToken[];
    expect(before.find((token) => token.id === created.apiToken.id)?.lastUsedAt).toBeNull();
    expect((await withToken("GET", "/api/users", created.token)).statusCode).toBe(200);
    const after = (await api.call("GET", "/api/api-tokens", admin).then((r) => r.json())) as ApiToken[];
    expect(after.find((token) => token.id === created.apiToken.id)?.lastUsedAt).toEqual(expect.any(String));
  });

  it("refuses a tag the creator does not hold with a 400 naming it", async () => {
    const response = await api.call("POST", "/api/api-tokens", admin, {
      name: "Too much",
      expiresInDays: 30,
      tags: [TAGS.usersRead, TAGS.developerTools],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      tags: ["You can only give tags you hold yourself; you do not hold developer-tools::access."],
    });
  });

  it("requires an expiry of at most a year", async () => {
    for (const expiresInDays of [0, 366, undefined]) {
      const response = await api.call("POST", "/api/api-tokens", admin, { name: "Forever", expiresInDays });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.expiresInDays).toEqual(["Choose an expiry between 1 and 365 days."]);
    }
  });

  it("lets only holders of api-tokens::create create personal tokens", async () => {
    const viewer = await api.tokenOf(VIEWER_EMAIL);
    const response = await api.call("POST", "/api/api-tokens", viewer, { name: "Mine", expiresInDays: 1 });
    expect(response.statusCode).toBe(403);
    expect((await api.call("GET", "/api/api-tokens", viewer)).statusCode).toBe(200);
  });

  it("is accepted as a bearer token on the admin, content and data APIs", async () => {
    const owner = await userWithTags("Fiona", [TAGS.usersRead, "finance::read"]);
    const { token } = await t.services.apiTokens.createPersonal(owner, {
      name: "Reports",
      expiresInDays: 7,
      tags: [TAGS.usersRead, "finance::read"],
    });
    expect((await withToken("GET", "/api/users", token)).statusCode).toBe(200);
    const menu = await withToken("GET", "/api/web/v1/menu-items", token);
    expect(menu.statusCode, menu.body).toBe(200);
    const data = await withToken("GET", "/data/test/finance", token);
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json()).toEqual([{ two: 2 }]);
  });

  it("cannot do what the tags its creator left out allow", async () => {
    const owner = await userWithTags("Gina", [TAGS.usersRead, TAGS.usersCreate, "finance::read"]);
    const { token } = await t.services.apiTokens.createPersonal(owner, {
      name: "Read only",
      expiresInDays: 7,
      tags: [TAGS.usersRead],
    });
    expect((await withToken("GET", "/api/users", token)).statusCode).toBe(200);
    const create = await withToken("POST", "/api/users?sendWelcomeEmail=false", token, {
      name: "Not Made",
      emailAddress: "not-made@demo.storyframe.test",
    });
    expect(create.statusCode).toBe(403);
    expect((await withToken("GET", "/data/test/finance", token)).statusCode).toBe(403);
  });

  it("loses a tag its owner loses, and stops working when its owner is deleted", async () => {
    const owner = await userWithTags("Hugo", [TAGS.usersRead]);
    const { token } = await t.services.apiTokens.createPersonal(owner, {
      name: "Shrinks",
      expiresInDays: 7,
      tags: [TAGS.usersRead],
    });
    expect((await withToken("GET", "/api/users", token)).statusCode).toBe(200);
    const actor = systemActor("test setup", "demo");
    await t.services.users.update(actor, owner.id ?? "", {
      name: "Hugo",
      emailAddress: "hugo@demo.storyframe.test",
      explicitTags: { allowed: [], denied: [] },
    });
    expect((await withToken("GET", "/api/users", token)).statusCode).toBe(403);
    await t.services.users.delete(actor, owner.id ?? "");
    const gone = await withToken("GET", "/api/web/v1/menu-items", token);
    expect(gone.statusCode).toBe(401);
  });

  it("refuses a revoked token on its very next request", async () => {
    const created = await createPersonal(admin, { name: "Revoke me", tags: [TAGS.usersRead] });
    expect((await withToken("GET", "/api/users", created.token)).statusCode).toBe(200);
    expect((await api.call("DELETE", `/api/api-tokens/${created.apiToken.id}`, admin)).statusCode).toBe(204);
    const refused = await withToken("GET", "/api/users", created.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("Authentication is required. The API token has been revoked.");
  });

  it("refuses an expired token", async () => {
    const created = await createPersonal(admin, { name: "Short lived", tags: [TAGS.usersRead] });
    await t.database.db
      .updateTable("api_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", created.apiToken.id)
      .execute();
    const refused = await withToken("GET", "/api/users", created.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe("Authentication is required. The API token has expired.");
  });

  it("refuses a token on another tenant's host", async () => {
    const created = await createPersonal(admin, { name: "Demo only", tags: [] });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/web/v1/menu-items",
      headers: { host: "acme.test", authorization: `Bearer ${created.token}`, branch: "main" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Authentication is required. The API token is not valid.");
  });

  it("records every change made with a token in the audit log, naming the token", async () => {
    const created = await createPersonal(admin, {
      name: "Role maker",
      tags: [TAGS.rolesCreate, TAGS.usersRead, TAGS.rolesRead],
    });
    const role = await withToken("POST", "/api/roles", created.token, {
      name: "Made By Token",
      description: "A role made with an API token.",
    });
    expect(role.statusCode, role.body).toBe(200);
    const log = await api.call("GET", `/api/audit?resourceId=${created.apiToken.id}`, admin);
    expect(log.json()).toEqual([
      expect.objectContaining({
        action: "request",
        resourceType: "api-token",
        resourceName: "Role maker",
        actor: expect.objectContaining({ name: "Ada Admin" }),
        details: { method: "POST", path: "/api/roles", status: 200 },
      }),
      expect.objectContaining({ action: "create", resourceType: "api-token", resourceName: "Role maker" }),
    ]);
    // Reading is not a change.
    await withToken("GET", "/api/users", created.token);
    expect((await api.call("GET", `/api/audit?resourceId=${created.apiToken.id}`, admin)).json()).toHaveLength(2);
  });

  it("does not let a token create or revoke tokens", async () => {
    const created = await createPersonal(admin, { name: "No minting", tags: [TAGS.apiTokensCreate] });
    const response = await withToken("POST", "/api/api-tokens", created.token, { name: "Child", expiresInDays: 365 });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      "API tokens and service accounts are managed by a signed-in user, not with an API token.",
    );
  });

  it("lets nobody revoke another user's personal token", async () => {
    const created = await createPersonal(admin, { name: "Ada's", tags: [] });
    const developer = await api.tokenOf(DEVELOPER_EMAIL);
    expect((await api.call("DELETE", `/api/api-tokens/${created.apiToken.id}`, developer)).statusCode).toBe(404);
    expect((await withToken("GET", "/api/web/v1/menu-items", created.token)).statusCode).toBe(200);
  });

  describe("service accounts", () => {
    it("are managed by administrators only", async () => {
      const developer = await api.tokenOf(DEVELOPER_EMAIL);
      expect((await api.call("GET", "/api/service-accounts", developer)).statusCode).toBe(403);
      expect((await api.call("POST", "/api/service-accounts", developer, { name: "Bot" })).statusCode).toBe(403);
    });

    it("hold tokens limited to the account's tags, which work until revoked or the account is deleted", async () => {
      const account = await api.call("POST", "/api/service-accounts", admin, {
        name: "Exporter bot",
        description: "Reads the user list every night.",
        tags: [TAGS.usersRead],
      });
      expect(account.statusCode, account.body).toBe(201);
      const accountId = (account.json() as { id: string }).id;

      const tooMuch = await api.call("POST", `/api/service-accounts/${accountId}/tokens`, admin, {
        name: "Bot token",
        expiresInDays: 90,
        tags: [TAGS.usersRead, TAGS.usersCreate],
      });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().errors.tags).toEqual([
        "A service account's token can only carry the account's tags; it does not hold users::create.",
      ]);

      const created = await api.call("POST", `/api/service-accounts/${accountId}/tokens`, admin, {
        name: "Bot token",
        expiresInDays: 90,
        tags: [TAGS.usersRead],
      });
      expect(created.statusCode, created.body).toBe(201);
      const { token, apiToken } = created.json() as CreatedApiToken;
      expect(token).toMatch(/^sf_sat_/);
      expect(apiToken.owner.name).toBe("Exporter bot");
      expect((await withToken("GET", "/api/users", token)).statusCode).toBe(200);
      expect((await withToken("POST", "/api/roles", token, { name: "X", description: "Y" })).statusCode).toBe(403);

      const listed = await api.call("GET", "/api/service-accounts/tokens", admin);
      expect((listed.json() as ApiToken[]).map((item) => item.id)).toContain(apiToken.id);
      expect((await api.call("GET", "/api/api-tokens", admin)).body).not.toContain(apiToken.id);

      expect((await api.call("DELETE", `/api/service-accounts/${accountId}`, admin)).statusCode).toBe(204);
      expect((await withToken("GET", "/api/users", token)).statusCode).toBe(401);
    });

    it("refuse a second account of the same name", async () => {
      expect((await api.call("POST", "/api/service-accounts", admin, { name: "Twin" })).statusCode).toBe(201);
      const again = await api.call("POST", "/api/service-accounts", admin, { name: "twin" });
      expect(again.statusCode).toBe(400);
      expect(again.json().errors.name).toEqual(["A service account named twin already exists."]);
    });
  });

  describe("internal tokens", () => {
    it("carry the user's own tags, appear in no list and stop at revocation", async () => {
      const owner = await userWithTags("Ivan", [TAGS.usersRead]);
      const issued = await t.services.apiTokens.issueInternal({
        domainName: "demo",
        userId: owner.id ?? "",
        purpose: "export",
        ttlMs: 60_000,
      });
      expect((await withToken("GET", "/api/users", issued.token)).statusCode).toBe(200);
      expect((await withToken("GET", "/api/roles", issued.token)).statusCode).toBe(403);
      expect(await t.services.apiTokens.listPersonal(owner)).toEqual([]);
      await t.services.apiTokens.revokeInternal("demo", issued.id);
      expect((await withToken("GET", "/api/users", issued.token)).statusCode).toBe(401);
    });
  });
});
