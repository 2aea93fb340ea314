import {
  CONTENT_API_PREFIX,
  CONTENT_HEADERS,
  DEFAULT_BRANCH,
  DEFAULT_DATAMODEL_VERSION,
  type PageBootstrap,
} from "@storyframe/core";
import { SESSION_PATH } from "../api/sessionPath";
import { readsTraceHeader, versionsIn } from "../api/versionAnswer";
import { hasStoredBranchChoice } from "../app/branchChoiceStorage";
import { newTraceId } from "../diagnostics/traceId";
import { storylineOfPath } from "../storyline/storylinePath";
import { keepEarlyStoryline, startEarlyRequest } from "./earlyAnswers";

function withToken(headers: Headers, token: string | null): Headers {
  if (token) headers.set("Authorization", `Bearer ${token}`);
  return headers;
}

/** Asks for the session with the signed-in user's token (none for an anonymous tenant's visitor). */
export function startEarlySession(token: string | null): void {
  void startEarlyRequest(SESSION_PATH, withToken(new Headers({ Accept: "application/json" }), token));
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * On a storyline's page, asks for the content API's versions and then for the storyline, with the headers the
 * app's own calls carry (platform-shell §7: a trace id of its own once the versions say the metastore reads one),
 * so the document is there when the app starts. Only on the tenant's branch (a visitor who chose a branch of their
 * own waits for the session, which names it) and only where the content API is the page's own origin, the only one
 * the token goes to from here.
 */
export function startEarlyStoryline(settings: PageBootstrap["settings"], token: string | null, pathname: string): void {
  const storyline = storylineOfPath(pathname);
  if (storyline === null || hasStoredBranchChoice()) return;
  const metastore = (settings.metastoreUrl || window.location.origin).replace(/\/+$/, "");
  if (new URL(metastore, window.location.href).origin !== window.location.origin) return;
  const headers = (datamodel: string) =>
    withToken(
      new Headers({
        Accept: "application/json",
        [CONTENT_HEADERS.branch]: settings.activeBranch || DEFAULT_BRANCH,
        [CONTENT_HEADERS.branchState]: "clean",
        [CONTENT_HEADERS.dataModel]: datamodel,
      }),
      token,
    );
  const api = `${metastore}/${CONTENT_API_PREFIX}`;
  const storylineAnswer = startEarlyRequest(`${api}/version`, headers(DEFAULT_DATAMODEL_VERSION)).then((answer) => {
    // The app keeps the default data model when the versions cannot be read, and asks with it.
    const versions = answer ? versionsIn(parsedOrNull(answer.bodyText)) : null;
    const storylineHeaders = headers(versions?.datamodel ?? DEFAULT_DATAMODEL_VERSION);
    if (versions && readsTraceHeader(versions.metastore)) storylineHeaders.set(CONTENT_HEADERS.traceId, newTraceId());
    return startEarlyRequest(`${api}/storylines/${encodeURIComponent(storyline)}`, storylineHeaders);
  });
  keepEarlyStoryline(storylineAnswer);
}
