import { type AuditEntry, auditEntrySchema, auditQuerySchema, TAGS } from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../shared/actor";
import type { Executor } from "../shared/database";
import { bearer, errorResponses, setTotalCount } from "../shared/routeSchemas";
import { AuditRepository } from "./repository";

export type AuditRoutesOptions = { db: Executor };

/** Which kinds of entries a caller may read: users::read opens the log; roles and groups need their own read tag. */
function readableTypes(tags: readonly string[]): AuditEntry["resourceType"][] {
  return [
    "user" as const,
    ...(tags.includes(TAGS.rolesRead) ? ["role" as const] : []),
    ...(tags.includes(TAGS.groupsRead) ? ["group" as const] : []),
  ];
}

/** GET /api/audit: the tenant's admin changes, newest first, paged. */
export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, { db }) => {
  app.get(
    "/api/audit",
    {
      config: { access: { tags: [TAGS.usersRead] } },
      schema: {
        tags: ["admin"],
        summary: "Changes made to users, roles and groups (newest first; X-Total-Count holds the total)",
        security: bearer,
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEntrySchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const wanted = readableTypes(actor.effectiveTags).filter(
        (type) => request.query.resourceType === undefined || type === request.query.resourceType,
      );
      const { entries, total } = await new AuditRepository(db).list(actor.domainName, {
        resourceTypes: wanted,
        resourceId: request.query.resourceId,
        offset: request.query.offset,
        limit: request.query.limit,
      });
      setTotalCount(reply, total);
      return entries;
    },
  );
};
