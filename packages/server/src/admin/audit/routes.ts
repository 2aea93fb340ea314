import { auditEntrySchema, auditQuerySchema, TAGS } from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../shared/requestActor";
import { bearer, errorResponses, setTotalCount } from "../shared/routeSchemas";
import type { AuditService } from "./service";

export type AuditRoutesOptions = { audit: AuditService };

/** GET /api/audit: the tenant's admin changes, newest first, paged. */
export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, { audit }) => {
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
      const { entries, total } = await audit.list(actorOf(request), request.query);
      setTotalCount(reply, total);
      return entries;
    },
  );
};
