import type { ClientSettings } from "@storyframe/core";
import { create } from "zustand";
import type { ErrorInfo } from "../api/errorInfo";
import type { InFlightCounter } from "../api/inFlight";
import type { Session } from "../api/session";

interface AppErrors {
  /** Stops the whole app: the startup error page replaces everything. */
  global: ErrorInfo | null;
  /** Replaces the content of the current page only; cleared when the page is left. */
  page: ErrorInfo | null;
}

interface BootState {
  loading: boolean;
  settings: ClientSettings | null;
  globalError: ErrorInfo | null;
}

export interface AppState {
  /** True while the tenant's client settings are being loaded. */
  loading: boolean;
  settings: ClientSettings | null;
  /** Who is using the app; set once the sign-in is complete and the session loaded. */
  session: Session | null;
  errors: AppErrors;
  /** Number of API calls under way. */
  inFlight: number;
  setBootState(state: BootState): void;
  setSession(session: Session | null): void;
  setPageError(error: ErrorInfo | null): void;
  setInFlight(count: number): void;
}

export const useAppStore = create<AppState>()((set) => ({
  loading: true,
  settings: null,
  session: null,
  errors: { global: null, page: null },
  inFlight: 0,
  setBootState: ({ loading, settings, globalError }) =>
    set((state) => ({ loading, settings, errors: { ...state.errors, global: globalError } })),
  setSession: (session) => set({ session }),
  setPageError: (page) => set((state) => ({ errors: { ...state.errors, page } })),
  setInFlight: (inFlight) => set({ inFlight }),
}));

/** Mirrors the fetch counter into the store; returns the function that stops it. */
export function syncInFlightCount(counter: InFlightCounter): () => void {
  useAppStore.getState().setInFlight(counter.count());
  return counter.subscribe((count) => useAppStore.getState().setInFlight(count));
}
