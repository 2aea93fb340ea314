/** Where a user's branch choice is kept in local storage. */
export function branchStorageKey(userId: string): string {
  return `storyframe.activeBranch.${userId}`;
}

/**
 * Whether some user of this browser chose a branch of their own. Until the session says who is signed in, the
 * branch is not known for such a visitor, so nothing should be loaded ahead on the tenant's.
 */
export function hasStoredBranchChoice(storage?: Storage): boolean {
  try {
    const store = storage ?? window.localStorage;
    const prefix = branchStorageKey("");
    for (let index = 0; index < store.length; index += 1) {
      if (store.key(index)?.startsWith(prefix)) return true;
    }
  } catch {
    // Without storage there is no stored choice.
  }
  return false;
}
