import { DEFAULT_BRANCH, TAGS } from "@storyframe/core";
import { create } from "zustand";
import type { Session } from "../api/session";
import { branchStorageKey } from "./branchChoiceStorage";
import { useAppStore } from "./store";

interface ActiveBranchState {
  /**
   * The branch a developer switched to in this visit: a name, null to go back to the tenant's branch, or
   * undefined when they have not switched (then the branch they chose last time, stored per user, applies).
   */
  chosen: string | null | undefined;
}

export const useActiveBranchStore = create<ActiveBranchState>()(() => ({ chosen: undefined }));

/** The branch the user chose last time, when they may still choose branches (developer-tools::access). */
function readStoredBranch(session: Session | null): string | null {
  if (!session?.userId || !session.effectiveTags.includes(TAGS.developerTools)) return null;
  try {
    return window.localStorage.getItem(branchStorageKey(session.userId)) || null;
  } catch {
    return null;
  }
}

/** Remembers the user's branch for their next visit; an empty name forgets it. */
export function storeBranchChoice(userId: string, branch: string): void {
  try {
    if (branch) window.localStorage.setItem(branchStorageKey(userId), branch);
    else window.localStorage.removeItem(branchStorageKey(userId));
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

function resolve(chosen: string | null | undefined, session: Session | null, fromSettings: string | undefined): string {
  const own = chosen === undefined ? readStoredBranch(session) : chosen;
  return own || fromSettings || DEFAULT_BRANCH;
}

/**
 * The branch content and data calls work on (their `Branch` header): the one a developer switched to (kept per
 * user in this browser), else the tenant's active branch from the client settings, else main. Components
 * re-render when it changes, so a query keyed by it reloads from the new branch.
 */
export function useActiveBranch(): string {
  const chosen = useActiveBranchStore((state) => state.chosen);
  const session = useAppStore((state) => state.session);
  const fromSettings = useAppStore((state) => state.settings?.activeBranch);
  return resolve(chosen, session, fromSettings);
}

/** The active branch outside React (e.g. in a query function). */
export function getActiveBranch(): string {
  const { session, settings } = useAppStore.getState();
  return resolve(useActiveBranchStore.getState().chosen, session, settings?.activeBranch);
}

/** Makes `branch` the active branch for this visit; null or '' goes back to the tenant's. */
export function setActiveBranch(branch: string | null): void {
  useActiveBranchStore.setState({ chosen: branch?.trim() ? branch.trim() : null });
}
