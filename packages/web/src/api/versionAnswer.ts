import { TRACE_HEADER_MIN_METASTORE_VERSION } from "@storyframe/core";

/** The metastore and data-model versions of the content API. */
export interface VersionInfo {
  metastore: string;
  datamodel: string;
}

function isVersion(value: unknown): value is string {
  return typeof value === "string" && /^\d+(\.\d+)*$/.test(value);
}

/** The versions a `GET version` answer names; null when it names no valid pair. */
export function versionsIn(body: unknown): VersionInfo | null {
  if (typeof body !== "object" || body === null) return null;
  const { metastore, datamodel } = body as Record<string, unknown>;
  return isVersion(metastore) && isVersion(datamodel) ? { metastore, datamodel } : null;
}

/** Compares dotted versions numerically ('0.10.0' > '0.9.1'); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const partsA = a.split(".").map((part) => Number.parseInt(part, 10) || 0);
  const partsB = b.split(".").map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(partsA.length, partsB.length); i += 1) {
    const difference = (partsA[i] ?? 0) - (partsB[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** True when a metastore of this version reads the trace id header (0.8.4 or later). */
export function readsTraceHeader(metastore: string): boolean {
  return compareVersions(metastore, TRACE_HEADER_MIN_METASTORE_VERSION) >= 0;
}
