import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_TAGS, signAccessToken, unsignedToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";
import type { AccessRoute } from "./accessControl";

const SAMPLE_PARAMS: Record<string, string> = {
  domainName: "demo",
  domain: "demo",
  emailAddress: "admin@demo.storyframe.test",
  id: "00000000-0000-4000-8000-00000000abcd",
  name: "main",
};

/** A concrete address for a route: each `:param` replaced by a sample value of the demo tenant. */
function addressOf(route: AccessRoute): string {
  return route.url.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(SAMPLE_PARAMS[name] ?? "sample"),
  );
}

type Case = {
  name: string;
  token: (route: AccessRoute) => Promise<string | undefined>;
  expected: "refused-401" | "refused-403" | "allowed";
};

/**
 * Every route that declares access (collected from the app's route table, so
 * new routes are covered automatically) is called with each kind of token;
 * only the right token gets through.
 */
describe.each(databaseKinds)("authorization matrix on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const cases: Case[] = [
    { name: "no token", token: async () => undefined, expected: "refused-401" },
    {
      name: "an expired token",
      token: () => signAccessToken(t, { allowed_tags: ALL_TAGS }, { expiresIn: -120 }),
      expected: "refused-401",
    },
    {
      name: "a token with alg none",
      token: async () => unsignedToken(t, { allowed_tags: ALL_TAGS }),
      expected: "refused-401",
    },
    {
      name: "a token signed by another key",
      token: () => signAccessToken(t, { allowed_tags: ALL_TAGS }, { key: "other" }),
      expected: "refused-401",
    },
    {
      name: "a token of another issuer",
      token: () => signAccessToken(t, { allowed_tags: ALL_TAGS }, { issuer: "https://elsewhere.example/oidc" }),
      expected: "refused-401",
    },
    {
      name: "a token for another audience",
      token: () => signAccessToken(t, { allowed_tags: ALL_TAGS }, { audience: "urn:someone-else" }),
      expected: "refused-401",
    },
    {
      name: "a token of another tenant",
      token: () => signAccessToken(t, { domain: "acme", tenant_name: "Acme", allowed_tags: ALL_TAGS }),
      expected: "refused-403",
    },
    {
      name: "a token whose tags are denied",
      token: (route) => signAccessToken(t, { allowed_tags: ALL_TAGS, denied_tags: [...route.access.tags] }),
      expected: "refused-403",
    },
    {
      name: "a token lacking the needed tag",
      token: (route) =>
        signAccessToken(t, { allowed_tags: ALL_TAGS.filter((tag) => !route.access.tags.includes(tag)) }),
      expected: "refused-403",
    },
    {
      name: "the right token",
      token: (route) => signAccessToken(t, { allowed_tags: [...route.access.tags] }),
      expected: "allowed",
    },
  ];

  it("has routes to check", () => {
    expect(t.app.accessRoutes.length).toBeGreaterThan(0);
  });

  it("checks every call of the admin API, each with its own tag", () => {
    const declared = t.app.accessRoutes.map((route) => `${route.method} ${route.url} ${route.access.tags.join(",")}`);
    const admin = [
      ...["users", "roles", "groups"].flatMap((area) => [
        `GET /api/${area} ${area}::read`,
        `GET /api/${area}/:id ${area}::read`,
        `POST /api/${area} ${area}::create`,
        `PUT /api/${area}/:id ${area}::update`,
        `DELETE /api/${area}/:id ${area}::delete`,
      ]),
      "GET /api/users/verbose users::read",
      "GET /api/users/access/:domainName/:emailAddress users::read",
      ...["roles", "groups"].flatMap((area) => [
        `GET /api/${area}/lookups ${area}::read`,
        `GET /api/${area}/:domain/:name ${area}::read`,
      ]),
      "GET /api/audit users::read",
    ];
    expect(declared).toEqual(expect.arrayContaining(admin));
  });

  for (const testCase of cases) {
    it(`answers ${testCase.expected.replace("refused-", "")} to ${testCase.name} on every protected route`, async () => {
      const outcomes: string[] = [];
      for (const route of t.app.accessRoutes) {
        // Tag-free routes cannot lack or deny a tag: those cases do not apply to them.
        if (route.access.tags.length === 0 && testCase.name.includes("tag")) continue;
        const token = await testCase.token(route);
        const response = await t.app.inject({
          method: route.method as "GET",
          url: addressOf(route),
          headers: { host: "localhost", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        const got =
          response.statusCode === 401 ? "refused-401" : response.statusCode === 403 ? "refused-403" : "allowed";
        outcomes.push(
          `${route.method} ${route.url}: ${got === testCase.expected ? "ok" : `${response.statusCode} ${response.body}`}`,
        );
      }
      expect(outcomes.filter((line) => !line.endsWith(": ok"))).toEqual([]);
    });
  }
});
