import {
  CONTENT_API_PREFIX,
  DEFAULT_DATAMODEL_VERSION,
  DEFAULT_METASTORE_VERSION,
  TRACE_HEADER_MIN_METASTORE_VERSION,
} from "@storyframe/core";
import { create } from "zustand";
import { fetchJson } from "../api/fetchJson";

/** The metastore and data-model versions of the content API (defaults until the server answers). */
export interface VersionInfo {
  metastore: string;
  datamodel: string;
}

export const useVersionStore = create<VersionInfo>()(() => ({
  metastore: DEFAULT_METASTORE_VERSION,
  datamodel: DEFAULT_DATAMODEL_VERSION,
}));

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

/**
 * Reads `GET api/web/v1/version` from the metastore and keeps the answer; on failure the defaults stay and the
 * error is only logged (platform-shell §7).
 */
export async function loadVersionInfo(metastoreUrl: string, signal?: AbortSignal): Promise<VersionInfo> {
  try {
    const url = `${metastoreUrl.replace(/\/+$/, "")}/${CONTENT_API_PREFIX}/version`;
    const body = await fetchJson(url, { timeout: true, retries: 0, ...(signal ? { signal } : {}) });
    if (typeof body === "object" && body !== null) {
      const { metastore, datamodel } = body as Record<string, unknown>;
      if (isVersion(metastore) && isVersion(datamodel)) useVersionStore.setState({ metastore, datamodel });
    }
  } catch (error) {
    console.error("The content API version could not be read; assuming the defaults.", error);
  }
  return useVersionStore.getState();
}
