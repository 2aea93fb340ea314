import type { AccessRoute } from "../auth/accessControl";
import type { TestApp } from "./buildTestApp";

/** Sample values of the demo tenant for each `:param` of a route address. */
const SAMPLE_PARAMS: Record<string, string> = {
  domainName: "demo",
  domain: "demo",
  emailAddress: "admin@demo.storyframe.test",
  id: "00000000-0000-4000-8000-00000000abcd",
  name: "main",
};

/** A concrete address for a route: each `:param` replaced by a sample value of the demo tenant. */
export function addressOf(route: AccessRoute): string {
  return route.url.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(SAMPLE_PARAMS[name] ?? "sample"),
  );
}

export type MatrixExpectation = "refused-401" | "refused-403" | "allowed";

/**
 * Calls every route that declares access with the token `tokenFor` gives it
 * (none when undefined; a route it answers `"skip"` for is left out) and
 * answers the routes whose outcome was not `expected`, with status and body:
 * an empty list when every route answered as it should.
 */
export async function unexpectedOutcomes(
  t: TestApp,
  expected: MatrixExpectation | ((route: AccessRoute) => MatrixExpectation),
  tokenFor: (route: AccessRoute) => Promise<string | undefined | "skip">,
): Promise<string[]> {
  const unexpected: string[] = [];
  for (const route of t.app.accessRoutes) {
    const token = await tokenFor(route);
    if (token === "skip") continue;
    const response = await t.app.inject({
      method: route.method as "GET",
      url: addressOf(route),
      headers: { host: "localhost", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const got = response.statusCode === 401 ? "refused-401" : response.statusCode === 403 ? "refused-403" : "allowed";
    const wanted = typeof expected === "function" ? expected(route) : expected;
    if (got !== wanted) unexpected.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
  }
  return unexpected;
}
