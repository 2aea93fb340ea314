import { messages } from "@storyframe/core";
import { ApiError } from "../api/apiError";
import type { ErrorInfo } from "../api/errorInfo";
import type { NotifyInput } from "../shell/notifications";

function traceSuffix(error: ApiError): string {
  return error.traceId ? ` (trace ID ${error.traceId})` : "";
}

/**
 * The connectivity hint; developers also hear about the local SDK and its tunnel, the usual reason a developer's
 * browser cannot reach the data server (platform-shell §8, hints for developers).
 */
function unreachableHint(isDeveloper: boolean): string {
  return isDeveloper
    ? `${messages.dataServerUnreachableHint} ${messages.tunnelDeveloperHint}`
    : messages.dataServerUnreachableHint;
}

/**
 * A 503 is the data server answering that it cannot serve now (its database or a warehouse is down, or it is
 * shutting down, decision 082): after the retries it reads as the data server being out of reach, with the
 * server's own words on what happened instead of the network hint.
 */
function unavailableDetail(error: ApiError): string {
  return `${error.serverMessage ?? messages.dataServerUnreachableHint}${traceSuffix(error)}`;
}

/** What the storyline page shows when the storyline cannot be loaded (platform-shell §8). */
export function describeStorylineError(error: unknown, isDeveloper = false): ErrorInfo {
  if (error instanceof ApiError) {
    if (error.status === 404) {
      return { type: "NotFound", title: messages.storylineNotFound, detail: messages.storylineNotFoundHint };
    }
    if (error.status === 429)
      return { type: "Generic", title: messages.rateLimitExceeded, detail: messages.rateLimitHint };
    if (error.status === 403) {
      // The server's refusal names the tags the storyline needs: useful to developers, noise to everyone else.
      const reason = isDeveloper && error.serverMessage ? ` ${error.serverMessage}` : "";
      return {
        type: "Generic",
        title: messages.storylineForbidden,
        detail: `${messages.storylineForbiddenHint}${reason}`,
      };
    }
    if (error.isConnectivity) {
      return {
        type: "Connectivity",
        title: messages.dataServerUnreachable,
        detail: unreachableHint(isDeveloper),
      };
    }
    if (error.status === 503) {
      return { type: "Connectivity", title: messages.dataServerUnreachable, detail: unavailableDetail(error) };
    }
    return {
      type: "Generic",
      title: messages.storylineLoadFailed,
      detail: `${messages.storylineLoadFailedHint}${traceSuffix(error)}`,
    };
  }
  // Not an answer of the server (a malformed storyline, a fault in the page): only developers read what it says.
  return {
    type: "Generic",
    title: messages.storylineLoadFailed,
    detail: isDeveloper && error instanceof Error ? error.message : messages.storylineLoadFailedHint,
  };
}

/**
 * The toast for a data source request that failed (platform-shell §8):
 * developers see the server's details, everyone else a hint about the filters.
 */
export function describeDataSourceError(error: unknown, dataSourceName: string, isDeveloper: boolean): NotifyInput {
  const base = { variant: "error" as const, preventDuplicates: true };
  if (!(error instanceof ApiError)) {
    const details = isDeveloper ? `${dataSourceName}: ${String(error)}` : messages.dataFetchFailedHint;
    return { ...base, errorType: "Generic", message: messages.dataFetchFailed, details };
  }
  if (error.status === 404) {
    return {
      ...base,
      errorType: "NotFound",
      message: messages.datasourceNotFound,
      details: isDeveloper
        ? `${messages.datasourceNotFoundHint} ${messages.datasourceNotFoundDeveloperHint} (${dataSourceName})`
        : messages.datasourceNotFoundHint,
    };
  }
  if (error.status === 429) {
    return { ...base, errorType: "Generic", message: messages.rateLimitExceeded, details: messages.rateLimitHint };
  }
  if (error.isConnectivity) {
    return {
      ...base,
      errorType: "Connectivity",
      message: messages.dataServerUnreachable,
      details: `${unreachableHint(isDeveloper)}${traceSuffix(error)}`,
    };
  }
  if (error.status === 503) {
    return {
      ...base,
      errorType: "Connectivity",
      message: messages.dataServerUnreachable,
      details: unavailableDetail(error),
    };
  }
  const developerDetail = `${dataSourceName}: ${error.status ?? ""} ${error.serverMessage ?? error.bodyText}${traceSuffix(error)}`;
  return {
    ...base,
    errorType: "Generic",
    message: messages.dataFetchFailed,
    details: isDeveloper ? developerDetail.trim() : messages.dataFetchFailedHint,
  };
}
