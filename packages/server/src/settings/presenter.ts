import type { ClientSettings, EditorLinkSettings, TenantTheme } from "@storyframe/core";
import type { Tenant } from "../tenants/tenant";

export type ClientSettingsContext = {
  /** The public origin of this server, e.g. http://localhost:3000. */
  origin: string;
  explicitDomain: boolean;
  activeBranch: string;
  apiVersion: string;
  environment: string;
  /** The OpenID Connect issuer the SPA signs in with. */
  issuer: string;
  /** The SPA's client id at that issuer. */
  clientId: string;
  /** The tenant has a usable speech key, so narration can use the server's speech service. */
  cloudSpeech: boolean;
  /** The server can export storylines (it has a headless Chromium). */
  exportAvailable?: boolean;
  /** Where the Canvas Debugger's editor link connects and whether this host offers it; omitted when not configured. */
  editorLink?: EditorLinkSettings | undefined;
};

/** Shapes a tenant into the client settings of platform-shell §3. By default every API is this server's own origin. */
export function presentClientSettings(tenant: Tenant, context: ClientSettingsContext): ClientSettings {
  const { origin } = context;
  return {
    domainName: tenant.domainName,
    coreApiUrl: origin,
    metastoreUrl: origin,
    dynamicDataApiUrl: origin,
    maxDatasourceRetryCount: tenant.settings.maxDatasourceRetryCount,
    maintenanceMode: tenant.maintenance.enabled
      ? { title: tenant.maintenance.title, body: tenant.maintenance.body }
      : null,
    auth: {
      clientId: context.clientId,
      domain: tenant.domainName,
      instance: context.issuer,
      tenantId: tenant.domainName,
      redirectUri: `${origin}/login-callback`,
    },
    apiVersion: context.apiVersion,
    environment: context.environment,
    explicitDomain: context.explicitDomain,
    appInsightsInstrumentationKey: tenant.settings.appInsightsInstrumentationKey,
    tenantName: tenant.tenantName,
    allowAnonymousAuthentication: tenant.allowAnonymousAuthentication,
    owner: tenant.owner,
    features: {
      requestSupport: tenant.features.requestSupport,
      cloudSpeech: context.cloudSpeech,
      export: context.exportAvailable ?? false,
    },
    defaultPageUrl: tenant.defaultPageUrl,
    activeBranch: context.activeBranch,
    logoUrl: tenant.logoUrl,
    ...(context.editorLink ? { editorLink: context.editorLink } : {}),
  };
}

export function presentTenantTheme(tenant: Tenant): TenantTheme {
  return {
    domainName: tenant.domainName,
    tenantName: tenant.tenantName,
    logoUrl: tenant.logoUrl,
    primaryColor: tenant.settings.primaryColor,
    secondaryColor: tenant.settings.secondaryColor,
  };
}
