import { DEFAULT_USER_PREFERENCES, type UserPreferences } from "@storyframe/core";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "../auth/useSession";
import { loadPreferences, preferencesQueryKey } from "./preferencesApi";

export interface PreferencesResult {
  /** The user's preferences; the defaults while they load or when they cannot be loaded. */
  preferences: UserPreferences;
  isLoading: boolean;
  /** Why they could not be loaded; null while they load or once they have. */
  error: unknown;
}

/** The signed-in user's preferences (an anonymous visitor's are kept in this browser). */
export function usePreferences(): PreferencesResult {
  const session = useSession();
  const anonymous = session?.anonymous ?? false;
  const query = useQuery({
    queryKey: preferencesQueryKey(anonymous),
    queryFn: ({ signal }) => loadPreferences(anonymous, signal),
    enabled: session !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    preferences: query.data ?? DEFAULT_USER_PREFERENCES,
    isLoading: session !== null && query.isPending,
    error: query.error,
  };
}
