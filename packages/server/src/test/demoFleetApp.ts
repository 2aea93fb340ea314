import { afterAll, beforeAll, expect } from "vitest";
import { ensurePlanningTables } from "../data/demo/loadDemoData";
import { signAccessToken } from "./accessTokens";
import { buildTestApp, type TestApp } from "./buildTestApp";
import type { DatabaseKind } from "./testDatabase";

/**
 * For the suite it is called in: a test app on `kind` whose embedded demo database holds the `fleet` tables (the
 * statements that create them) and the planning tables. `post` calls a fleet data endpoint as a user without
 * tags, expects it to answer 200 and returns its JSON; `demoDatabase` is the embedded database, to look inside.
 */
export function setUpDemoFleetApp(kind: DatabaseKind, fleet: readonly string[]) {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    token = await signAccessToken(t, { allowed_tags: [] });
    const duck = await t.services.connections.embedded("demo");
    await duck.executeInTransaction(fleet);
    await ensurePlanningTables(duck);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = async (endpoint: string, parameters: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/web/v1/data-sources/data",
      headers: { host: "localhost", authorization: `Bearer ${token}`, branch: "main" },
      payload: { apiEndpoint: ["fleet", endpoint], parameters },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const demoDatabase = () => t.services.connections.embedded("demo");
  return { post, demoDatabase };
}
