import { z } from "zod";
import { clientSettingsSchema, tenantThemeSchema } from "./clientSettings";

/**
 * The id of the JSON element the server writes into the web app's page (decision 072). The page's inline boot
 * script keeps a copy of it (it cannot import this package without carrying zod), and a web test holds the two
 * equal.
 */
export const PAGE_BOOTSTRAP_ELEMENT_ID = "storyframe-bootstrap";

/**
 * What the web app's first paint needs that the server knows without the user's token, written into the page
 * it serves at every page address: the host's client settings (public per host, as `GET /api/settings/client`
 * answers them), where sign-in starts, and the tenant's branding (as `GET /api/settings/tenant-theme` answers it), so
 * the shell paints in the tenant's colours at once instead of again when they arrive.
 */
export const pageBootstrapSchema = z.object({
  settings: clientSettingsSchema,
  /** The identity provider's authorization endpoint when the server knows it (its embedded provider), else null. */
  authorizationEndpoint: z.string().nullable(),
  /** Absent from a page written by a server that does not send it: the app then asks. */
  tenantTheme: tenantThemeSchema.optional(),
});
export type PageBootstrap = z.infer<typeof pageBootstrapSchema>;

/**
 * The page's bootstrap element holding `json`; with "" it is the empty placeholder the web build writes and the
 * server fills. `json` must already be safe inside a script element (see `pageBootstrapJson`).
 */
export function pageBootstrapElement(json: string): string {
  return `<script type="application/json" id="${PAGE_BOOTSTRAP_ELEMENT_ID}">${json}</script>`;
}

/** `bootstrap` as JSON that cannot end its script element early: every "<" is escaped (also "<!--"). */
export function pageBootstrapJson(bootstrap: PageBootstrap): string {
  return JSON.stringify(bootstrap).replace(/</g, "\\u003c");
}
