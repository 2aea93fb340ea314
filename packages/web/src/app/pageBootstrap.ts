import { type ClientSettings, PAGE_BOOTSTRAP_ELEMENT_ID, pageBootstrapSchema } from "@storyframe/core";

/**
 * The client settings the server wrote into the page (decision 072), or null when it wrote none (a host no
 * tenant owns, the development server) or they are not what the app understands: the app then asks for them.
 */
export function settingsFromPage(document: Document = window.document): ClientSettings | null {
  const text = document.getElementById(PAGE_BOOTSTRAP_ELEMENT_ID)?.textContent?.trim();
  if (!text) return null;
  try {
    const parsed = pageBootstrapSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.settings : null;
  } catch {
    return null;
  }
}
