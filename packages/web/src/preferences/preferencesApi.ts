import { DEFAULT_USER_PREFERENCES, type UserPreferences, userPreferencesSchema } from "@storyframe/core";
import { fetchJson } from "../api/fetchJson";

const PREFERENCES_URL = "/api/preferences";

/** Where an anonymous visitor's preferences are kept: the server keeps none for them. */
const ANONYMOUS_PREFERENCES_STORAGE_KEY = "storyframe.preferences";

export function preferencesQueryKey(anonymous: boolean) {
  return ["preferences", anonymous ? "anonymous" : "user"] as const;
}

/** The server answered, but not with preferences the SPA understands. */
class MalformedPreferencesError extends Error {
  constructor(cause: unknown) {
    super("The preferences received from the server are not in the expected format.", { cause });
    this.name = "MalformedPreferencesError";
  }
}

function readStored(): UserPreferences {
  try {
    const raw = window.localStorage.getItem(ANONYMOUS_PREFERENCES_STORAGE_KEY);
    const parsed = userPreferencesSchema.safeParse(raw ? JSON.parse(raw) : undefined);
    return parsed.success ? parsed.data : DEFAULT_USER_PREFERENCES;
  } catch {
    return DEFAULT_USER_PREFERENCES;
  }
}

/** The user's preferences from `GET /api/preferences`; an anonymous visitor's from this browser. */
export async function loadPreferences(anonymous: boolean, signal?: AbortSignal): Promise<UserPreferences> {
  if (anonymous) return readStored();
  const body = await fetchJson(PREFERENCES_URL, { timeout: true, ...(signal ? { signal } : {}) });
  const parsed = userPreferencesSchema.safeParse(body);
  if (!parsed.success) throw new MalformedPreferencesError(parsed.error);
  return parsed.data;
}

/** Saves the preferences with `PUT /api/preferences` (an anonymous visitor's in this browser); answers what was saved. */
export async function savePreferences(anonymous: boolean, preferences: UserPreferences): Promise<UserPreferences> {
  if (anonymous) {
    window.localStorage.setItem(ANONYMOUS_PREFERENCES_STORAGE_KEY, JSON.stringify(preferences));
    return preferences;
  }
  const body = await fetchJson(PREFERENCES_URL, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(preferences),
    timeout: true,
  });
  const parsed = userPreferencesSchema.safeParse(body);
  if (!parsed.success) throw new MalformedPreferencesError(parsed.error);
  return parsed.data;
}
