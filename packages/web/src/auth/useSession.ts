import type { Session } from "../api/session";
import { useAppStore } from "../app/store";

/** The session of the user (or anonymous visitor); null only outside the auth gate. */
export function useSession(): Session | null {
  return useAppStore((state) => state.session);
}
