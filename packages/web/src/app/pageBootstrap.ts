import {
  type ClientSettings,
  PAGE_BOOTSTRAP_ELEMENT_ID,
  type PageBootstrap,
  pageBootstrapSchema,
  type TenantTheme,
} from "@storyframe/core";

/** The last bootstrap read, with the text it was read from: the settings and the theme parse it once. */
let lastRead: { text: string; bootstrap: PageBootstrap | null } | null = null;

function bootstrapOf(document: Document): PageBootstrap | null {
  const text = document.getElementById(PAGE_BOOTSTRAP_ELEMENT_ID)?.textContent?.trim();
  if (!text) return null;
  if (lastRead?.text !== text) lastRead = { text, bootstrap: parsedBootstrap(text) };
  return lastRead.bootstrap;
}

function parsedBootstrap(text: string): PageBootstrap | null {
  try {
    const parsed = pageBootstrapSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The client settings the server wrote into the page (decision 072), or null when it wrote none (a host no
 * tenant owns, the development server) or they are not what the app understands: the app then asks for them.
 */
export function settingsFromPage(document: Document = window.document): ClientSettings | null {
  return bootstrapOf(document)?.settings ?? null;
}

/** The branding of tenant `domainName` when the page carries it; undefined leaves the app to ask for it. */
export function tenantThemeFromPage(domainName: string, document: Document = window.document): TenantTheme | undefined {
  const theme = bootstrapOf(document)?.tenantTheme;
  return theme?.domainName === domainName ? theme : undefined;
}
