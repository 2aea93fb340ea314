import {
  apiErrorBodySchema,
  clientSettingsQuerySchema,
  clientSettingsSchema,
  DEFAULT_BRANCH,
  messages,
  tenantThemeQuerySchema,
  tenantThemeSchema,
} from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { validBranchName } from "../branches/service";
import type { IdentityConfig } from "../config";
import { requestOrigin } from "../http/requestOrigin";
import { spaClientId } from "../identity/tenantClients";
import { NotFoundError } from "../shared/domainErrors";
import type { TenantDirectory } from "../tenants/directory";
import { presentClientSettings, presentTenantTheme } from "./presenter";

export type SettingsRoutesOptions = {
  tenants: TenantDirectory;
  identity: IdentityConfig;
  apiVersion: string;
  environment: string;
  /** Whether the tenant can narrate through the server's speech service (it has a speech key); never the key. */
  cloudSpeech: (domainName: string) => Promise<boolean>;
};

export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, options) => {
  app.get(
    "/api/settings/client",
    {
      schema: {
        tags: ["settings"],
        summary: "Client settings of the tenant named by domainName, or else of the tenant serving this host",
        querystring: clientSettingsQuerySchema,
        response: { 200: clientSettingsSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request) => {
      const { domainName, branchName } = request.query;
      const tenant = domainName
        ? await options.tenants.byDomain(domainName)
        : await options.tenants.byHostname(request.hostname);
      if (!tenant) throw new NotFoundError(messages.tenantNotFound);

      const activeBranch = branchName === undefined ? DEFAULT_BRANCH : validBranchName(branchName, "branchName");
      return presentClientSettings(tenant, {
        origin: requestOrigin(request),
        explicitDomain: domainName !== undefined,
        activeBranch,
        apiVersion: options.apiVersion,
        environment: options.environment,
        issuer: options.identity.issuer,
        clientId: spaClientId(options.identity, tenant.domainName),
        cloudSpeech: await options.cloudSpeech(tenant.domainName),
      });
    },
  );

  app.get(
    "/api/settings/tenant-theme",
    {
      schema: {
        tags: ["settings"],
        summary: "Branding of a tenant (name, logo, colours)",
        querystring: tenantThemeQuerySchema,
        response: { 200: tenantThemeSchema, 400: apiErrorBodySchema, 404: apiErrorBodySchema },
      },
    },
    async (request) => {
      const tenant = await options.tenants.byDomain(request.query.domainName);
      if (!tenant) throw new NotFoundError(messages.tenantNotFound);
      return presentTenantTheme(tenant);
    },
  );
};
