import type { ApiRequest } from "@storyframe/canvas";
import { fetchJson } from "../api/fetchJson";

/**
 * The canvas runtime's `fetchApi`: a call of the app's own server API through the SPA's one web client, so it
 * carries the signed-in user's bearer token (only to the app's API origins), is observed like every other call
 * and fails with the client's `ApiError`. The answer is the JSON as sent: components validate it themselves, so
 * date-times stay strings. Only reads are retried; a write is sent once.
 */
export function canvasFetchApi(retries: number): (url: string, request?: ApiRequest) => Promise<unknown> {
  return (url, request = {}) => {
    const method = request.method ?? "GET";
    const headers: Record<string, string> = {};
    if (request.body !== undefined) headers["Content-Type"] = "application/json";
    return fetchJson(url, {
      method,
      headers,
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
      retries: method === "GET" ? retries : 0,
      reviveDates: false,
    });
  };
}
