import {
  DEFAULT_DATAMODEL_VERSION,
  DEFAULT_METASTORE_VERSION,
  TRACE_HEADER_MIN_METASTORE_VERSION,
} from "@storyframe/core";
import { create } from "zustand";

/** The metastore and data-model versions of the content API (defaults until the server answers). */
export interface VersionInfo {
  metastore: string;
  datamodel: string;
}

interface VersionState extends VersionInfo {
  /** The `GET version` call of the metastore at `metastoreUrl`: asked once, then awaited by every content call. */
  asked: { metastoreUrl: string; answer: Promise<VersionInfo> } | null;
}

export const useVersionStore = create<VersionState>()(() => ({
  metastore: DEFAULT_METASTORE_VERSION,
  datamodel: DEFAULT_DATAMODEL_VERSION,
  asked: null,
}));

/** The versions known now. */
export function currentVersions(): VersionInfo {
  const { metastore, datamodel } = useVersionStore.getState();
  return { metastore, datamodel };
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

/** True when the metastore reads the trace id header (0.8.4 or later). */
export function sendsTraceHeader(metastore: string = useVersionStore.getState().metastore): boolean {
  return compareVersions(metastore, TRACE_HEADER_MIN_METASTORE_VERSION) >= 0;
}

function isVersion(value: unknown): value is string {
  return typeof value === "string" && /^\d+(\.\d+)*$/.test(value);
}

/** Keeps the versions of a `GET version` answer; anything else leaves the known ones. */
export function rememberVersions(body: unknown): VersionInfo {
  if (typeof body === "object" && body !== null) {
    const { metastore, datamodel } = body as Record<string, unknown>;
    if (isVersion(metastore) && isVersion(datamodel)) useVersionStore.setState({ metastore, datamodel });
  }
  return currentVersions();
}
