import { z } from "zod";
import { domainNameSchema } from "../tenant/domainName";

export const maintenanceModeSchema = z.object({
  title: z.string().nullable(),
  body: z.string().nullable(),
});

/** Identity settings the SPA needs to start an OpenID Connect sign-in. */
export const clientAuthSettingsSchema = z.object({
  clientId: z.string(),
  domain: z.string(),
  instance: z.string(),
  tenantId: z.string(),
  redirectUri: z.string(),
});

export const tenantOwnerSchema = z.object({
  name: z.string(),
  emailAddress: z.string(),
});

/**
 * Where the Canvas Debugger's editor link connects, and whether it is offered on this host (platform-shell §6: not
 * on the documentation host). Absent from older servers' answers: the link is then offered at its default address.
 */
export const editorLinkSettingsSchema = z.object({
  url: z.string(),
  offered: z.boolean(),
});
export type EditorLinkSettings = z.infer<typeof editorLinkSettingsSchema>;

/** Client settings (platform-shell §3): everything the SPA needs to boot for a tenant. */
export const clientSettingsSchema = z.object({
  domainName: z.string(),
  coreApiUrl: z.string(),
  metastoreUrl: z.string(),
  dynamicDataApiUrl: z.string(),
  maxDatasourceRetryCount: z.number().int().min(0),
  /** null when the tenant is not in maintenance. */
  maintenanceMode: maintenanceModeSchema.nullable(),
  auth: clientAuthSettingsSchema,
  apiVersion: z.string(),
  environment: z.string(),
  /** true when the tenant was named by the domainName query rather than resolved from the host. */
  explicitDomain: z.boolean(),
  appInsightsInstrumentationKey: z.string().nullable(),
  tenantName: z.string(),
  allowAnonymousAuthentication: z.boolean(),
  owner: tenantOwnerSchema.nullable(),
  features: z.object({
    requestSupport: z.boolean(),
    /** Narration goes through the server's speech service; otherwise browsers speak with their own voices. */
    cloudSpeech: z.boolean().default(false),
    /** Storylines can be exported to PDF and PNG (the server has a headless Chromium). */
    export: z.boolean().default(false),
  }),
  defaultPageUrl: z.string().nullable(),
  activeBranch: z.string(),
  logoUrl: z.string().nullable(),
  editorLink: editorLinkSettingsSchema.optional(),
});
export type ClientSettings = z.infer<typeof clientSettingsSchema>;

/** Query of `GET /api/settings/client` on the core API. */
export const clientSettingsQuerySchema = z.object({
  domainName: domainNameSchema.optional(),
  branchName: z.string().max(200, "branchName is too long.").optional(),
});
export type ClientSettingsQuery = z.infer<typeof clientSettingsQuerySchema>;

export const tenantThemeQuerySchema = z.object({
  domainName: domainNameSchema,
});

export const tenantThemeSchema = z.object({
  domainName: z.string(),
  tenantName: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
});
export type TenantTheme = z.infer<typeof tenantThemeSchema>;
