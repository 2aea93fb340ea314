import { DEFAULT_DATAMODEL_VERSION, DEFAULT_METASTORE_VERSION } from "@storyframe/core";
import { create } from "zustand";
import { readsTraceHeader, type VersionInfo, versionsIn } from "./versionAnswer";

interface VersionState extends VersionInfo {
  /**
   * The `GET version` call of the metastore at `metastoreUrl`: asked once, then awaited by every content call until
   * it has `settled`.
   */
  asked: { metastoreUrl: string; answer: Promise<VersionInfo>; settled: boolean } | null;
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

/** True when the metastore reads the trace id header (0.8.4 or later). */
export function sendsTraceHeader(metastore: string = useVersionStore.getState().metastore): boolean {
  return readsTraceHeader(metastore);
}

/** Keeps the versions of a `GET version` answer; anything else leaves the known ones. */
export function rememberVersions(body: unknown): VersionInfo {
  const versions = versionsIn(body);
  if (versions) useVersionStore.setState(versions);
  return currentVersions();
}
