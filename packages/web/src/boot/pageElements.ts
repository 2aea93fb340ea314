/**
 * The JSON elements of the web app's page, read by its boot script (decision 072). The bootstrap element's id is
 * core's `PAGE_BOOTSTRAP_ELEMENT_ID`, repeated here because the boot script cannot import core without carrying
 * zod; a test keeps the two equal.
 */
export const BOOTSTRAP_ELEMENT_ID = "storyframe-bootstrap";
export const APP_FILES_ELEMENT_ID = "storyframe-app-files";
/** Core's `SHARE_LINK_PAGE`, the page a share link opens without sign-in, repeated for the same reason. */
export const SHARE_LINK_PAGE_PATH = "/share/";

/** The app's files as the build wrote them: what the page loads once it decides to load the app. */
export interface AppFiles {
  /** The entry module. */
  entry: string;
  /** Every module the entry imports statically. */
  preloads: string[];
  styles: string[];
  /** The modules of each page the router loads on demand, beyond the entry's: `pattern` matches its address. */
  routes: { pattern: string; files: string[] }[];
}

/** The parsed JSON of the element `id`; null when the page has none, or an empty one. */
export function readJsonElement(document: Document, id: string): unknown {
  const text = document.getElementById(id)?.textContent?.trim();
  return text ? JSON.parse(text) : null;
}
