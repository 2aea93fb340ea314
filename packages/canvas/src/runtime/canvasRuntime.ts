/** What a canvas component sees of one data source. */
export type DataSourceView = {
  /** The latest applied result, or the data source's default data until one arrives. */
  readonly data: unknown;
  /** Requests under way. */
  readonly inFlight: number;
  /** The message of the last failed request, cleared by the next success. */
  readonly error: string | null;
};

/** A consistent view of a canvas's state; a new object whenever anything in it changes. */
export type CanvasSnapshot = {
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly frameData: Readonly<Record<string, unknown>>;
  readonly dataSources: Readonly<Record<string, DataSourceView>>;
};

/** A call of one of the server's APIs: GET unless said, with a JSON body when one is given. */
export type ApiRequest = {
  readonly method?: "GET" | "POST";
  /** Sent as JSON (`Content-Type: application/json`). */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
};

/** The person using the canvas, as far as components need to know: null for an anonymous visitor. */
export type CanvasUser = { readonly name: string };

/**
 * The contract between canvas components and the page that hosts them (the
 * storyline viewer, the gallery, the debugger). Components never import the
 * host; they read and write through this interface (canvas-components §4).
 */
export interface CanvasRuntime {
  getSnapshot(): CanvasSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Sets a named parameter; equal values are ignored, dependent data sources refresh. */
  setParameter(name: string, value: unknown): void;
  /** Refreshes the data sources whose parameters changed but which do not refresh by themselves. */
  applyParameterChanges(): void;
  /** Changes one field of the current frame's data. */
  setFrameData(field: string, value: unknown): void;
  /** The storyline (or page) id used to prefix stored parameters. */
  readonly storageScope: string;
  /** The signed-in user (read-only), e.g. to sign feedback; null when the visitor is anonymous. */
  readonly user: CanvasUser | null;
  /**
   * Calls one of the app's server APIs as the signed-in user (its bearer token, `Accept: application/json`):
   * resolves with the answer's JSON as sent (null for an empty answer), rejects when the call fails. Absent where
   * the page has no server to call for a canvas (the gallery's examples, tests); a component then does without.
   */
  readonly fetchApi?: (url: string, request?: ApiRequest) => Promise<unknown>;
  /**
   * The tenant the page is for when the app names it explicitly (explicit-domain mode: client settings
   * `explicitDomain`), rather than by the host it is served on. Components that address the server themselves
   * (the maps' styles and geofence calls) send it as `domainName`. Absent otherwise.
   */
  readonly domainName?: string;
}
