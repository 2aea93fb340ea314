import type { CanvasSnapshot, DataSourceView } from "@storyframe/canvas";
import { type DataSource, totalRowsOf } from "@storyframe/core";
import { isDeepEqual } from "./isDeepEqual";

/**
 * Fetches the rows of one data source with the given parameter values; with `part`, only the first rows, marked
 * with the whole answer's count (`asFirstRows`) when it has more.
 */
export type FetchDataSource = (
  dataSource: DataSource,
  parameters: Record<string, unknown>,
  part?: { firstRows: number },
) => Promise<unknown>;

export type DataSourceControllerOptions = {
  dataSources: readonly DataSource[];
  initialParameters: Readonly<Record<string, unknown>>;
  fetch: FetchDataSource;
  /** Called once per failed request (after the fetcher's own retries). */
  onError?: (dataSource: DataSource, error: unknown) => void;
  /** Called after a parameter value changed (for stored parameters). */
  onParameterChange?: (name: string, value: unknown) => void;
  /**
   * Runs `task` once the page is idle after its next paint; returns a function that cancels it. The data sources
   * nobody sees yet wait for it, so they never compete with the visible frame's.
   */
  whenIdle?: (task: () => void) => () => void;
};

/** A data source request starting, answering or failing: what observers such as the Canvas Debugger's event log see. */
export type DataSourceEvent =
  | { kind: "request"; dataSource: string; parameters: Readonly<Record<string, unknown>> }
  | { kind: "result"; dataSource: string; parameters: Readonly<Record<string, unknown>>; data: unknown }
  | { kind: "error"; dataSource: string; parameters: Readonly<Record<string, unknown>>; error: unknown };

/** Which data sources matter now: the visible frame's, then those shown next (neighbouring frames, filter options). */
export type LoadPriorities = {
  visible: readonly string[];
  next: readonly string[];
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
  /** To be loaded with the current values, when its turn comes. */
  stale: boolean;
  /** The values of the latest request started (null before any, or after it failed). */
  requested: Readonly<Record<string, unknown>> | null;
};

/** How long first rows are given, after the page is first idle, to finish laying out before the whole answer is read. */
const FIRST_ROWS_SETTLE_MS = 200;

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
 * refreshes every auto-refresh data source using that parameter; other data
 * sources wait until the changes are applied. Changes made in one task are
 * refreshed together; typed input is debounced where it is typed, so a commit
 * (Enter, blur, a selection) refreshes at once.
 *
 * The visible frame's data sources load first; the rest wait until those have
 * settled and the page is idle, then load those shown next (the neighbouring
 * frames', the filters' options) before the others. A data source is requested
 * once per set of values: never again with the values of its latest request.
 *
 * Each data source counts its requests in flight; a result is applied when the
 * last one finishes, unless a data source it cascades from is still loading
 * and it has no earlier data. A data source with `firstRows` shows its first
 * rows while the whole answer loads (the request still counts as in flight).
 */
export class DataSourceController {
  private parameters: Readonly<Record<string, unknown>>;
  private frameData: Readonly<Record<string, unknown>> = {};
  private readonly entries = new Map<string, Entry>();
  private snapshot: CanvasSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: DataSourceEvent) => void>();
  private readonly changedParameters = new Set<string>();
  private readonly queued = new Set<string>();
  private refreshScheduled = false;
  /** Until priorities are given, every data source counts as visible. */
  private priorities: LoadPriorities | null = null;
  private cancelIdle: (() => void) | null = null;
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
        stale: false,
        requested: null,
      });
    }
    this.snapshot = this.buildSnapshot();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): CanvasSnapshot => this.snapshot;

  /** Calls `listener` after each change of the parameter values (not of data sources or frame data). */
  readonly subscribeToParameters = (listener: () => void): (() => void) => {
    let parameters = this.parameters;
    return this.subscribe(() => {
      if (this.parameters === parameters) return;
      parameters = this.parameters;
      listener();
    });
  };

  /** Calls `listener` when a data source request starts, and when it answers or fails. */
  readonly subscribeToDataSourceEvents = (listener: (event: DataSourceEvent) => void): (() => void) => {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  };

  /** Loads every data source that can be loaded (the initial load), the visible frame's first. */
  start(): void {
    for (const entry of this.entries.values()) entry.stale = this.canFetch(entry);
    this.loadInTurn();
  }

  /**
   * The requests `start()` makes at once with the current values and priorities: those of the visible frame's data
   * sources (with those they cascade from) that can be loaded, a data source with `firstRows` asking for those first.
   */
  firstRequests(): { dataSource: DataSource; parameters: Record<string, unknown>; part?: { firstRows: number } }[] {
    const [visible = []] = this.stages();
    return visible
      .filter((entry) => this.canFetch(entry))
      .map(({ definition }) => ({
        dataSource: definition,
        parameters: this.parametersFor(definition),
        ...(definition.firstRows === undefined ? {} : { part: { firstRows: definition.firstRows } }),
      }));
  }

  /** Says which data sources are on screen and next; those on screen that wait for their turn load at once. */
  setPriorities(priorities: LoadPriorities): void {
    this.priorities = priorities;
    this.loadInTurn();
  }

  readonly setParameter = (name: string, value: unknown): void => {
    if (this.disposed || isDeepEqual(this.parameters[name], value)) return;
    this.parameters = { ...this.parameters, [name]: value };
    this.changedParameters.add(name);
    if (!this.refreshScheduled) {
      // Changes made in the same task (a filter bar's Apply, a callback setting several values) refresh together.
      // Queued before the change is published: React renders it in a microtask of its own, after the requests
      // have left.
      this.refreshScheduled = true;
      queueMicrotask(() => this.refreshChanged());
    }
    this.publish();
    this.options.onParameterChange?.(name, value);
  };

  /** Replaces several parameters at once (a filter bar's Apply, a restored URL). */
  setParameters(values: Readonly<Record<string, unknown>>): void {
    for (const [name, value] of Object.entries(values)) this.setParameter(name, value);
  }

  /** Refreshes at once the data sources queued because they do not refresh by themselves (an explicit request). */
  readonly applyParameterChanges = (): void => {
    // A change made earlier in this task is part of what is applied: queue it now rather than after.
    this.refreshChanged();
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
    this.cancelIdle?.();
    this.cancelIdle = null;
    this.listeners.clear();
    this.eventListeners.clear();
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
    if (!this.refreshScheduled || this.disposed) return;
    this.refreshScheduled = false;
    const changed = new Set(this.changedParameters);
    this.changedParameters.clear();
    for (const entry of this.entries.values()) {
      if (!entry.definition.parameters.some((parameter) => changed.has(parameter.name))) continue;
      if (entry.definition.autoRefresh) entry.stale = true;
      else this.queued.add(entry.definition.name);
    }
    this.loadInTurn();
  }

  /** Whether a data source waits to be loaded with values it was not last requested with. */
  private isWaiting(entry: Entry): boolean {
    return entry.stale && this.canFetch(entry) && !isDeepEqual(entry.requested, this.parametersFor(entry.definition));
  }

  /**
   * Starts the loads whose turn it is: the visible frame's at once; then, once nothing visible is in flight and
   * the page is idle, those shown next, and after those have settled the others.
   */
  private loadInTurn(idle = false): void {
    if (this.disposed) return;
    for (const [index, stage] of this.stages().entries()) {
      const waiting = stage.filter((entry) => this.isWaiting(entry));
      if (waiting.length > 0 && index > 0 && !idle) {
        this.loadWhenIdle();
        return;
      }
      for (const entry of waiting) void this.load(entry);
      if (waiting.length > 0 && index > 0) return;
      if (stage.some((entry) => entry.view.inFlight > 0)) return;
    }
  }

  /** The data sources in the order they load: visible, next, the others (each with those it cascades from). */
  private stages(): Entry[][] {
    const all = [...this.entries.values()];
    if (!this.priorities) return [all];
    const visible = this.withDependencies(this.priorities.visible);
    const next = this.withDependencies(this.priorities.next);
    const stageOf = (name: string) => (visible.has(name) ? 0 : next.has(name) ? 1 : 2);
    const stages: Entry[][] = [[], [], []];
    for (const entry of all) stages[stageOf(entry.definition.name)]?.push(entry);
    return stages;
  }

  private withDependencies(names: readonly string[]): Set<string> {
    const found = new Set<string>();
    const visit = (name: string) => {
      if (found.has(name)) return;
      found.add(name);
      for (const dependency of this.entries.get(name)?.definition.dependsOn ?? []) visit(dependency);
    };
    for (const name of names) visit(name);
    return found;
  }

  private loadWhenIdle(): void {
    if (this.cancelIdle) return;
    this.cancelIdle = this.whenIdle(() => {
      this.cancelIdle = null;
      this.loadInTurn(true);
    });
  }

  private async load(entry: Entry): Promise<void> {
    const sequence = ++entry.started;
    const values = this.parametersFor(entry.definition);
    entry.stale = false;
    entry.requested = values;
    const name = entry.definition.name;
    this.emit({ kind: "request", dataSource: name, parameters: values });
    this.updateView(entry, { inFlight: entry.view.inFlight + 1 });
    let outcome: { ok: true; data: unknown } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, data: await this.fetchInParts(entry, sequence, values) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    if (this.disposed) return;
    this.emit(
      outcome.ok
        ? { kind: "result", dataSource: name, parameters: values, data: outcome.data }
        : { kind: "error", dataSource: name, parameters: values, error: outcome.error },
    );
    const inFlight = entry.view.inFlight - 1;
    if (!outcome.ok) {
      // A failed request does not count as made: the same values may be asked for again.
      if (sequence === entry.started) entry.requested = null;
      this.options.onError?.(entry.definition, outcome.error);
      this.updateView(entry, { inFlight, error: errorText(outcome.error) });
    } else {
      if (!entry.newest || sequence > entry.newest.sequence) entry.newest = { sequence, data: outcome.data };
      this.updateView(entry, { inFlight });
    }
    if (inFlight === 0) this.settle(entry);
    this.releaseHeldDependents();
    this.loadInTurn();
  }

  /**
   * The whole answer; for a data source with `firstRows`, its first rows are asked for and shown before it (they are
   * the whole answer when it is that short). The whole answer is asked for once the page is idle after showing them:
   * reading a large answer holds the page, which must paint the first rows before. A failure of the first rows is
   * left to the whole answer's request.
   */
  private async fetchInParts(entry: Entry, sequence: number, values: Record<string, unknown>): Promise<unknown> {
    const { firstRows } = entry.definition;
    if (firstRows !== undefined) {
      try {
        const first = await this.options.fetch(entry.definition, values, { firstRows });
        if (totalRowsOf(first) === undefined) return first;
        const newest = sequence === entry.started;
        if (newest && !this.disposed && (entry.hasData || !this.dependencyInFlight(entry))) {
          this.apply(entry, first);
          await this.firstRowsShown();
          // Closed meanwhile: nothing would show the whole answer, which can be megabytes to read.
          if (this.disposed) return first;
        }
      } catch {
        // The whole answer is asked for next; if it fails too, that failure is the one reported.
      }
    }
    return this.options.fetch(entry.definition, values);
  }

  /**
   * Resolves once first rows just applied have had time to paint: the page idle after its next paint, a moment more
   * (a grid lays its rows out over several frames: MUI's data grid throttles its resizes by 60 ms), and idle again.
   */
  private async firstRowsShown(): Promise<void> {
    await new Promise<void>((idle) => this.whenIdle(idle));
    await new Promise<void>((later) => setTimeout(later, FIRST_ROWS_SETTLE_MS));
    await new Promise<void>((idle) => this.whenIdle(idle));
  }

  /** Runs `task` once the page is idle after its next paint (at once in a later task where there is no page). */
  private whenIdle(task: () => void): () => void {
    return (this.options.whenIdle ?? ((later: () => void) => cancelTimer(setTimeout(later, 0))))(task);
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

  private emit(event: DataSourceEvent): void {
    for (const listener of [...this.eventListeners]) listener(event);
  }

  private publish(): void {
    this.snapshot = this.buildSnapshot();
    for (const listener of [...this.listeners]) listener();
  }
}

function cancelTimer(timer: ReturnType<typeof setTimeout>): () => void {
  return () => clearTimeout(timer);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
