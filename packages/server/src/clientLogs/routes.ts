import {
  apiErrorBodySchema,
  CLIENT_LOG_BODY_LIMIT_BYTES,
  CLIENT_LOG_REPORTS_PER_MINUTE,
  CLIENT_LOG_URL,
  clientLogEntrySchema,
  messages,
} from "@storyframe/core";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { TokenVerifier } from "../auth/tokenVerifier";
import { UserRateLimit } from "../auth/userRateLimit";
import { NotFoundError, RateLimitedError } from "../shared/domainErrors";
import type { TenantDirectory } from "../tenants/directory";

export type ClientLogRoutesOptions = {
  tenants: TenantDirectory;
  verifier: TokenVerifier;
  /** Reports per user (or address) per minute. */
  perMinute?: number;
};

const errors = {
  400: apiErrorBodySchema,
  404: apiErrorBodySchema,
  413: apiErrorBodySchema,
  429: apiErrorBodySchema,
};

/** Who sent a report: the signed-in user when the bearer token is good, otherwise nobody in particular. */
async function reporterOf(
  request: FastifyRequest,
  verifier: TokenVerifier,
  domainName: string,
): Promise<{ userId: string | null; email: string | null }> {
  const header = request.headers.authorization;
  const token = header?.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
  if (!token) return { userId: null, email: null };
  const result = await verifier.verify(token, domainName);
  if (!result.ok || result.principal.domainName !== domainName) return { userId: null, email: null };
  return { userId: result.principal.userId, email: result.principal.email };
}

/**
 * `POST /proxy/logging`: the SPA's error reports, written to the server log with their trace id. Open to
 * visitors who have not signed in (the app can fail before sign-in), but only on a tenant's host name,
 * size-limited, and rate-limited per user or, without a valid token, per address.
 */
export const clientLogRoutes: FastifyPluginAsyncZod<ClientLogRoutesOptions> = async (app, options) => {
  const limit = new UserRateLimit(options.perMinute ?? CLIENT_LOG_REPORTS_PER_MINUTE);

  app.post(
    CLIENT_LOG_URL,
    {
      bodyLimit: CLIENT_LOG_BODY_LIMIT_BYTES,
      schema: {
        tags: ["diagnostics"],
        summary: "Report an error that happened in the web app",
        body: clientLogEntrySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await options.tenants.byHostname(request.hostname);
      if (!tenant) throw new NotFoundError(messages.tenantNotFound);
      const reporter = await reporterOf(request, options.verifier, tenant.domainName);
      const key = reporter.userId ? `user:${reporter.userId}` : `address:${tenant.domainName}:${request.ip}`;
      if (!limit.take(key)) throw new RateLimitedError(messages.rateLimitExceeded, limit.retryAfterSeconds(key));

      const entry = request.body;
      const traceId = entry.traceId ?? String(request.id);
      const details = {
        clientLog: { ...entry, traceId },
        tenant: tenant.domainName,
        userId: reporter.userId,
        userEmail: reporter.email,
        userAgent: request.headers["user-agent"] ?? null,
      };
      const line = `client ${entry.kind}: ${entry.message}`;
      // The line carries the trace id of the call that failed (the report's), not the report's own request's.
      const log = app.log.child({ traceId });
      if (entry.level === "error") log.error(details, line);
      else log.warn(details, line);
      return reply.status(204).send(null);
    },
  );
};
