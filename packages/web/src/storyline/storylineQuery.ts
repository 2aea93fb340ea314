import { fetchStoryline } from "./storylineApi";

/** The query of one storyline on one branch, shared by the page and the early prefetch. */
export function storylineQuery(name: string, branch: string) {
  return {
    queryKey: ["storyline", branch, name] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchStoryline(name, branch, signal),
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
