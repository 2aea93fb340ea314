import { messages } from "@storyframe/core";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

/** Calls until the first 429; answers the statuses before it and the 429 itself. */
async function untilRefused(call: () => Promise<LightMyRequestResponse>, most: number) {
  const statuses: number[] = [];
  for (let i = 0; i < most; i += 1) {
    const response = await call();
    if (response.statusCode === 429) return { statuses, limited: response };
    statuses.push(response.statusCode);
  }
  return { statuses, limited: undefined };
}

/** Refused requests spend the client's budget like any other, and every 429 says when to come back. */
describe.each(databaseKinds)("rate limits of refused requests on %s", (kind) => {
  describe("per client address", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind, { STORYFRAME_RATE_LIMIT_PER_MINUTE: "5" });
    });
    afterAll(async () => {
      await t.close();
    });

    it("counts requests refused with 401 (a garbage token) into a 429 with Retry-After", async () => {
      const { statuses, limited } = await untilRefused(
        () =>
          t.app.inject({
            method: "GET",
            url: "/api/session",
            headers: { host: "localhost", authorization: "Bearer garbage" },
          }),
        20,
      );
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      expect(limited?.json()).toMatchObject({ message: messages.rateLimitExceeded });
      expect(Number(limited?.headers["retry-after"])).toBeGreaterThan(0);
    });
  });

  describe("per user", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(kind, { STORYFRAME_USER_RATE_LIMIT_PER_MINUTE: "4" });
    });
    afterAll(async () => {
      await t.close();
    });

    it("counts requests refused with 403 (a missing tag) into a 429 with Retry-After", async () => {
      const token = await signAccessToken(t, { user_id: "00000000-0000-4000-8000-0000000f0403", allowed_tags: [] });
      const { statuses, limited } = await untilRefused(
        () =>
          t.app.inject({
            method: "GET",
            url: "/api/users",
            headers: { host: "localhost", authorization: `Bearer ${token}` },
          }),
        20,
      );
      expect(statuses).toEqual([403, 403, 403, 403]);
      expect(limited?.json()).toMatchObject({ message: messages.rateLimitExceeded });
      const retryAfter = Number(limited?.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    });

    it("puts Retry-After on the per-user 429 of allowed calls too", async () => {
      const token = await signAccessToken(t, { user_id: "00000000-0000-4000-8000-0000000f0200" });
      const { statuses, limited } = await untilRefused(
        () =>
          t.app.inject({
            method: "GET",
            url: "/api/session",
            headers: { host: "localhost", authorization: `Bearer ${token}` },
          }),
        20,
      );
      expect(statuses).toEqual([200, 200, 200, 200]);
      expect(Number(limited?.headers["retry-after"])).toBeGreaterThan(0);
    });
  });
});
