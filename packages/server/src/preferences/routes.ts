import { apiErrorBodySchema, userPreferencesSchema } from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/accessControl";
import type { PreferencesService } from "./service";

export type PreferencesRoutesOptions = { preferences: PreferencesService };

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  429: apiErrorBodySchema,
};
// The anonymous visitor may read (the defaults) so the viewer works the same for everyone; saving needs a user.
const anyCaller = { access: { tags: [] as string[], allowAnonymous: true } };

/** `GET|PUT /api/preferences`: the caller's own preferences, within the caller's tenant. */
export const preferencesRoutes: FastifyPluginAsyncZod<PreferencesRoutesOptions> = async (app, { preferences }) => {
  app.get(
    "/api/preferences",
    {
      config: anyCaller,
      schema: {
        tags: ["preferences"],
        summary: "The caller's preferences (the defaults until saved, and for the anonymous visitor)",
        security: [{ bearer: [] }],
        response: { 200: userPreferencesSchema, ...errors },
      },
    },
    async (request) => preferences.find(principalOf(request)),
  );

  app.put(
    "/api/preferences",
    {
      config: anyCaller,
      bodyLimit: 4096,
      schema: {
        tags: ["preferences"],
        summary: "Save the caller's preferences (signed-in users only)",
        security: [{ bearer: [] }],
        body: userPreferencesSchema,
        response: { 200: userPreferencesSchema, ...errors },
      },
    },
    async (request) => preferences.save(principalOf(request), request.body),
  );
};
