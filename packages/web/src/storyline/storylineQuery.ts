import { ApiError } from "../api/apiError";
import { fetchStoryline } from "./storylineApi";

/** Answers that asking again would not change: the storyline does not exist, or the user may not read it. */
const FINAL_REFUSALS: readonly number[] = [403, 404];

/**
 * Whether the page asks again when it opens on a failed storyline. A refusal the early prefetch has just heard
 * is the page's answer (asking again would send the same request twice); anything else is asked again. The
 * page's retry button always asks again.
 */
function asksAgainOnOpen(query: { state: { error: unknown } }): boolean {
  const { error } = query.state;
  return !(error instanceof ApiError && error.status !== undefined && FINAL_REFUSALS.includes(error.status));
}

/**
 * The query of one storyline on one branch, shared by the page and the early prefetch. What the prefetch loaded
 * stays fresh for the page however long the start takes, so the storyline is requested once; the page marks it
 * stale when it closes, so opening it again asks for the current version.
 */
export function storylineQuery(name: string, branch: string) {
  return {
    queryKey: ["storyline", branch, name] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchStoryline(name, branch, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    retryOnMount: asksAgainOnOpen,
  };
}
