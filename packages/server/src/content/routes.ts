import {
  apiErrorBodySchema,
  CONTENT_HEADERS,
  contentNameSchema,
  SERVER_DATAMODEL_VERSION,
  SERVER_METASTORE_VERSION,
  splitsTemplates,
  TAGS,
  templateCssTextSchema,
  templateJsxTextSchema,
} from "@storyframe/core";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../auth/accessControl";
import { requestedBranch } from "../http/branchHeader";
import { storylineReaderTags } from "../shareLinks/policy";
import type { ContentService } from "./service";
import type { TemplateNode } from "./templateHierarchy";

export type ContentRoutesOptions = { content: ContentService };

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
};
const readAccess = { tags: [] as string[], allowAnonymous: true };
/** Also for a share link's bearer, which the route confines to its link's storyline (decision 078). */
const sharedReadAccess = { ...readAccess, allowShareLink: true };

/** The caller's data-model version: its header, or this server's when it sends none. */
function dataModelVersionOf(request: FastifyRequest): string {
  const header = request.headers[CONTENT_HEADERS.dataModel.toLowerCase()];
  return (Array.isArray(header) ? header[0] : header) ?? SERVER_DATAMODEL_VERSION;
}

// Recursive schemas are one registered object each (getters for the recursion), so OpenAPI can reference them.
const templateBodySchema = z
  .object({
    id: contentNameSchema,
    jsx: templateJsxTextSchema,
    css: templateCssTextSchema.optional(),
    get includes(): z.ZodOptional<
      z.ZodArray<z.ZodUnion<readonly [typeof contentNameSchema, typeof templateBodySchema]>>
    > {
      return z.array(z.union([contentNameSchema, templateBodySchema])).optional();
    },
    version: z.number().int().min(1).optional(),
  })
  .meta({ id: "TemplateSave" });

const menuItemOut = z
  .object({
    name: z.string(),
    title: z.string(),
    description: z.string(),
    displayOrder: z.number(),
    icon: z.object({ type: z.string(), content: z.string() }).optional(),
    url: z.string().optional(),
    storyline: z.string().optional(),
    requiredTags: z.array(z.string()),
    menuLocationId: z.number(),
    get children(): z.ZodArray<typeof menuItemOut> {
      return z.array(menuItemOut);
    },
  })
  .meta({ id: "MenuItem" });

export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, { content }) => {
  const prefix = "/api/web/v1";

  app.get(
    `${prefix}/version`,
    {
      config: { access: sharedReadAccess },
      schema: {
        tags: ["content"],
        summary: "Metastore and data-model versions",
        response: { 200: z.object({ metastore: z.string(), datamodel: z.string() }), ...errors },
      },
    },
    async () => ({ metastore: SERVER_METASTORE_VERSION, datamodel: SERVER_DATAMODEL_VERSION }),
  );

  app.get(
    `${prefix}/menu-items`,
    {
      config: { access: readAccess },
      schema: {
        tags: ["content"],
        summary: "The menu, without items the caller's tags do not allow",
        response: { 200: z.array(menuItemOut), ...errors },
      },
    },
    async (request) =>
      content.menu(
        principalOf(request).domainName,
        requestedBranch(request, { required: true }),
        principalOf(request).effectiveTags,
      ),
  );

  app.get(
    `${prefix}/menu-items/:id`,
    {
      config: { access: readAccess },
      schema: {
        tags: ["content"],
        summary: "One menu item",
        params: z.object({ id: contentNameSchema }),
        response: { 200: menuItemOut, ...errors },
      },
    },
    async (request) =>
      content.menuItem(
        principalOf(request).domainName,
        requestedBranch(request, { required: true }),
        request.params.id,
        principalOf(request).effectiveTags,
      ),
  );

  app.get(
    `${prefix}/storylines`,
    {
      config: { access: readAccess },
      schema: {
        tags: ["content"],
        summary: "Storylines the caller may open",
        response: { 200: z.array(z.looseObject({ id: z.string(), title: z.string() })), ...errors },
      },
    },
    async (request) =>
      content.storylines(
        principalOf(request).domainName,
        requestedBranch(request, { required: true }),
        principalOf(request).effectiveTags,
      ),
  );

  app.get(
    `${prefix}/storylines/:id`,
    {
      config: { access: sharedReadAccess },
      schema: {
        tags: ["content"],
        summary: "One storyline with its templates and data source definitions",
        params: z.object({ id: contentNameSchema }),
        response: {
          200: z
            .unknown()
            .describe(
              "The storyline: base model, chapters, dataSources (definitions), templates (path → jsx, css, includes, compiled, version), missingTemplates",
            ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const json = await content.storylineJson(
        principal.domainName,
        requestedBranch(request, { required: true }),
        request.params.id,
        storylineReaderTags(principal, request.params.id),
      );
      // Already serialised (and cached): sent as it is.
      return reply.type("application/json; charset=utf-8").send(json);
    },
  );

  app.put(
    `${prefix}/storylines/:id/template`,
    {
      config: { access: { tags: [TAGS.developerTools] } },
      schema: {
        tags: ["content"],
        summary: "Save a template (with its include hierarchy) of a storyline",
        params: z.object({ id: contentNameSchema }),
        body: templateBodySchema,
        response: {
          200: z.array(z.object({ name: z.string(), version: z.number(), storedOnMs: z.number() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const body = request.body;
      // An older data model sends each template of the hierarchy on its own, without includes.
      const root: TemplateNode = splitsTemplates(dataModelVersionOf(request)) ? { ...body, includes: [] } : body;
      return content.saveTemplate(principalOf(request).domainName, requestedBranch(request, { required: true }), root);
    },
  );
};
