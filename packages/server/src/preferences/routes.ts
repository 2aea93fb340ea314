import { apiErrorBodySchema, userPreferencesSchema } from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { principalOf } from "../auth/accessControl";
import type { Principal } from "../auth/principal";
import { HttpError } from "../http/httpError";
import type { AccountsRepository } from "../identity/accountsRepository";
import type { PreferencesRepository } from "./preferencesRepository";

export type PreferencesRoutesOptions = { preferences: PreferencesRepository; accounts: AccountsRepository };

export const preferencesMessagesOfServer = {
  anonymous: "Anonymous visitors cannot save preferences on the server; they are kept in the browser.",
  unknownUser: "Your account no longer exists in this tenant.",
} as const;

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  429: apiErrorBodySchema,
};
// The anonymous visitor may read (the defaults) so the viewer works the same for everyone; saving needs a user.
const anyCaller = { access: { tags: [] as string[], allowAnonymous: true } };

/** The caller's user id, or a 403 for the anonymous visitor. */
function userIdOf(principal: Principal): string {
  if (principal.kind === "anonymous" || !principal.userId)
    throw new HttpError(403, preferencesMessagesOfServer.anonymous);
  return principal.userId;
}

/** `GET|PUT /api/preferences`: the caller's own preferences, within the caller's tenant. */
export const preferencesRoutes: FastifyPluginAsyncZod<PreferencesRoutesOptions> = async (
  app,
  { preferences, accounts },
) => {
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
    async (request) => {
      const principal = principalOf(request);
      if (principal.kind === "anonymous" || !principal.userId) return preferences.find(principal.domainName, "");
      return preferences.find(principal.domainName, principal.userId);
    },
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
    async (request) => {
      const principal = principalOf(request);
      const userId = userIdOf(principal);
      // A token can outlive its user; the row would have nobody to belong to.
      const user = await accounts.findUserById(userId);
      if (!user || user.domainName !== principal.domainName)
        throw new HttpError(403, preferencesMessagesOfServer.unknownUser);
      await preferences.save(principal.domainName, userId, request.body);
      return request.body;
    },
  );
};
