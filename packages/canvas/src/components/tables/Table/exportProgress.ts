/** How far an export is: rows written of the rows to write. */
export type ExportProgressValue = { written: number; total: number };

/**
 * The progress of the running export, kept outside React state so that only the progress bar
 * re-renders as rows are written, never the grid around it.
 */
export class ExportProgressStore {
  private value: ExportProgressValue = { written: 0, total: 0 };
  private readonly listeners = new Set<() => void>();

  readonly get = (): ExportProgressValue => this.value;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(value: ExportProgressValue): void {
    this.value = value;
    for (const listener of [...this.listeners]) listener();
  }
}

/** The whole percent written, 100 when there is nothing to write. */
export function progressPercent({ written, total }: ExportProgressValue): number {
  return total === 0 ? 100 : Math.min(100, Math.floor((written / total) * 100));
}
