/** The local-storage record of one finished or skipped tour: only this flag is kept (canvas-components §7). */
export function tourCompletionKey(tourId: string): string {
  return `storyframe.tour.${tourId}.completed`;
}

type FlagStorage = Pick<Storage, "getItem" | "setItem">;

/** The browser's local storage, or none where it is blocked. */
function browserStorage(): FlagStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether the tour was completed before in this browser; an unreadable storage counts as not. */
export function isTourCompleted(tourId: string, storage: FlagStorage | undefined = browserStorage()): boolean {
  try {
    return storage?.getItem(tourCompletionKey(tourId)) === "true";
  } catch {
    return false;
  }
}

/** Remembers that the tour was finished or skipped; a full or blocked storage only forgets it. */
export function markTourCompleted(tourId: string, storage: FlagStorage | undefined = browserStorage()): void {
  try {
    storage?.setItem(tourCompletionKey(tourId), "true");
  } catch (error) {
    console.warn(`Could not remember that the tour '${tourId}' was completed`, error);
  }
}
