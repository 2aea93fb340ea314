import { messages } from "@storyframe/core";
import type { ErrorInfo } from "../api/errorInfo";

/**
 * What browsers say when a lazily loaded page cannot be fetched (Chromium, Firefox, Safari): usually a lost
 * connection, or a new release that replaced the old chunk files. The page's code is the web application's, so
 * this is the catalogue's "cannot reach the Web Application" (platform-shell §8).
 */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed/i;

/** Turns an error thrown while showing a page into what the page error panel shows. */
export function describePageFailure(error: unknown): ErrorInfo {
  if (error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message)) {
    return {
      type: "Connectivity",
      title: messages.webApplicationUnreachable,
      detail: messages.webApplicationUnreachableHint,
    };
  }
  return {
    type: "Generic",
    title: "This page could not be displayed.",
    detail: "Something went wrong while showing this page. Reload to try again.",
  };
}
