import {
  domainNameSchema,
  entityIdSchema,
  groupCreateSchema,
  groupLookupSchema,
  groupSchema,
  groupSearchQuerySchema,
  groupUpdateSchema,
  lookupsQuerySchema,
  TAGS,
} from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../shared/requestActor";
import { bearer, errorResponses, setTotalCount } from "../shared/routeSchemas";
import { presentGroup } from "./presenter";
import type { GroupsService } from "./service";

export type GroupRoutesOptions = { groups: GroupsService };

const idParams = z.object({ id: entityIdSchema });
const nameParams = z.object({ domain: domainNameSchema, name: z.string().min(1).max(200) });
const needs = (tag: string) => ({ access: { tags: [tag] } });

/** The spec's group calls of the core API (platform-shell §7). */
export const groupRoutes: FastifyPluginAsyncZod<GroupRoutesOptions> = async (app, { groups }) => {
  app.get(
    "/api/groups",
    {
      config: needs(TAGS.groupsRead),
      schema: {
        tags: ["admin"],
        summary: "Search groups (sorted by name; X-Total-Count holds the total)",
        security: bearer,
        querystring: groupSearchQuerySchema,
        response: { 200: z.array(groupSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { Name, orderBy, offset, limit } = request.query;
      const result = await groups.search(actorOf(request), { name: Name, orderBy, offset, limit });
      setTotalCount(reply, result.total);
      return result.groups.map(presentGroup);
    },
  );

  app.get(
    "/api/groups/lookups",
    {
      config: needs(TAGS.groupsRead),
      schema: {
        tags: ["admin"],
        summary: "The tenant's groups as select options",
        security: bearer,
        querystring: lookupsQuerySchema,
        response: { 200: z.array(groupLookupSchema), ...errorResponses },
      },
    },
    async (request) => groups.lookups(actorOf(request)),
  );

  app.get(
    "/api/groups/:domain/:name",
    {
      config: needs(TAGS.groupsRead),
      schema: {
        tags: ["admin"],
        summary: "One group by name",
        security: bearer,
        params: nameParams,
        response: { 200: groupSchema, ...errorResponses },
      },
    },
    async (request) => presentGroup(await groups.getByName(actorOf(request), request.params.name)),
  );

  app.get(
    "/api/groups/:id",
    {
      config: needs(TAGS.groupsRead),
      schema: {
        tags: ["admin"],
        summary: "One group",
        security: bearer,
        params: idParams,
        response: { 200: groupSchema, ...errorResponses },
      },
    },
    async (request) => presentGroup(await groups.get(actorOf(request), request.params.id)),
  );

  app.post(
    "/api/groups",
    {
      config: needs(TAGS.groupsCreate),
      schema: {
        tags: ["admin"],
        summary: "Create a group",
        security: bearer,
        body: groupCreateSchema,
        response: { 200: groupSchema, ...errorResponses },
      },
    },
    async (request) => presentGroup(await groups.create(actorOf(request), request.body)),
  );

  app.put(
    "/api/groups/:id",
    {
      config: needs(TAGS.groupsUpdate),
      schema: {
        tags: ["admin"],
        summary: "Update a group (its name cannot change)",
        security: bearer,
        params: idParams,
        body: groupUpdateSchema,
        response: { 200: groupSchema, ...errorResponses },
      },
    },
    async (request) => presentGroup(await groups.update(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    "/api/groups/:id",
    {
      config: needs(TAGS.groupsDelete),
      schema: {
        tags: ["admin"],
        summary: "Delete a group; every user leaves it in the same transaction",
        security: bearer,
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await groups.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
