import { fetchStoryline } from "./storylineApi";

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
  };
}

/** The storyline a viewer address names (`/storylines/x`, `/admin/storylines/x`), or null. */
export function storylineOfPath(pathname: string): string | null {
  const match = /^\/(?:admin\/)?storylines\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
