import {
  apiErrorBodySchema,
  clientSettingsQuerySchema,
  clientSettingsSchema,
  messages,
  tenantThemeQuerySchema,
  tenantThemeSchema,
} from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestOrigin } from "../http/requestOrigin";
import { NotFoundError } from "../shared/domainErrors";
import type { TenantDirectory } from "../tenants/directory";
import { presentTenantTheme } from "./presenter";
import type { ClientSettingsService } from "./service";

export type SettingsRoutesOptions = {
  tenants: TenantDirectory;
  clientSettings: ClientSettingsService;
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
      return options.clientSettings.forRequest({
        hostname: request.hostname,
        origin: requestOrigin(request),
        domainName,
        branchName,
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
