import { useEffect } from "react";
import { useSession } from "../auth/useSession";

/** How many recently opened storylines are remembered per user. */
const RECENT_LIMIT = 8;

/** Where a user's recently opened storylines are kept in local storage (the user id is unique across tenants). */
export function recentStorylinesKey(userId: string): string {
  return `storyframe.recentStorylines.${userId}`;
}

/** The storylines the user opened last, most recent first (names, as in `/storylines/{name}`). */
export function readRecentStorylines(userId: string | null): string[] {
  if (!userId) return [];
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(recentStorylinesKey(userId)) ?? "[]");
    return Array.isArray(stored) ? stored.filter((name): name is string => typeof name === "string") : [];
  } catch {
    return [];
  }
}

/** Puts `name` first in the user's recently opened storylines. */
export function rememberStorylineOpened(userId: string, name: string): void {
  const recent = [name, ...readRecentStorylines(userId).filter((other) => other !== name)].slice(0, RECENT_LIMIT);
  try {
    window.localStorage.setItem(recentStorylinesKey(userId), JSON.stringify(recent));
  } catch {
    // Without storage the home page lists the storylines in menu order only.
  }
}

/** Remembers a storyline for the home page once it has opened (anonymous visitors have no list). */
export function useRememberStorylineOpened(name: string, opened: boolean): void {
  const userId = useSession()?.userId ?? null;
  useEffect(() => {
    if (opened && userId && name) rememberStorylineOpened(userId, name);
  }, [opened, userId, name]);
}
