import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { CONTENT_HEADERS } from "@storyframe/core";

/** What a trace id may look like: UUIDs, W3C trace parents and the like; anything else is replaced. */
const TRACE_ID_PATTERN = /^[\w.:@/+=-]{1,128}$/;

/**
 * The trace id of a request (decision 083): the client's `x-trace-id` (the web app sends its session's on
 * every call) when it is a plausible one, else a fresh UUID. It names the request in every log line, in the
 * answer's `x-trace-id` header and in error bodies.
 */
export function traceIdOf(request: Pick<IncomingMessage, "headers">): string {
  const sent = request.headers[CONTENT_HEADERS.traceId];
  return typeof sent === "string" && TRACE_ID_PATTERN.test(sent) ? sent : randomUUID();
}
