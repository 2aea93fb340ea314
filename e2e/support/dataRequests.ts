import type { Response } from "@playwright/test";

/**
 * The query values of a data read, a GET of the dynamic data API (`/data/<endpoint path>?<values>`), or undefined
 * for any other answer. Values are as the parameter codec writes them: a string after a `\`, a date as ISO, anything
 * else as JSON.
 */
export function dataReadQuery(response: Response, endpointPath?: string): URLSearchParams | undefined {
  const url = new URL(response.url());
  if (response.request().method() !== "GET" || !url.pathname.startsWith("/data/")) return undefined;
  if (endpointPath !== undefined && url.pathname !== `/data/${endpointPath}`) return undefined;
  return url.searchParams;
}
