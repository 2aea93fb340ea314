import {
  domainNameSchema,
  entityIdSchema,
  lookupsQuerySchema,
  roleCreateSchema,
  roleLookupSchema,
  roleSchema,
  roleSearchQuerySchema,
  roleUpdateSchema,
  TAGS,
} from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../shared/requestActor";
import { bearer, errorResponses, setTotalCount } from "../shared/routeSchemas";
import { presentRole } from "./presenter";
import type { RolesService } from "./service";

export type RoleRoutesOptions = { roles: RolesService };

const idParams = z.object({ id: entityIdSchema });
const nameParams = z.object({ domain: domainNameSchema, name: z.string().min(1).max(200) });
const needs = (tag: string) => ({ access: { tags: [tag] } });

/** The spec's role calls of the core API (platform-shell §7). */
export const roleRoutes: FastifyPluginAsyncZod<RoleRoutesOptions> = async (app, { roles }) => {
  app.get(
    "/api/roles",
    {
      config: needs(TAGS.rolesRead),
      schema: {
        tags: ["admin"],
        summary: "Search roles (sorted by name; X-Total-Count holds the total)",
        security: bearer,
        querystring: roleSearchQuerySchema,
        response: { 200: z.array(roleSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { Name, orderBy, offset, limit } = request.query;
      const result = await roles.search(actorOf(request), { name: Name, orderBy, offset, limit });
      setTotalCount(reply, result.total);
      return result.roles.map(presentRole);
    },
  );

  app.get(
    "/api/roles/lookups",
    {
      config: needs(TAGS.rolesRead),
      schema: {
        tags: ["admin"],
        summary: "The tenant's roles as select options",
        security: bearer,
        querystring: lookupsQuerySchema,
        response: { 200: z.array(roleLookupSchema), ...errorResponses },
      },
    },
    async (request) => roles.lookups(actorOf(request)),
  );

  app.get(
    "/api/roles/:domain/:name",
    {
      config: needs(TAGS.rolesRead),
      schema: {
        tags: ["admin"],
        summary: "One role by name",
        security: bearer,
        params: nameParams,
        response: { 200: roleSchema, ...errorResponses },
      },
    },
    async (request) => presentRole(await roles.getByName(actorOf(request), request.params.name)),
  );

  app.get(
    "/api/roles/:id",
    {
      config: needs(TAGS.rolesRead),
      schema: {
        tags: ["admin"],
        summary: "One role",
        security: bearer,
        params: idParams,
        response: { 200: roleSchema, ...errorResponses },
      },
    },
    async (request) => presentRole(await roles.get(actorOf(request), request.params.id)),
  );

  app.post(
    "/api/roles",
    {
      config: needs(TAGS.rolesCreate),
      schema: {
        tags: ["admin"],
        summary: "Create a role",
        security: bearer,
        body: roleCreateSchema,
        response: { 200: roleSchema, ...errorResponses },
      },
    },
    async (request) => presentRole(await roles.create(actorOf(request), request.body)),
  );

  app.put(
    "/api/roles/:id",
    {
      config: needs(TAGS.rolesUpdate),
      schema: {
        tags: ["admin"],
        summary: "Update a role (its name cannot change)",
        security: bearer,
        params: idParams,
        body: roleUpdateSchema,
        response: { 200: roleSchema, ...errorResponses },
      },
    },
    async (request) => presentRole(await roles.update(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    "/api/roles/:id",
    {
      config: needs(TAGS.rolesDelete),
      schema: {
        tags: ["admin"],
        summary: "Delete a role; it is taken from every user and group in the same transaction",
        security: bearer,
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await roles.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
