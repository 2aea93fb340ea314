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
