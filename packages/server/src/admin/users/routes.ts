import {
  entityIdSchema,
  TAGS,
  userCreateQuerySchema,
  userCreateSchema,
  userSchema,
  userSearchQuerySchema,
  userUpdateSchema,
  userVerboseSchema,
} from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../shared/requestActor";
import { bearer, errorResponses, presentedJson, setTotalCount } from "../shared/routeSchemas";
import { presentUser } from "./presenter";
import type { UsersService } from "./service";

export type UserRoutesOptions = { users: UsersService };

const idParams = z.object({ id: entityIdSchema });
const needs = (tag: string) => ({ access: { tags: [tag] } });

/** The spec's user calls of the core API (platform-shell §7); the access look-up lives with the session routes. */
export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { users }) => {
  app.get(
    "/api/users",
    {
      config: needs(TAGS.usersRead),
      serializerCompiler: presentedJson,
      schema: {
        tags: ["admin"],
        summary: "Search users (sorted by name; X-Total-Count holds the total)",
        security: bearer,
        querystring: userSearchQuerySchema,
        response: { 200: z.array(userSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await users.search(actorOf(request), request.query);
      setTotalCount(reply, result.total);
      return result.users.map(presentUser);
    },
  );

  app.get(
    "/api/users/verbose",
    {
      config: needs(TAGS.usersRead),
      serializerCompiler: presentedJson,
      schema: {
        tags: ["admin"],
        summary: "Search users, with role and group names and sign-up status",
        security: bearer,
        querystring: userSearchQuerySchema,
        response: { 200: z.array(userVerboseSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await users.search(actor, request.query);
      setTotalCount(reply, result.total);
      return users.verbose(actor, result.users);
    },
  );

  app.get(
    "/api/users/:id",
    {
      config: needs(TAGS.usersRead),
      schema: {
        tags: ["admin"],
        summary: "One user",
        security: bearer,
        params: idParams,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) => presentUser(await users.get(actorOf(request), request.params.id)),
  );

  app.post(
    "/api/users",
    {
      config: needs(TAGS.usersCreate),
      schema: {
        tags: ["admin"],
        summary: "Create a user; a welcome e-mail with a sign-up link goes out unless sendWelcomeEmail=false",
        security: bearer,
        querystring: userCreateQuerySchema,
        body: userCreateSchema,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) =>
      presentUser(
        await users.create(actorOf(request), request.body, {
          sendWelcomeEmail: request.query.sendWelcomeEmail ?? true,
        }),
      ),
  );

  app.put(
    "/api/users/:id",
    {
      config: needs(TAGS.usersUpdate),
      schema: {
        tags: ["admin"],
        summary: "Update a user",
        security: bearer,
        params: idParams,
        body: userUpdateSchema,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    async (request) => presentUser(await users.update(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    "/api/users/:id",
    {
      config: needs(TAGS.usersDelete),
      schema: {
        tags: ["admin"],
        summary: "Delete a user (never yourself)",
        security: bearer,
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await users.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
