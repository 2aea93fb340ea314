import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

describe.each(databaseKinds)("anonymous mode on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const created = await t.services.tenantService.create({
      domainName: "open",
      tenantName: "Open Data Co",
      hostnames: ["open.test"],
      allowAnonymousAuthentication: true,
    });
    expect(created).toEqual({ ok: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives a tenant that allows it an anonymous user with no tags", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/session", headers: { host: "open.test" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: "Anonymous",
      picture: null,
      roles: [],
      effectiveTags: [],
      isDeveloper: false,
      anonymous: true,
      userId: null,
      email: null,
    });
  });

  it("still refuses anonymous calls to routes that need a tag", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/users/access/open/someone@open.test",
      headers: { host: "open.test" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Authentication is required.");
  });

  it("refuses anonymous calls for a tenant that does not allow them", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/session", headers: { host: "localhost" } });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(databaseKinds)("per-user rate limit on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { STORYFRAME_USER_RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 429 'Rate limit exceeded.' to a user over their budget, while others go on", async () => {
    const ada = await signAccessToken(t, { user_id: "user-ada" });
    const bob = await signAccessToken(t, { user_id: "user-bob" });
    const call = (token: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/web/v1/version",
        headers: { host: "localhost", authorization: `Bearer ${token}` },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call(ada)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await call(ada)).json().message).toBe("Rate limit exceeded.");
    expect((await call(bob)).statusCode).toBe(200);
  });
});
