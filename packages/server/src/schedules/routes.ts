import {
  apiErrorBodySchema,
  scheduleEnabledSchema,
  scheduleInputSchema,
  scheduleListSchema,
  schedulePreviewInputSchema,
  schedulePreviewSchema,
  scheduleRunListSchema,
  scheduleRunSchema,
  scheduleSchema,
  TAGS,
} from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../auth/accessControl";
import type { SchedulesService } from "./service";

export type ScheduleRoutesOptions = { schedules: SchedulesService };

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  429: apiErrorBodySchema,
};
const manage = { access: { tags: [TAGS.schedulesManage] } };
const administer = { access: { tags: [TAGS.schedulesAdmin] } };
// The owner or an administrator: which one is the service's rule; others' schedules answer 404.
const ownerOrAdministrator = { access: { tags: [] as string[] } };
const idParams = z.object({ id: z.uuid({ error: "A schedule id is a UUID." }) });
const optionsSchema = z.object({ pdfAvailable: z.boolean() }).meta({ id: "ScheduleOptions" });

/** `/api/schedules…`: scheduled deliveries of storylines by e-mail (decision 080). */
export const scheduleRoutes: FastifyPluginAsyncZod<ScheduleRoutesOptions> = async (app, { schedules }) => {
  const common = { tags: ["schedules"], security: [{ bearer: [] }] };

  app.get(
    "/api/schedules",
    {
      config: manage,
      schema: { ...common, summary: "The caller's schedules", response: { 200: scheduleListSchema, ...errors } },
    },
    async (request) => schedules.listOwn(principalOf(request)),
  );

  app.get(
    "/api/schedules/tenant",
    {
      config: administer,
      schema: {
        ...common,
        summary: "Every schedule of the caller's tenant (administrators)",
        response: { 200: scheduleListSchema, ...errors },
      },
    },
    async (request) => schedules.listTenant(principalOf(request)),
  );

  app.get(
    "/api/schedules/options",
    {
      config: manage,
      schema: {
        ...common,
        summary: "What this server can deliver (whether a PDF can be attached)",
        response: { 200: optionsSchema, ...errors },
      },
    },
    async () => ({ pdfAvailable: schedules.pdfAvailable }),
  );

  app.post(
    "/api/schedules/preview",
    {
      config: manage,
      schema: {
        ...common,
        summary: "The next run times of a cron expression in a time zone",
        body: schedulePreviewInputSchema,
        response: { 200: schedulePreviewSchema, ...errors },
      },
    },
    async (request) => schedules.preview(request.body.cron, request.body.timeZone),
  );

  app.post(
    "/api/schedules",
    {
      config: manage,
      bodyLimit: 32_768,
      schema: {
        ...common,
        summary: "Schedule a storyline's delivery",
        body: scheduleInputSchema,
        response: { 200: scheduleSchema, ...errors },
      },
    },
    async (request) => schedules.create(principalOf(request), request.body),
  );

  app.get(
    "/api/schedules/:id",
    {
      config: ownerOrAdministrator,
      schema: { ...common, summary: "One schedule", params: idParams, response: { 200: scheduleSchema, ...errors } },
    },
    async (request) => schedules.get(principalOf(request), request.params.id),
  );

  app.put(
    "/api/schedules/:id",
    {
      config: manage,
      bodyLimit: 32_768,
      schema: {
        ...common,
        summary: "Edit one of the caller's schedules",
        params: idParams,
        body: scheduleInputSchema,
        response: { 200: scheduleSchema, ...errors },
      },
    },
    async (request) => schedules.update(principalOf(request), request.params.id, request.body),
  );

  app.put(
    "/api/schedules/:id/enabled",
    {
      config: ownerOrAdministrator,
      schema: {
        ...common,
        summary: "Pause or resume a schedule",
        params: idParams,
        body: scheduleEnabledSchema,
        response: { 200: scheduleSchema, ...errors },
      },
    },
    async (request) => schedules.setEnabled(principalOf(request), request.params.id, request.body.enabled),
  );

  app.delete(
    "/api/schedules/:id",
    {
      config: ownerOrAdministrator,
      schema: {
        ...common,
        summary: "Delete a schedule and its runs",
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await schedules.delete(principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/schedules/:id/send",
    {
      config: ownerOrAdministrator,
      schema: {
        ...common,
        summary: "Send a delivery now (queued at once and picked up by the delivery loop)",
        params: idParams,
        response: { 202: scheduleRunSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(202).send(await schedules.sendNow(principalOf(request), request.params.id)),
  );

  app.get(
    "/api/schedules/:id/runs",
    {
      config: ownerOrAdministrator,
      schema: {
        ...common,
        summary: "A schedule's recent deliveries, the latest first",
        params: idParams,
        response: { 200: scheduleRunListSchema, ...errors },
      },
    },
    async (request) => schedules.recentRuns(principalOf(request), request.params.id),
  );
};
