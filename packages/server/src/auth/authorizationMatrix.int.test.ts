import { TAGS } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../admin/shared/actor";
import { ALL_TAGS, signAccessToken, unsignedToken } from "../test/accessTokens";
import { addressOf } from "../test/authorizationMatrix";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";
import type { AccessRoute } from "./accessControl";

/** Routes whose answer changes with every call (each reserves a new running id): compared by status alone. */
const ANSWERS_CHANGE_PER_CALL = new Set(["GET /api/getnextid"]);

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
  /** A user who signed in and was deleted since: their token is still signed and unexpired. */
  let deletedUser: { id: string; accessVersion: number };
  beforeAll(async () => {
    t = await buildTestApp(kind);
    const actor = systemActor("test setup", "demo");
    const user = await t.services.users.create(
      actor,
      { name: "Gone Soon", emailAddress: "gone@demo.storyframe.test" },
      { sendWelcomeEmail: false },
    );
    const account = await t.services.access.findUserById(user.id);
    deletedUser = { id: user.id, accessVersion: account?.accessVersion ?? 0 };
    await t.services.users.delete(actor, user.id);
    // An unreleased branch whose menu differs from main's, so reading it shows.
    await t.services.branches.ensureMain("demo");
    await t.services.branches.create("demo", "dev-secret", "main", null);
    await t.services.contentRepository.replaceAll("demo", "dev-secret", [
      { kind: "menu", name: "menu", object: { items: [{ name: "unreleased", title: "Unreleased plans", url: "/x" }] } },
    ]);
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
      name: "a token whose user was deleted",
      token: (route) =>
        signAccessToken(
          t,
          { user_id: deletedUser.id, access_version: deletedUser.accessVersion, allowed_tags: [...route.access.tags] },
          { subject: "absent" },
        ),
      expected: "refused-401",
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

  it("checks every geofence call, reading with geofences::read and changing with geofences::write", () => {
    const declared = t.app.accessRoutes.map((route) => `${route.method} ${route.url} ${route.access.tags.join(",")}`);
    expect(declared).toEqual(
      expect.arrayContaining([
        "GET /api/getmapapikey geofences::read",
        "GET /api/getpoioptions geofences::read",
        "GET /api/getgeofeatures geofences::read",
        "GET /api/getgeobyid geofences::read",
        "GET /api/getgpsdata geofences::read",
        "GET /api/getnextid geofences::write",
        "POST /api/upsertgeofeature geofences::write",
        "POST /api/deletegeobyid geofences::write",
      ]),
    );
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

  it("serves a caller without developer-tools::access no branch but the active one, whatever Branch header it sends", async () => {
    const outcomes: string[] = [];
    const comparable = (route: AccessRoute, response: { statusCode: number; body: string }) =>
      ANSWERS_CHANGE_PER_CALL.has(`${route.method} ${route.url}`)
        ? `${response.statusCode}`
        : `${response.statusCode} ${response.body.replace(/"traceId":"[^"]*"/, "")}`;
    for (const route of t.app.accessRoutes) {
      // A developer may read any branch.
      if (route.access.tags.includes(TAGS.developerTools)) continue;
      const token = await signAccessToken(t, { allowed_tags: [...route.access.tags] });
      const call = (branch: string) =>
        t.app.inject({
          method: route.method as "GET",
          url: addressOf(route),
          headers: { host: "localhost", authorization: `Bearer ${token}`, branch },
        });
      const active = await call("main");
      const other = await call("dev-secret");
      const refused =
        other.statusCode === 403 &&
        other.json().message ===
          "Branch 'dev-secret' is not available to you: branches other than 'main' need developer-tools::access.";
      const servedActive = comparable(route, other) === comparable(route, active);
      outcomes.push(
        `${route.method} ${route.url}: ${refused || servedActive ? "ok" : `${other.statusCode} ${other.body}`}`,
      );
    }
    expect(outcomes.filter((line) => !line.endsWith(": ok"))).toEqual([]);
  });

  it("refuses a data endpoint to a caller who may read no storyline using it, on both data routes", async () => {
    // guide/parameter-echo serves only the authors' guide, which needs developer-tools::access.
    const call = async (tags: string[]) => {
      const headers = {
        host: "localhost",
        authorization: `Bearer ${await signAccessToken(t, { allowed_tags: tags })}`,
      };
      const read = await t.app.inject({ method: "GET", url: "/data/guide/parameter-echo?symbol=%5CAAPL", headers });
      const posted = await t.app.inject({
        method: "POST",
        url: "/api/web/v1/data-sources/data",
        headers,
        payload: { apiEndpoint: ["guide", "parameter-echo"], parameters: { symbol: "AAPL" } },
      });
      return [read.statusCode, posted.statusCode];
    };
    expect(await call([])).toEqual([403, 403]);
    // A developer passes the check (the test installation has no stock data, so the query itself fails).
    expect(await call([TAGS.developerTools])).not.toContain(403);
  });
});
