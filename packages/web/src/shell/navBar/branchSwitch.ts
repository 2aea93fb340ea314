import { DEFAULT_BRANCH } from "@storyframe/core";
import type { QueryClient } from "@tanstack/react-query";
import { setActiveBranch, storeBranchChoice } from "../../app/activeBranch";
import { useAppStore } from "../../app/store";
import { SESSION_QUERY_KEY } from "../../auth/SessionGate";

const CLIENT_SETTINGS_KEY = "clientSettings";

/**
 * Switches the content branch (platform-shell §4, Branch switch): clears the page error, remembers the choice
 * per user (forgets it when the name is empty) and reloads the app's data from the new branch. Sign-in, session
 * and tenant settings stay as they are.
 */
export function switchBranch(branch: string, userId: string | null, queryClient: QueryClient): void {
  const name = branch.trim();
  useAppStore.getState().setPageError(null);
  if (userId) storeBranchChoice(userId, name);
  setActiveBranch(name || null);
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const [first] = query.queryKey;
      return first !== CLIENT_SETTINGS_KEY && first !== SESSION_QUERY_KEY[0] && first !== "signIn";
    },
  });
}

/**
 * The tenant's own branch, the one everyone sees unless a developer switched to another: the active branch of its
 * client settings, else main.
 */
export function useTenantBranch(): string {
  return useAppStore((state) => state.settings?.activeBranch) || DEFAULT_BRANCH;
}

/** Goes back to the tenant's own branch and forgets the user's choice (the branch switch with an empty name). */
export function switchToTenantBranch(userId: string | null, queryClient: QueryClient): void {
  switchBranch("", userId, queryClient);
}
