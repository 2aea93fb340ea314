import { apiErrorBodySchema, messages } from "@storyframe/core";

interface ApiErrorInit {
  /** HTTP status, or undefined when no answer arrived at all (network failure). */
  status: number | undefined;
  statusText?: string;
  bodyText?: string;
  headers?: Headers;
  /** The parsed body when it was JSON. */
  body?: unknown;
  cause?: unknown;
}

/** Raised by `fetchJson` for every unsuccessful request. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly statusText: string;
  readonly bodyText: string;
  readonly headers: Headers;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(messages.unexpectedServerError, { cause: init.cause });
    this.name = "ApiError";
    this.status = init.status;
    this.statusText = init.statusText ?? "";
    this.bodyText = init.bodyText ?? "";
    this.headers = init.headers ?? new Headers();
    this.body = init.body;
  }

  /** True when the server could not be reached, so the problem is the connection rather than the server. */
  get isConnectivity(): boolean {
    return this.status === undefined;
  }

  /** The `message` the server put in its error body, when it sent one. */
  get serverMessage(): string | undefined {
    const parsed = apiErrorBodySchema.safeParse(this.body);
    return parsed.success ? parsed.data.message : undefined;
  }

  /** The trace id the server put in its error body, for support requests. */
  get traceId(): string | undefined {
    const parsed = apiErrorBodySchema.safeParse(this.body);
    return parsed.success ? parsed.data.traceId : undefined;
  }
}
