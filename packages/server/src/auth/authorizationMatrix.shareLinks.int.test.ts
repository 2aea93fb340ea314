import { SHARE_LINK_PREFIX, shareLinkMessages, TAGS } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../test/accessTokens";
import { addressOf, unexpectedOutcomes } from "../test/authorizationMatrix";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { createShareLink, saveShareTestContent } from "../test/sharedStorylines";
import { databaseKinds } from "../test/testDatabase";

/**
 * The routes a share link's bearer may call at all (decision 078); each confines it to its link. A route added
 * to this set must confine the bearer itself, so the set is spelled out here rather than read from the routes.
 */
const OPEN_TO_SHARE_LINKS = [
  "GET /api/web/v1/version",
  "GET /api/web/v1/storylines/:id",
  "GET /data/*",
  "POST /api/web/v1/data-sources/data",
  "GET /api/share-links/current",
];

/**
 * The authorization matrix with the share link kind: every route that declares access (from the app's route
 * table, so new routes are covered automatically) is called with a link's secret as the bearer token.
 */
describe.each(databaseKinds)("authorization matrix of share links on %s", (kind) => {
  let t: TestApp;
  let live: string;
  let revoked: string;
  let expired: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await saveShareTestContent(t);
    const creator = await signAccessToken(t, { allowed_tags: [TAGS.shareLinksCreate] });
    live = (await createShareLink(t, creator)).token;
    const toRevoke = await createShareLink(t, creator);
    revoked = toRevoke.token;
    const revoking = await t.app.inject({
      method: "DELETE",
      url: `/api/share-links/${toRevoke.id}`,
      headers: { host: "localhost", authorization: `Bearer ${creator}` },
    });
    expect(revoking.statusCode).toBe(200);
    const toExpire = await createShareLink(t, creator);
    expired = toExpire.token;
    await t.database.db
      .updateTable("share_links")
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", toExpire.id)
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const declared = () => t.app.accessRoutes.map((route) => `${route.method} ${route.url}`);
  const opensTo = (route: { method: string; url: string }) =>
    OPEN_TO_SHARE_LINKS.includes(`${route.method} ${route.url}`);

  it("opens exactly the storyline, data, version and own-link routes to share links", () => {
    const open = t.app.accessRoutes.filter((route) => route.access.allowShareLink).map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...OPEN_TO_SHARE_LINKS].sort());
    expect(declared()).toEqual(expect.arrayContaining(OPEN_TO_SHARE_LINKS));
  });

  it("answers 403 to a live link on every other protected route, saying a link opens only its storyline", async () => {
    const unexpected = await unexpectedOutcomes(t, "refused-403", async (route) => (opensTo(route) ? "skip" : live));
    expect(unexpected).toEqual([]);
    for (const route of t.app.accessRoutes.filter((candidate) => !opensTo(candidate)).slice(0, 3)) {
      const response = await t.app.inject({
        method: route.method as "GET",
        url: addressOf(route),
        headers: { host: "localhost", authorization: `Bearer ${live}` },
      });
      expect(response.json().message).toBe(shareLinkMessages.notForLinks);
    }
  });

  it("never answers a live link data on the routes open to it when it names another storyline or endpoint", async () => {
    // The sample addresses name no storyline or endpoint of the link: refused or not found, never served.
    const outcomes = [];
    for (const route of t.app.accessRoutes.filter(opensTo)) {
      const response = await t.app.inject({
        method: route.method as "GET",
        url: addressOf(route),
        headers: { host: "localhost", authorization: `Bearer ${live}`, branch: "main" },
        ...(route.method === "POST" ? { payload: { apiEndpoint: ["fleet", "kpis"], parameters: {} } } : {}),
      });
      outcomes.push(`${route.method} ${route.url} ${response.statusCode}`);
    }
    expect(outcomes.sort()).toEqual(
      [
        "GET /api/web/v1/version 200",
        "GET /api/web/v1/storylines/:id 403",
        "GET /data/* 404",
        "POST /api/web/v1/data-sources/data 403",
        "GET /api/share-links/current 200",
      ].sort(),
    );
  });

  for (const [name, token] of [
    ["a revoked link", () => revoked],
    ["an expired link", () => expired],
    ["an unknown link", () => `${SHARE_LINK_PREFIX}${"x".repeat(43)}`],
  ] as const) {
    it(`answers 401 to ${name} on every protected route`, async () => {
      expect(await unexpectedOutcomes(t, "refused-401", async () => token())).toEqual([]);
    });
  }
});
