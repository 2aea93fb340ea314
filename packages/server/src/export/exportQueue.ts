/**
 * Runs at most `concurrency` tasks at once, the others waiting in order of arrival. A waiting task whose
 * signal aborts leaves the line without running.
 */
export class ExportQueue {
  private running = 0;
  private readonly waiting: { start: () => void; signal: AbortSignal }[] = [];

  constructor(private readonly concurrency: number) {}

  /** How many tasks run now. */
  get runningCount(): number {
    return this.running;
  }

  /** How many tasks wait for a place. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Runs `task` once a place is free; rejects with the signal's reason if it aborts while waiting. */
  async run<T>(signal: AbortSignal, task: () => Promise<T>): Promise<T> {
    await this.place(signal);
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.next();
    }
  }

  private place(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        signal,
        start: () => {
          signal.removeEventListener("abort", onAbort);
          this.running += 1;
          resolve();
        },
      };
      const onAbort = () => {
        const index = this.waiting.indexOf(entry);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal.reason);
      };
      signal.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(entry);
    });
  }

  private next(): void {
    while (this.running < this.concurrency) {
      const entry = this.waiting.shift();
      if (!entry) return;
      if (!entry.signal.aborted) entry.start();
    }
  }
}
