type Listener = (count: number) => void;

/** Counts the API calls under way so the shell can show a progress bar. */
export interface InFlightCounter {
  count(): number;
  /** Calls `listener` with the new count on every change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void;
  increment(): void;
  decrement(): void;
}

export function createInFlightCounter(): InFlightCounter {
  let current = 0;
  const listeners = new Set<Listener>();
  const publish = () => {
    for (const listener of listeners) listener(current);
  };
  return {
    count: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    increment() {
      current += 1;
      publish();
    },
    decrement() {
      current = Math.max(0, current - 1);
      publish();
    },
  };
}

/** The counter every `fetchJson` call reports to. */
export const inFlight = createInFlightCounter();
