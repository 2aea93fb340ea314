import {
  API_TOKEN_PATHS,
  apiErrorBodySchema,
  apiTokenCreateSchema,
  apiTokenIdParamsSchema,
  apiTokenListSchema,
  apiTokenMessages,
  apiTokenTagOptionsSchema,
  createdApiTokenSchema,
  serviceAccountCreateSchema,
  serviceAccountListSchema,
  serviceAccountSchema,
  TAGS,
} from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../admin/shared/requestActor";
import { bearer, errorResponses } from "../admin/shared/routeSchemas";
import { ForbiddenError } from "../shared/domainErrors";
import type { ApiTokenService } from "./service";

type ApiTokenRoutesOptions = { apiTokens: ApiTokenService };

const signedIn = { access: { tags: [] } };
const managesAccounts = { access: { tags: [TAGS.serviceAccountsManage] } };
const errors = { ...errorResponses, 409: apiErrorBodySchema };

/** Personal tokens (any signed-in user lists and revokes their own) and the tenant's service accounts. */
export const apiTokenRoutes: FastifyPluginAsyncZod<ApiTokenRoutesOptions> = async (app, { apiTokens }) => {
  const personal = API_TOKEN_PATHS.personal;
  const accounts = API_TOKEN_PATHS.serviceAccounts;
  const accountTokens = API_TOKEN_PATHS.serviceAccountTokens;

  // Tokens are managed by signed-in users, never with a token (a token cannot mint a longer-lived one):
  // refused here, after access control and before any body is read.
  app.addHook("onRequest", async (request) => {
    if (request.principal?.apiToken) throw new ForbiddenError(apiTokenMessages.notWithToken);
  });

  app.get(
    personal,
    {
      config: signedIn,
      schema: {
        tags: ["api tokens"],
        summary: "The caller's personal API tokens that have not expired (never their secrets)",
        security: bearer,
        response: { 200: apiTokenListSchema, ...errors },
      },
    },
    async (request) => apiTokens.listPersonal(actorOf(request)),
  );

  app.get(
    `${personal}/tags`,
    {
      config: signedIn,
      schema: {
        tags: ["api tokens"],
        summary: "The tags the caller may give a token: their own effective tags",
        security: bearer,
        response: { 200: apiTokenTagOptionsSchema, ...errors },
      },
    },
    async (request) => ({ tags: [...actorOf(request).effectiveTags] }),
  );

  app.post(
    personal,
    {
      config: { access: { tags: [TAGS.apiTokensCreate] } },
      schema: {
        tags: ["api tokens"],
        summary: "Create a personal API token; the answer is the only time its secret is shown",
        security: bearer,
        body: apiTokenCreateSchema,
        response: { 201: createdApiTokenSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await apiTokens.createPersonal(actorOf(request), request.body)),
  );

  app.delete(
    `${personal}/:id`,
    {
      config: signedIn,
      schema: {
        tags: ["api tokens"],
        summary: "Revoke one of the caller's personal tokens; it is refused from its next request",
        security: bearer,
        params: apiTokenIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await apiTokens.revokePersonal(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    accounts,
    {
      config: managesAccounts,
      schema: {
        tags: ["api tokens"],
        summary: "The tenant's service accounts",
        security: bearer,
        response: { 200: serviceAccountListSchema, ...errors },
      },
    },
    async (request) => apiTokens.listAccounts(actorOf(request)),
  );

  app.post(
    accounts,
    {
      config: managesAccounts,
      schema: {
        tags: ["api tokens"],
        summary: "Create a service account with some of the administrator's tags",
        security: bearer,
        body: serviceAccountCreateSchema,
        response: { 201: serviceAccountSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await apiTokens.createAccount(actorOf(request), request.body)),
  );

  app.delete(
    `${accounts}/:id`,
    {
      config: managesAccounts,
      schema: {
        tags: ["api tokens"],
        summary: "Delete a service account; its tokens are refused from their next request",
        security: bearer,
        params: apiTokenIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await apiTokens.deleteAccount(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    accountTokens,
    {
      config: managesAccounts,
      schema: {
        tags: ["api tokens"],
        summary: "Every service account's tokens that have not expired (never their secrets)",
        security: bearer,
        response: { 200: apiTokenListSchema, ...errors },
      },
    },
    async (request) => apiTokens.listAccountTokens(actorOf(request)),
  );

  app.post(
    `${accounts}/:id/tokens`,
    {
      config: managesAccounts,
      schema: {
        tags: ["api tokens"],
        summary: "Create a token of a service account; the answer is the only time its secret is shown",
        security: bearer,
        params: apiTokenIdParamsSchema,
        body: apiTokenCreateSchema,
        response: { 201: createdApiTokenSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await apiTokens.createAccountToken(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    `${accountTokens}/:id`,
    {
      config: managesAccounts,
      schema: {
        tags: ["api tokens"],
        summary: "Revoke a service account's token; it is refused from its next request",
        security: bearer,
        params: apiTokenIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await apiTokens.revokeAccountToken(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
