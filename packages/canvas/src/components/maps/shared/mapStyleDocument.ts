import { MAP_STYLE_FALLBACK_METADATA_KEY, type MapStyleName, mapStylePath } from "@storyframe/core";

/**
 * A style's address: `baseUrl` (the server the maps draw from) or, when empty, the page's own server. MapLibre
 * needs an absolute address. With `domainName` (explicit-domain mode) the style is that tenant's, not the host's.
 */
export function mapStyleUrl(name: MapStyleName, baseUrl: string, pageOrigin: string, domainName?: string): string {
  const base = baseUrl.trim() === "" ? pageOrigin : baseUrl.trim();
  // Relative to the base, so a server under a path prefix keeps it.
  const url = new URL(mapStylePath(name).replace(/^\//, ""), base.endsWith("/") ? base : `${base}/`);
  if (domainName) url.searchParams.set("domainName", domainName);
  return url.href;
}

/** The note a style carries when it fell back to the local basemap (its imagery is not configured), if any. */
export function fallbackNoteOf(style: unknown): string | null {
  if (typeof style !== "object" || style === null || !("metadata" in style)) return null;
  const { metadata } = style;
  if (typeof metadata !== "object" || metadata === null) return null;
  const note = (metadata as Record<string, unknown>)[MAP_STYLE_FALLBACK_METADATA_KEY];
  return typeof note === "string" && note.trim() !== "" ? note : null;
}

/** Downloads a style document; rejects when it cannot be had or is not a MapLibre style (version 8). */
export async function fetchMapStyle(url: string, signal: AbortSignal): Promise<Record<string, unknown>> {
  const response = await fetch(url, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`The map style ${url} answered ${response.status}.`);
  const style: unknown = await response.json();
  if (typeof style !== "object" || style === null || (style as { version?: unknown }).version !== 8) {
    throw new Error(`The map style ${url} is not a MapLibre style.`);
  }
  return style as Record<string, unknown>;
}
