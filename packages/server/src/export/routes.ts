import {
  apiErrorBodySchema,
  EXPORTS_PATH,
  exportJobParamsSchema,
  exportJobSchema,
  exportRequestSchema,
} from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/accessControl";
import type { Principal } from "../auth/principal";
import { ForbiddenError } from "../shared/domainErrors";
import type { ExportCaller, ExportService } from "./service";

export type ExportRoutesOptions = { exports: ExportService };

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  429: apiErrorBodySchema,
  503: apiErrorBodySchema,
};

// A signed-in user: an export renders with their own rights, and only they see it.
const signedInUser = { access: { tags: [] as string[] } };

/** The caller as an export's owner: a user of the tenant (never the anonymous visitor, a link or a service account). */
function callerOf(principal: Principal): ExportCaller {
  if (principal.kind !== "user" || principal.userId === null || principal.apiToken?.kind === "service") {
    throw new ForbiddenError("Exports are made by signed-in users: sign in to export.");
  }
  return { domainName: principal.domainName, userId: principal.userId, tags: principal.effectiveTags };
}

/** `/api/exports`: start, follow, cancel and download the caller's own exports (docs/export.md). */
export const exportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (app, { exports }) => {
  app.post(
    EXPORTS_PATH,
    {
      config: signedInUser,
      bodyLimit: 64 * 1024,
      schema: {
        tags: ["exports"],
        summary: "Export a storyline, a page or a frame to PDF or PNG, with the caller's rights (a job)",
        security: [{ bearer: [] }],
        body: exportRequestSchema,
        response: { 202: exportJobSchema, ...errors },
      },
    },
    async (request, reply) => {
      const job = await exports.start(callerOf(principalOf(request)), request.body, request.hostname);
      return reply.code(202).send(job);
    },
  );

  app.get(
    `${EXPORTS_PATH}/:id`,
    {
      config: signedInUser,
      schema: {
        tags: ["exports"],
        summary: "One of the caller's exports: its state and progress (frames done of total)",
        security: [{ bearer: [] }],
        params: exportJobParamsSchema,
        response: { 200: exportJobSchema, ...errors },
      },
    },
    async (request) => exports.job(callerOf(principalOf(request)), request.params.id),
  );

  app.post(
    `${EXPORTS_PATH}/:id/cancel`,
    {
      config: signedInUser,
      schema: {
        tags: ["exports"],
        summary: "Cancel one of the caller's exports",
        security: [{ bearer: [] }],
        params: exportJobParamsSchema,
        response: { 200: exportJobSchema, ...errors },
      },
    },
    async (request) => exports.cancel(callerOf(principalOf(request)), request.params.id),
  );

  app.get(
    `${EXPORTS_PATH}/:id/file`,
    {
      config: signedInUser,
      schema: {
        tags: ["exports"],
        summary: "The file of one of the caller's finished exports (PDF or PNG)",
        security: [{ bearer: [] }],
        params: exportJobParamsSchema,
      },
    },
    async (request, reply) => {
      const file = exports.file(callerOf(principalOf(request)), request.params.id);
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(file.bytes));
    },
  );
};
