import { z } from "zod";
import { mapTileServicesSchema } from "../maps/mapStyles";
import { domainNameSchema } from "./domainName";

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1a2b3c");

/** A host name or IP literal (IPv6 in brackets) that resolves to a tenant, without port. */
export const hostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)$/, "must be a host name without scheme or port");

/**
 * A tenant logo's address: an http(s) URL or a relative one (such as
 * `/tenant-assets/acme/logo.svg`). The scheme is read the way a browser reads
 * it (leading control characters and spaces skipped, tabs and line breaks
 * dropped), so `javascript:`, `data:` and other schemes are refused however
 * they are spelled.
 */
const logoUrlSchema = z
  .string()
  .trim()
  .min(1)
  .refine(
    (value) => [undefined, "http", "https"].includes(schemeOf(value)),
    "must be an http(s) address or a relative path, such as /tenant-assets/acme/logo.svg",
  );

/** The lower-cased scheme of a URL as a browser parses it, or undefined for a relative URL. */
function schemeOf(url: string): string | undefined {
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start += 1;
  const significant = url.slice(start).replace(/[\t\n\r]/g, "");
  return /^([a-z][a-z0-9+.-]*):/i.exec(significant)?.[1]?.toLowerCase();
}

/** The most origins a tenant may let frame its pages. */
const FRAME_ANCESTORS_MAX = 20;

/** `scheme://host[:port]` with an optional trailing slash; the host a name or a bracketed IPv6 literal. */
const ORIGIN = /^(https?):\/\/([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/i;
const DEFAULT_PORTS: Record<string, string> = { http: "80", https: "443" };

/** The origin in its normal form (lower case, no default port, no slash), or null when `value` is not one. */
function normalOrigin(value: string): string | null {
  const match = ORIGIN.exec(value);
  if (!match) return null;
  const scheme = (match[1] ?? "").toLowerCase();
  const host = (match[2] ?? "").toLowerCase();
  const port = match[3];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  return port === undefined || port === DEFAULT_PORTS[scheme] ? `${scheme}://${host}` : `${scheme}://${host}:${port}`;
}

/**
 * An origin allowed to frame the tenant's pages (decision 078): `https://host[:port]` (or `http://` for a
 * development host), nothing more — no path, no wildcard, no credentials, no other scheme — in its normal form.
 */
const frameAncestorOriginSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const origin = normalOrigin(value);
    if (origin === null) {
      context.addIssue({
        code: "custom",
        message: `'${value}' is not an origin: write it as https://host or https://host:port, without a path or wildcard.`,
      });
      return z.NEVER;
    }
    return origin;
  });

export const frameAncestorsSchema = z
  .array(frameAncestorOriginSchema)
  .max(FRAME_ANCESTORS_MAX, `A tenant may let at most ${FRAME_ANCESTORS_MAX} origins frame its pages.`)
  .transform((origins) => [...new Set(origins)]);

export const tenantSettingsSchema = z.object({
  maxDatasourceRetryCount: z.number().int().min(0).max(10).default(3),
  primaryColor: hexColor.default("#3949ab"),
  secondaryColor: hexColor.default("#00897b"),
  appInsightsInstrumentationKey: z.string().nullable().default(null),
  /** The map service's key the geofence map asks for (`GET /api/getmapapikey`); a browser key, not a secret. */
  googleApiKey: z.string().trim().min(1).max(500).nullable().default(null),
  /** Third-party raster tile services of the map styles that need one; without one a style shows the local basemap. */
  mapTiles: mapTileServicesSchema.default({}),
  /** Origins whose pages may frame this tenant's viewer (CSP frame-ancestors, decision 078); none: only its own. */
  frameAncestors: frameAncestorsSchema.default([]),
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
  logoUrl: logoUrlSchema.nullable().default(null),
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
