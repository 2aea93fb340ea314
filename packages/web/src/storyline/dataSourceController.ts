import type { CanvasSnapshot, DataSourceView } from "@storyframe/canvas";
import { DATASOURCE_REFRESH_DEBOUNCE_MS, type DataSource } from "@storyframe/core";
import { isDeepEqual } from "./isDeepEqual";

/** Fetches the rows of one data source with the given parameter values. */
export type FetchDataSource = (dataSource: DataSource, parameters: Record<string, unknown>) => Promise<unknown>;

export type DataSourceControllerOptions = {
  dataSources: readonly DataSource[];
  initialParameters: Readonly<Record<string, unknown>>;
  fetch: FetchDataSource;
  /** Called once per failed request (after the fetcher's own retries). */
  onError?: (dataSource: DataSource, error: unknown) => void;
  /** Called after a parameter value changed (for stored parameters). */
  onParameterChange?: (name: string, value: unknown) => void;
  debounceMs?: number;
};

type Entry = {
  definition: DataSource;
  view: DataSourceView;
  /** Number of the latest request started. */
  started: number;
  /** The newest finished request's outcome, held until the last in-flight one finishes. */
  newest: { sequence: number; data: unknown } | null;
  /** Outcome waiting for a cascading dependency to finish. */
  held: { data: unknown } | null;
  hasData: boolean;
};

export class DataSourceNotFoundError extends Error {
  constructor(name: string) {
    super(`Datasource with name ${name} not found in the current storyline.`);
  }
}

export class MissingRequiredParametersError extends Error {
  constructor(names: readonly string[]) {
    super(`The following required parameters are missing values: ${names.join(", ")}`);
  }
}

function isMissing(value: unknown): boolean {
  return value === null || value === undefined;
}

/**
 * The parameters and data sources of one storyline (platform-shell §4): a
 * parameter change that is not equal to the current value is stored and
 * refreshes, after a debounce, every auto-refresh data source using that
 * parameter; other data sources wait until the changes are applied. Each
 * data source counts its requests in flight; a result is applied when the last
 * one finishes, unless a data source it cascades from is still loading and it
 * has no earlier data.
 */
export class DataSourceController {
  private parameters: Readonly<Record<string, unknown>>;
  private frameData: Readonly<Record<string, unknown>> = {};
  private readonly entries = new Map<string, Entry>();
  private snapshot: CanvasSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly changedParameters = new Set<string>();
  private readonly queued = new Set<string>();
  private debounce: ReturnType<typeof setTimeout> | null = null;
  private initialLoadPending = 0;
  private disposed = false;

  constructor(private readonly options: DataSourceControllerOptions) {
    this.parameters = { ...options.initialParameters };
    for (const definition of options.dataSources) {
      this.entries.set(definition.name, {
        definition,
        view: { data: definition.defaultData, inFlight: 0, error: null },
        started: 0,
        newest: null,
        held: null,
        hasData: false,
      });
    }
    this.snapshot = this.buildSnapshot();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): CanvasSnapshot => this.snapshot;

  /** Loads every data source that can be loaded (the initial load). */
  start(): void {
    for (const entry of this.entries.values()) {
      if (this.canFetch(entry)) {
        this.initialLoadPending += 1;
        void this.load(entry).finally(() => {
          this.initialLoadPending -= 1;
        });
      }
    }
  }

  readonly setParameter = (name: string, value: unknown): void => {
    if (this.disposed || isDeepEqual(this.parameters[name], value)) return;
    this.parameters = { ...this.parameters, [name]: value };
    this.changedParameters.add(name);
    this.publish();
    this.options.onParameterChange?.(name, value);
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = setTimeout(() => this.refreshChanged(), this.options.debounceMs ?? DATASOURCE_REFRESH_DEBOUNCE_MS);
  };

  /** Replaces several parameters at once (a filter bar's Apply, a restored URL). */
  setParameters(values: Readonly<Record<string, unknown>>): void {
    for (const [name, value] of Object.entries(values)) this.setParameter(name, value);
  }

  /** Refreshes the data sources queued because they do not refresh by themselves. */
  readonly applyParameterChanges = (): void => {
    // A change still inside its debounce is part of what is applied: queue it now rather than after.
    if (this.debounce) {
      clearTimeout(this.debounce);
      this.refreshChanged();
    }
    const names = [...this.queued];
    this.queued.clear();
    for (const name of names) {
      const entry = this.entries.get(name);
      if (entry && this.canFetch(entry)) void this.load(entry);
    }
  };

  readonly setFrameData = (field: string, value: unknown): void => {
    if (isDeepEqual(this.frameData[field], value)) return;
    this.frameData = { ...this.frameData, [field]: value };
    this.publish();
  };

  /** The current frame's data (changes through setFrameData start from it). */
  replaceFrameData(data: Readonly<Record<string, unknown>>): void {
    this.frameData = data;
    this.publish();
  }

  /** Fetches one data source by name, refusing with the spec's messages when it cannot. */
  async refresh(name: string): Promise<void> {
    const entry = this.entries.get(name);
    if (!entry) throw new DataSourceNotFoundError(name);
    const missing = this.missingRequired(entry);
    if (missing.length > 0) throw new MissingRequiredParametersError(missing);
    if (entry.definition.apiEndpoint.length === 0) return;
    await this.load(entry);
  }

  /** Names of the data sources with requests in flight. */
  inFlightNames(): string[] {
    return [...this.entries.values()].filter((e) => e.view.inFlight > 0).map((e) => e.definition.name);
  }

  /** Whether data sources are queued for `applyParameterChanges`. */
  hasQueuedChanges(): boolean {
    return this.queued.size > 0;
  }

  dispose(): void {
    this.disposed = true;
    if (this.debounce) clearTimeout(this.debounce);
    this.listeners.clear();
  }

  /** The values a data source is requested with: its declared parameters, current value or default. */
  parametersFor(definition: DataSource): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const parameter of definition.parameters) {
      const current = this.parameters[parameter.name];
      const value = isMissing(current) ? parameter.defaultValue : current;
      if (!isMissing(value)) values[parameter.name] = value;
    }
    return values;
  }

  private missingRequired(entry: Entry): string[] {
    const values = this.parametersFor(entry.definition);
    return entry.definition.parameters
      .filter((parameter) => parameter.isRequired && isMissing(values[parameter.name]))
      .map((parameter) => parameter.name);
  }

  private canFetch(entry: Entry): boolean {
    return entry.definition.apiEndpoint.length > 0 && this.missingRequired(entry).length === 0;
  }

  private refreshChanged(): void {
    this.debounce = null;
    const changed = new Set(this.changedParameters);
    this.changedParameters.clear();
    // Changes made while the first load is still running refresh everything.
    const everything = this.initialLoadPending > 0;
    for (const entry of this.entries.values()) {
      const uses = entry.definition.parameters.some((parameter) => changed.has(parameter.name));
      if (!everything && !uses) continue;
      if (!entry.definition.autoRefresh) {
        this.queued.add(entry.definition.name);
        continue;
      }
      if (this.canFetch(entry)) void this.load(entry);
    }
  }

  private async load(entry: Entry): Promise<void> {
    const sequence = ++entry.started;
    this.updateView(entry, { inFlight: entry.view.inFlight + 1 });
    let outcome: { ok: true; data: unknown } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, data: await this.options.fetch(entry.definition, this.parametersFor(entry.definition)) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    if (this.disposed) return;
    const inFlight = entry.view.inFlight - 1;
    if (!outcome.ok) {
      this.options.onError?.(entry.definition, outcome.error);
      this.updateView(entry, { inFlight, error: errorText(outcome.error) });
    } else {
      if (!entry.newest || sequence > entry.newest.sequence) entry.newest = { sequence, data: outcome.data };
      this.updateView(entry, { inFlight });
    }
    if (inFlight === 0) this.settle(entry);
    this.releaseHeldDependents();
  }

  /** Applies the newest finished result once nothing is in flight. */
  private settle(entry: Entry): void {
    const newest = entry.newest;
    entry.newest = null;
    if (!newest) return;
    if (!entry.hasData && this.dependencyInFlight(entry)) {
      entry.held = { data: newest.data };
      return;
    }
    this.apply(entry, newest.data);
  }

  private dependencyInFlight(entry: Entry): boolean {
    return entry.definition.dependsOn.some((name) => (this.entries.get(name)?.view.inFlight ?? 0) > 0);
  }

  private releaseHeldDependents(): void {
    for (const entry of this.entries.values()) {
      if (entry.held && !this.dependencyInFlight(entry)) {
        const { data } = entry.held;
        entry.held = null;
        this.apply(entry, data);
      }
    }
  }

  private apply(entry: Entry, data: unknown): void {
    entry.hasData = true;
    this.updateView(entry, { data, error: null });
  }

  private updateView(entry: Entry, change: Partial<DataSourceView>): void {
    entry.view = { ...entry.view, ...change };
    this.publish();
  }

  private buildSnapshot(): CanvasSnapshot {
    const dataSources: Record<string, DataSourceView> = {};
    for (const [name, entry] of this.entries) dataSources[name] = entry.view;
    return { parameters: this.parameters, frameData: this.frameData, dataSources };
  }

  private publish(): void {
    this.snapshot = this.buildSnapshot();
    for (const listener of [...this.listeners]) listener();
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
