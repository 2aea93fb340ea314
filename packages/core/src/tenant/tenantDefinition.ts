import { z } from "zod";
import { domainNameSchema } from "./domainName";

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1a2b3c");

/** A host name or IP literal (IPv6 in brackets) that resolves to a tenant, without port. */
export const hostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)$/, "must be a host name without scheme or port");

export const tenantSettingsSchema = z.object({
  maxDatasourceRetryCount: z.number().int().min(0).max(10).default(3),
  primaryColor: hexColor.default("#3949ab"),
  secondaryColor: hexColor.default("#00897b"),
  appInsightsInstrumentationKey: z.string().nullable().default(null),
});
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

export const tenantMaintenanceSchema = z.object({
  enabled: z.boolean(),
  title: z.string().trim().min(1).max(200).nullable().default(null),
  body: z.string().trim().min(1).max(2000).nullable().default(null),
});
export type TenantMaintenance = z.infer<typeof tenantMaintenanceSchema>;

/** A tenant as written in content (`content/<tenant>/tenant.json`) or given to the CLI. */
export const tenantDefinitionSchema = z.object({
  domainName: domainNameSchema,
  tenantName: z.string().trim().min(1, "tenantName is required.").max(120),
  hostnames: z.array(hostnameSchema).default([]),
  logoUrl: z.string().min(1).nullable().default(null),
  owner: z
    .object({ name: z.string().trim().min(1), emailAddress: z.email("must be an e-mail address") })
    .nullable()
    .default(null),
  allowAnonymousAuthentication: z.boolean().default(false),
  features: z.object({ requestSupport: z.boolean().default(false) }).prefault({}),
  defaultPageUrl: z.string().startsWith("/", "must be a path starting with /").nullable().default(null),
  maintenance: tenantMaintenanceSchema.prefault({ enabled: false }),
  settings: tenantSettingsSchema.prefault({}),
});
export type TenantDefinition = z.infer<typeof tenantDefinitionSchema>;
export type TenantDefinitionInput = z.input<typeof tenantDefinitionSchema>;
