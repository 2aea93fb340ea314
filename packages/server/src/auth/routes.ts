import { apiErrorBodySchema, domainNameSchema, sessionViewSchema, TAGS } from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../admin/shared/requestActor";
import type { UsersService } from "../admin/users/service";
import type { IdentityService } from "../identity/service";
import { principalOf } from "./accessControl";

export type AuthRoutesOptions = { identity: IdentityService; users: UsersService };

const tagListsSchema = z.object({ allowed: z.array(z.string()), denied: z.array(z.string()) });
const keyValueSchema = z.object({ key: z.string(), value: z.string() });

const accessLookupSchema = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    emailAddress: z.string(),
    domainName: z.string(),
    roles: z.array(z.string()),
    groups: z.array(z.string()),
    userMetadata: z.array(keyValueSchema),
    explicitTags: tagListsSchema,
  }),
  role: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      explicitTags: tagListsSchema,
      isAssignable: z.boolean(),
    }),
  ),
  group: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      roles: z.array(z.string()),
      userMetadata: z.array(keyValueSchema),
      explicitTags: tagListsSchema,
    }),
  ),
});

const errorResponses = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  app.get(
    "/api/session",
    {
      config: { access: { tags: [], allowAnonymous: true } },
      schema: {
        tags: ["identity"],
        summary: "The signed-in user as the web app shows them (or the tenant's anonymous user)",
        security: [{ bearer: [] }],
        response: { 200: sessionViewSchema, ...errorResponses },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const user = principal.userId ? await options.identity.findUser(principal.userId) : undefined;
      return {
        name: principal.name,
        picture: user?.pictureUrl ?? null,
        roles: principal.roles,
        effectiveTags: principal.effectiveTags,
        isDeveloper: principal.effectiveTags.includes(TAGS.developerTools),
        anonymous: principal.kind === "anonymous",
        userId: principal.userId,
        email: principal.email,
      };
    },
  );

  app.get(
    "/api/users/access/:domainName/:emailAddress",
    {
      config: { access: { tags: [TAGS.usersRead] } },
      schema: {
        tags: ["identity"],
        summary: "A user of the tenant by e-mail, with their roles and groups",
        security: [{ bearer: [] }],
        params: z.object({ domainName: domainNameSchema, emailAddress: z.string().min(3).max(320) }),
        response: { 200: accessLookupSchema, ...errorResponses },
      },
    },
    async (request) => {
      // The access hook has checked that the path's domainName is the caller's tenant.
      const access = await options.users.accessByEmail(actorOf(request), request.params.emailAddress);
      const { user } = access;
      return {
        user: {
          id: user.id,
          name: user.name,
          emailAddress: user.emailAddress,
          domainName: user.domainName,
          roles: user.roles,
          groups: user.groups,
          userMetadata: user.userMetadata,
          explicitTags: user.explicitTags,
        },
        role: access.roles.map(({ domainName: _d, ...role }) => role),
        group: access.groups.map(({ domainName: _d, ...group }) => group),
      };
    },
  );
};
