import { CONTENT_API_PREFIX, CONTENT_HEADERS } from "@storyframe/core";
import { getActiveBranch } from "../app/activeBranch";
import { useAppStore } from "../app/store";
import { currentVersions, rememberVersions, useVersionStore } from "./contentVersion";
import { type FetchJsonOptions, fetchJson } from "./fetchJson";
import type { VersionInfo } from "./versionAnswer";

/** The metastore of the tenant's client settings; the page's origin before settings load. */
function currentMetastoreUrl(): string {
  return useAppStore.getState().settings?.metastoreUrl ?? window.location.origin;
}

/** The address of a content API call (`<metastoreUrl>/api/web/v1/<path>`). */
export function contentUrl(path: string, metastoreUrl = currentMetastoreUrl()): string {
  return `${metastoreUrl.replace(/\/+$/, "")}/${CONTENT_API_PREFIX}/${path.replace(/^\/+/, "")}`;
}

/**
 * Headers of every content API call (platform-shell §7): the branch, its state (always 'clean') and the data-model
 * version. The trace id is added to every API call by the diagnostics, once the metastore's version says it reads
 * it.
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

function send(url: string, options: FetchContentOptions): Promise<unknown> {
  const { branch, headers, ...rest } = options;
  const merged = new Headers(headers);
  for (const [name, value] of Object.entries(contentHeaders(branch))) {
    if (!merged.has(name)) merged.set(name, value);
  }
  return fetchJson(url, { ...rest, headers: merged });
}

/**
 * The metastore's versions from `GET api/web/v1/version`, asked once per metastore; on failure the defaults stay
 * and the error is only logged (platform-shell §7).
 */
export function loadContentVersion(metastoreUrl = currentMetastoreUrl()): Promise<VersionInfo> {
  const { asked } = useVersionStore.getState();
  if (asked?.metastoreUrl === metastoreUrl) return asked.answer;
  const answer = send(contentUrl("version", metastoreUrl), {
    branch: getActiveBranch(),
    timeout: true,
    retries: 0,
  }).then(rememberVersions, (error: unknown) => {
    console.error("The content API version could not be read; assuming the defaults.", error);
    return currentVersions();
  });
  useVersionStore.setState({ asked: { metastoreUrl, answer, settled: false } });
  void answer.then(() => {
    const { asked: now } = useVersionStore.getState();
    if (now?.answer === answer) useVersionStore.setState({ asked: { ...now, settled: true } });
  });
  return answer;
}

/** Whether the versions of the metastore at `metastoreUrl` are known, so a content call need not wait for them. */
function contentVersionKnown(metastoreUrl = currentMetastoreUrl()): boolean {
  const { asked } = useVersionStore.getState();
  return asked?.metastoreUrl === metastoreUrl && asked.settled;
}

/**
 * A content API call on `branch`, e.g. `fetchContent("storylines/tech-stocks", { branch })`. It goes out once the
 * metastore's version is known, so its data-model and trace headers are the ones that metastore reads.
 */
export async function fetchContent(path: string, options: FetchContentOptions): Promise<unknown> {
  const metastoreUrl = currentMetastoreUrl();
  await loadContentVersion(metastoreUrl);
  options.signal?.throwIfAborted();
  return send(contentUrl(path, metastoreUrl), options);
}

/**
 * A call to another of the tenant's APIs (the dynamic data API's `url`) with the same headers as a content API
 * call, sent once the metastore's version is known.
 */
export async function fetchWithContentHeaders(url: string, options: FetchContentOptions): Promise<unknown> {
  // Without waiting once the version is known: a data request leaves in the task of the change that caused it.
  if (!contentVersionKnown()) await loadContentVersion();
  options.signal?.throwIfAborted();
  return send(url, options);
}
