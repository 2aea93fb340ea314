import type { FastifyInstance } from "fastify";
import type { ApiTokenService } from "./service";

/** Methods that read; every other request made with a token is recorded. */
const READING_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Writes an audit row for every request made with an API token that may
 * change something, whatever its outcome, before the answer leaves, so the
 * row is there when the client sees the answer. A failed write is logged:
 * the change itself has already been made.
 */
export function installApiTokenAudit(app: FastifyInstance, apiTokens: ApiTokenService): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const principal = request.principal;
    if (!principal?.apiToken || READING_METHODS.has(request.method)) return payload;
    const path = request.url.split("?")[0] ?? request.url;
    await apiTokens
      .recordRequest(principal, { method: request.method, path, status: reply.statusCode })
      .catch((error: unknown) => request.log.error({ err: error }, "a change made with an API token was not audited"));
    return payload;
  });
}
