import { ALL_TAGS, signAccessToken } from "./accessTokens";
import type { TestApp } from "./buildTestApp";

/** An endpoint's definition on the embedded DuckDB (`default`): no parameters unless `extra` declares them. */
export const duckDbEndpoint = (sql: string, extra: object = {}) => ({
  connection: "default",
  parameters: [],
  sql,
  ...extra,
});

/**
 * A branch of the demo tenant made from `main` holding these endpoints, and calls of the data API on it (the GET
 * by address, the content API's POST by body) as a caller holding every tag.
 */
export async function dataApiOnBranch(t: TestApp, branch: string, endpoints: { name: string; object: object }[]) {
  const token = await signAccessToken(t, { allowed_tags: ALL_TAGS });
  await t.services.branches.create("demo", branch, "main", null);
  await t.services.contentRepository.replaceAll(
    "demo",
    branch,
    endpoints.map((endpoint) => ({ kind: "endpoint", ...endpoint })),
  );
  const headers = { host: "localhost", authorization: `Bearer ${token}`, branch };
  return {
    get: (url: string) => t.app.inject({ method: "GET", url, headers }),
    post: (payload: object) => t.app.inject({ method: "POST", url: "/api/web/v1/data-sources/data", headers, payload }),
  };
}

export type DataApiCalls = Awaited<ReturnType<typeof dataApiOnBranch>>;
