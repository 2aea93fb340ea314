import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { testRedisUrl } from "../test/redisServer";
import { buildSecondInstance } from "../test/secondInstance";
import { databaseKinds } from "../test/testDatabase";
import { until } from "../test/until";

const ADDRESS_BUDGET = 8;
const USER_BUDGET = 5;
/** Longer than any check here: what another instance sees at once, it sees through Redis, not by expiry. */
const LONG_CACHE_MS = "600000";
const SOON = { timeout: 2000, interval: 20 };

/**
 * Two instances of one installation in one process, on one metadata database and the Redis `npm test` runs:
 * their budgets are one, and a change through one is seen by the other without waiting for a cache to expire.
 */
describe.each(databaseKinds)("two instances sharing Redis on %s", (kind) => {
  let a: TestApp;
  let b: TestApp;
  // The suites share the Redis server: addresses and users of this run only.
  const run = randomBytes(4).toString("hex");
  const network = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const address = `${network}.1`;

  beforeAll(async () => {
    const env = {
      STORYFRAME_REDIS_URL: testRedisUrl(),
      STORYFRAME_RATE_LIMIT_PER_MINUTE: String(ADDRESS_BUDGET),
      STORYFRAME_USER_RATE_LIMIT_PER_MINUTE: String(USER_BUDGET),
      STORYFRAME_SETTINGS_CACHE_TTL_MS: LONG_CACHE_MS,
      STORYFRAME_SECRETS_KEY: randomBytes(32).toString("base64"),
    };
    a = await buildTestApp(kind, env);
    b = await buildSecondInstance(a, env);
    await until(
      "both instances reach Redis",
      () => a.services.sharedState.redis?.available === true && b.services.sharedState.redis?.available === true,
      30_000,
    );
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("refuses a client address once its requests to both instances together spend the budget", async () => {
    const statuses = [];
    for (let index = 0; index < ADDRESS_BUDGET + 2; index += 1) {
      const response = await (index % 2 === 0 ? a : b).app.inject({
        method: "GET",
        url: "/api/web/v1/version",
        remoteAddress: address,
        headers: { host: "localhost" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(ADDRESS_BUDGET);
    expect(statuses.slice(ADDRESS_BUDGET)).toEqual([429, 429]);
  });

  it("refuses a user once their requests to both instances together spend the budget", async () => {
    const token = await signAccessToken(a, { user_id: `00000000-0000-4000-8000-${run}0000` });
    const statuses = [];
    for (let index = 0; index < USER_BUDGET + 2; index += 1) {
      const response = await (index % 2 === 0 ? a : b).app.inject({
        method: "GET",
        url: "/api/session",
        // Addresses of their own, so the per-address budget plays no part.
        remoteAddress: `${network}.${index + 2}`,
        headers: { host: "localhost", authorization: `Bearer ${token}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(USER_BUDGET).fill(200), 429, 429]);
  });

  it("shows tenant settings changed through one instance on the other at once", async () => {
    // B has the tenant cached, for longer than this test runs.
    await b.services.tenantDirectory.byDomain("demo");
    const origin = `https://portal-${run}.example.com`;
    expect(await a.services.tenantService.setFrameAncestors("demo", [origin])).toEqual({ ok: true });
    await expect
      .poll(async () => (await b.services.tenantDirectory.byDomain("demo"))?.settings.frameAncestors, SOON)
      .toEqual([origin]);
  });

  it("opens a tenant secret stored through one instance with the new value on the other at once", async () => {
    await a.services.tenantSecrets.set("demo", "speech-api-key", "first-key");
    expect(await b.services.tenantSecrets.get("demo", "speech-api-key")).toBe("first-key");
    await a.services.tenantSecrets.set("demo", "speech-api-key", "second-key");
    await expect.poll(() => b.services.tenantSecrets.get("demo", "speech-api-key"), SOON).toBe("second-key");
  });
});
