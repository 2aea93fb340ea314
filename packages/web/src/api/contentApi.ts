import { CONTENT_API_PREFIX, CONTENT_HEADERS } from "@storyframe/core";
import { useAppStore } from "../app/store";
import { useVersionStore } from "../diagnostics/versionInfo";
import { type FetchJsonOptions, fetchJson } from "./fetchJson";

/** The address of a content API call (`<metastoreUrl>/api/web/v1/<path>`); the page's origin before settings load. */
export function contentUrl(path: string, metastoreUrl = useAppStore.getState().settings?.metastoreUrl): string {
  const base = (metastoreUrl ?? window.location.origin).replace(/\/+$/, "");
  return `${base}/${CONTENT_API_PREFIX}/${path.replace(/^\/+/, "")}`;
}

/**
 * Headers of every content API call (platform-shell §7): the branch, its state (always 'clean') and the data-model
 * version. The trace id is added to every API call by the diagnostics.
 */
export function contentHeaders(branch: string): Record<string, string> {
  return {
    [CONTENT_HEADERS.branch]: branch,
    [CONTENT_HEADERS.branchState]: "clean",
    [CONTENT_HEADERS.dataModel]: useVersionStore.getState().datamodel,
  };
}

export interface FetchContentOptions extends FetchJsonOptions {
  /** The branch to read from or write to: pass `useActiveBranch()` (or `getActiveBranch()`). */
  branch: string;
}

/** A content API call on `branch`, e.g. `fetchContent("storylines/tech-stocks", { branch })`. */
export function fetchContent(path: string, options: FetchContentOptions): Promise<unknown> {
  const { branch, headers, ...rest } = options;
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(contentHeaders(branch))) {
    if (!merged.has(name)) merged.set(name, value);
  }
  return fetchJson(contentUrl(path), { ...rest, headers: merged });
}
