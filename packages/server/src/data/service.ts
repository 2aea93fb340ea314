import { createHash } from "node:crypto";
import {
  type DataEndpoint,
  dataEndpointSchema,
  firstRowsMessages,
  LruCache,
  messages,
  OPERATION_REQUEST_ID_FIELD,
  WRITABLE_CONNECTION,
} from "@storyframe/core";
import { z } from "zod";
import { contentVersionOf } from "../branches/repository";
import type { BranchService } from "../branches/service";
import type { ContentRepository } from "../content/repository";
import type { DataMetrics, DataQueryOutcome } from "../metrics/metrics";
import { type Announce, type CacheInvalidation, notShared } from "../redis/cacheInvalidation";
import {
  DomainError,
  InsufficientStorageError,
  InvalidError,
  NotAllowedError,
  NotFoundError,
  TimedOutError,
  TooLargeError,
  UnavailableError,
  UpstreamFailedError,
} from "../shared/domainErrors";
import { FAULT_MESSAGES, faultOf, RETRY_AFTER_UNREACHABLE_SECONDS } from "../shared/faults";
import { coerceParameters } from "./coerceParameters";
import type { ConnectionRegistry } from "./connections/connectionRegistry";
import {
  type BoundValue,
  countRows,
  type DataConnection,
  type QueryOptions,
  type QueryResult,
  QueryTimeoutError,
} from "./connections/dataConnection";
import { type DataReader, EndpointAccess } from "./endpointAccess";
import { QueryQueue, type QueryTicket } from "./queryQueue";

export type DataLimits = {
  timeoutMs: number;
  maxRows: number;
  cacheTtlMs: number;
  /** Queries each tenant runs at once (queryQueue.ts). */
  queryConcurrency: number;
  /** Queries each tenant may have waiting; one more is refused with 503. */
  queryQueueLimit: number;
  /** Queries each user runs at once within their tenant; 0 turns the per-user bounds off. */
  userQueryConcurrency: number;
  /** Queries each user may have waiting; one more is refused with 429. */
  userQueryQueueLimit: number;
};

/**
 * An answer: the JSON rows and their entity tag (for If-None-Match → 304). A first-rows answer that is not the
 * whole answer also carries the whole answer's row count.
 */
export type DataAnswer = { json: Buffer; etag: string; totalRows?: number };

export type RowsOptions = {
  /** `false` refuses an endpoint that writes (a GET). */
  allowWrites?: boolean;
  /** Only the first this many rows, with the whole answer's count when there are more (decision 087). */
  firstRows?: number;
};

/** A query failure: users get a safe message; developers also get the database's own words. */
export class DataQueryError extends UpstreamFailedError {
  constructor(readonly detail: string) {
    super("The data query failed. Please check the filter values and try again.");
  }
}

const writtenTenantSchema = z.object({ domainName: z.string() });

const MISSING_PARAMETERS = "The following required parameters are missing values:";

/** Answer to a GET of an endpoint that writes: a GET must never change data. */
const WRITES_NEED_POST = "This data endpoint writes data: call it with POST /api/web/v1/data-sources/data.";

/** The longest request id an operation may carry. */
const MAX_REQUEST_ID_LENGTH = 200;

type Values = ReturnType<typeof coerceParameters>["values"];

/** The request id of an endpoint's operation: null when there is no operation; invalid when the operation has none. */
function requestIdOf(endpoint: DataEndpoint, values: Values): string | null {
  const name = endpoint.operationParameter ?? "";
  const text = values[name];
  if (typeof text !== "string") return null;
  // The bound JSON text, not the sent value: the operation may come from the parameter's default.
  const operation: unknown = JSON.parse(text);
  const id =
    typeof operation === "object" && operation !== null && !Array.isArray(operation)
      ? (operation as Record<string, unknown>)[OPERATION_REQUEST_ID_FIELD]
      : undefined;
  if (typeof id !== "string" || id.trim() === "" || id.length > MAX_REQUEST_ID_LENGTH) {
    throw new InvalidError({
      [name]: [`must carry a ${OPERATION_REQUEST_ID_FIELD} (text of 1 to ${MAX_REQUEST_ID_LENGTH} characters)`],
    });
  }
  return id;
}

/**
 * Runs a tenant's data endpoints (content objects of kind `endpoint`, in the
 * caller's branch) with every parameter bound, within the time and row
 * limits. Answers are cached per branch revision, endpoint and values; an
 * endpoint that writes is never cached, and a write it applies makes every
 * cached answer of the tenant stale (its DuckDB file serves every branch).
 * Only what reaches a connection waits in the tenant's query line: a cached
 * answer, or a request identical to one under way, never does. Every
 * request, cached or not, is first checked against who may read the
 * endpoint (`endpointAccess.ts`).
 */
export class DataService {
  private readonly cache = new LruCache<string, { answer: DataAnswer; untilMs: number }>(500);
  /** Queries under way, so identical concurrent requests share one query. */
  private readonly inFlight = new Map<string, Promise<DataAnswer>>();
  private readonly endpoints = new LruCache<string, DataEndpoint>(1000);
  /** Per tenant, the number of writes applied: part of every cache key, so a write makes older answers stale. */
  private readonly dataGenerations = new Map<string, number>();
  private writtenEverywhere: Announce<z.infer<typeof writtenTenantSchema>> = notShared;
  private readonly queue: QueryQueue;
  private readonly access: EndpointAccess;
  /** How many queries reached a connection (for tests and diagnostics). */
  queriesRun = 0;

  constructor(
    private readonly content: ContentRepository,
    private readonly branches: BranchService,
    private readonly connections: ConnectionRegistry,
    private readonly limits: DataLimits,
    private readonly now: () => number = Date.now,
    private readonly metrics?: DataMetrics,
  ) {
    this.queue = new QueryQueue({
      concurrency: limits.queryConcurrency,
      maxWaiting: limits.queryQueueLimit,
      userConcurrency: limits.userQueryConcurrency,
      userMaxWaiting: limits.userQueryQueueLimit,
    });
    this.access = new EndpointAccess(content);
  }

  /**
   * Shares "this tenant's data changed" with the installation's other instances (decision 085), so an answer
   * cached on one is not served after a write through another.
   */
  shareWith(invalidation: CacheInvalidation): void {
    this.writtenEverywhere = invalidation.share(
      "data",
      writtenTenantSchema,
      ({ domainName }) => this.dataWritten(domainName),
      () => this.cache.clear(),
    );
  }

  /** Makes every cached answer of the tenant stale: the generation is part of each cache key. */
  private dataWritten(domainName: string): void {
    this.dataGenerations.set(domainName, (this.dataGenerations.get(domainName) ?? 0) + 1);
  }

  /** How many of a tenant's queries run and wait now (for tests and diagnostics). */
  queryLoad(domainName: string): { running: number; waiting: number } {
    return this.queue.load(domainName);
  }

  /** How many queries of all tenants run and wait now (for the metrics). */
  totalQueryLoad(): { running: number; waiting: number } {
    return this.queue.totalLoad();
  }

  /**
   * The rows of an endpoint as JSON (an array of row objects), for a reader who may read it (decision 070).
   * `allowWrites: false` refuses an endpoint that writes; `firstRows` reads only the first rows.
   */
  async rows(
    reader: DataReader,
    branch: string,
    endpointPath: string,
    provided: Record<string, unknown>,
    options: RowsOptions = {},
  ): Promise<DataAnswer> {
    const { domainName } = reader;
    const version = contentVersionOf(await this.branches.require(domainName, branch));
    const endpoint = await this.endpoint(domainName, branch, version, endpointPath);
    await this.access.require(reader, branch, version, endpointPath, endpoint);
    if (reader.confine) await reader.confine({ branch, path: endpointPath, endpoint, provided });
    if (endpoint.writes && options.allowWrites === false) throw new NotAllowedError(WRITES_NEED_POST);
    const { firstRows } = options;
    if (endpoint.writes && firstRows !== undefined) throw new InvalidError(undefined, firstRowsMessages.writes);

    const { values, missing, problems } = coerceParameters(endpoint.parameters, provided);
    if (missing.length > 0) throw new InvalidError(undefined, `${MISSING_PARAMETERS} ${missing.join(", ")}`);
    if (Object.keys(problems).length > 0) throw new InvalidError(problems);
    const requestId = endpoint.writes ? requestIdOf(endpoint, values) : null;

    const generation = this.dataGenerations.get(domainName) ?? 0;
    const key = `${domainName}\0${generation}\0${branch}\0${version}\0${endpointPath}\0${JSON.stringify(values)}\0${firstRows ?? ""}`;
    if (!endpoint.writes) {
      const cached = this.cache.get(key);
      if (cached && cached.untilMs > this.now()) {
        this.metrics?.answers.hit();
        return cached.answer;
      }
      this.metrics?.answers.miss();
    }
    const running = this.inFlight.get(key);
    if (running) return running;
    const ticket: QueryTicket = {
      tenant: domainName,
      user: reader.id,
      endpoint:
        endpoint.maxConcurrentQueries === undefined
          ? undefined
          : { path: endpointPath, maxConcurrent: endpoint.maxConcurrentQueries },
    };
    const query = (
      endpoint.writes
        ? this.write(ticket, endpointPath, endpoint, values, requestId)
        : this.query(key, ticket, endpoint, values, firstRows)
    ).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, query);
    return query;
  }

  /**
   * Runs a query of the server's own (not an endpoint's, e.g. the geofence map's GPS readings) on the tenant's
   * embedded DuckDB: in the tenant's query line, within the same time limit, at most `maxRows` rows.
   */
  async queryEmbedded(
    ticket: QueryTicket,
    sql: string,
    parameters: Record<string, BoundValue>,
    maxRows: number,
  ): Promise<QueryResult> {
    const connection = await this.connections.embedded(ticket.tenant);
    return this.run(
      ticket,
      connection.kind,
      () => connection.query(sql, parameters, { timeoutMs: this.limits.timeoutMs, maxRows }),
      maxRows,
    );
  }

  /** An endpoint's definition, read once per version of the branch's content. */
  private async endpoint(domainName: string, branch: string, version: string, path: string): Promise<DataEndpoint> {
    const key = `${domainName}\0${branch}\0${version}\0${path}`;
    const known = this.endpoints.get(key);
    if (known) return known;
    const stored = await this.content.get(domainName, branch, "endpoint", path);
    if (!stored) throw new NotFoundError(messages.datasourceNotFound);
    const parsed = dataEndpointSchema.safeParse(stored.object);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(endpoint)"} ${issue.message}`);
      throw new DataQueryError(`The endpoint '${path}' is not valid: ${issues.join("; ")}.`);
    }
    const endpoint = parsed.data;
    this.endpoints.set(key, endpoint);
    return endpoint;
  }

  private async query(
    key: string,
    ticket: QueryTicket,
    endpoint: DataEndpoint,
    values: Values,
    firstRows: number | undefined,
  ): Promise<DataAnswer> {
    const connection = await this.connectionOf(ticket.tenant, endpoint);
    const maxRows = this.maxRowsOf(endpoint);
    const sql = sqlFor(endpoint, connection);
    const options = { timeoutMs: this.limits.timeoutMs, types: typesOf(endpoint) };
    let answer: DataAnswer;
    if (firstRows !== undefined && firstRows < maxRows) {
      const first = await this.run(
        ticket,
        connection.kind,
        () => connection.query(sql, values, { ...options, maxRows: firstRows }),
        null,
      );
      answer = answerOf(first);
      if (first.truncated) {
        // The count, as the whole answer would be refused when it is over the cap.
        const totalRows = await this.countRows(ticket, connection, sql, values, options);
        if (totalRows > maxRows) throw tooLarge(maxRows);
        answer = { ...answer, totalRows };
      }
    } else {
      answer = answerOf(
        await this.run(ticket, connection.kind, () => connection.query(sql, values, { ...options, maxRows }), maxRows),
      );
    }
    if (this.limits.cacheTtlMs > 0) this.cache.set(key, { answer, untilMs: this.now() + this.limits.cacheTtlMs });
    return answer;
  }

  /**
   * Runs an endpoint that writes, in one transaction on its connection: applied when the request carries a new
   * request id, otherwise run with an empty operation and rolled back (docs/data-connections.md).
   */
  private async write(
    ticket: QueryTicket,
    endpointPath: string,
    endpoint: DataEndpoint,
    values: Values,
    requestId: string | null,
  ): Promise<DataAnswer> {
    const domainName = ticket.tenant;
    const connection = await this.connectionOf(domainName, endpoint);
    if (!connection.write) {
      throw new DataQueryError(
        `The endpoint writes data, but its connection '${endpoint.connection}' is read-only: only the embedded DuckDB connection '${WRITABLE_CONNECTION}' and PostgreSQL connections added with --writes accept writes.`,
      );
    }
    const write = connection.write.bind(connection);
    const maxRows = this.maxRowsOf(endpoint);
    const result = await this.run(
      ticket,
      connection.kind,
      () =>
        write({
          sql: sqlFor(endpoint, connection),
          parameters: values,
          readParameters: { ...values, [endpoint.operationParameter ?? ""]: null },
          requestId,
          scope: endpointPath,
          options: { timeoutMs: this.limits.timeoutMs, maxRows, types: typesOf(endpoint) },
        }),
      maxRows,
    );
    if (result.applied) {
      this.dataWritten(domainName);
      this.writtenEverywhere({ domainName });
    }
    return answerOf(result);
  }

  private async connectionOf(domainName: string, endpoint: DataEndpoint) {
    const connection = await this.connections.get(domainName, endpoint.connection);
    if (!connection)
      throw new DataQueryError(
        `The endpoint names the connection '${endpoint.connection}', which this tenant does not have.`,
      );
    return connection;
  }

  /** The endpoint's own row cap (its `maxRows`), else the installation's. */
  private maxRowsOf(endpoint: DataEndpoint): number {
    return endpoint.maxRows ?? this.limits.maxRows;
  }

  /** The number of rows of a query's whole answer, counted by its connection. */
  private async countRows(
    ticket: QueryTicket,
    connection: DataConnection,
    sql: string,
    values: Values,
    options: Omit<QueryOptions, "maxRows">,
  ): Promise<number> {
    const result = await this.run(
      ticket,
      connection.kind,
      () => connection.query(countRows(sql), values, { ...options, maxRows: 1 }),
      1,
    );
    return Number(result.rows[0]?.total ?? 0);
  }

  /**
   * Runs a query when the tenant's line gives it a place (the time limit starts then), turning a time-out,
   * a failure and a result over the row cap (`maxRows`; null when only the first rows were asked for) into their
   * answers.
   */
  private async run<T extends QueryResult>(
    ticket: QueryTicket,
    connectionKind: string,
    query: () => Promise<T>,
    maxRows: number | null,
  ): Promise<T> {
    let result: T;
    let startedMs: number | undefined;
    const finished = (outcome: DataQueryOutcome) => {
      if (startedMs !== undefined)
        this.metrics?.queryFinished(connectionKind, outcome, (performance.now() - startedMs) / 1000);
    };
    try {
      result = await this.queue.run(ticket, () => {
        this.queriesRun += 1;
        startedMs = performance.now();
        return query();
      });
    } catch (error) {
      finished(error instanceof QueryTimeoutError ? "timeout" : "error");
      if (error instanceof DomainError) throw error;
      const fault = faultOf(error);
      // A warehouse that is down answers 503, which the web app retries and the viewer shows as the data server's.
      if (fault === "unreachable") {
        throw new UnavailableError(FAULT_MESSAGES.dataConnectionUnavailable, RETRY_AFTER_UNREACHABLE_SECONDS);
      }
      // A disk that refuses a write (a DuckDB file, its spill space) answers 507, as the metadata database's does.
      if (fault !== undefined) {
        throw new InsufficientStorageError(
          fault === "storage-full" ? FAULT_MESSAGES.dataStorageFull : FAULT_MESSAGES.dataStorageReadOnly,
        );
      }
      if (error instanceof QueryTimeoutError) {
        throw new TimedOutError(
          `The data query took longer than ${Number((this.limits.timeoutMs / 1000).toFixed(1))} s and was stopped. Narrow the filters and try again.`,
        );
      }
      throw new DataQueryError(error instanceof Error ? error.message : String(error));
    }
    const tooMany = result.truncated && maxRows !== null;
    finished(tooMany ? "too_large" : "ok");
    if (tooMany) throw tooLarge(maxRows);
    return result;
  }
}

const tooLarge = (maxRows: number) =>
  new TooLargeError(`The data query returned more than ${maxRows} rows. Narrow the filters and try again.`);

/** The endpoint's query in its connection's dialect: its PostgreSQL variant on PostgreSQL, when it has one. */
const sqlFor = (endpoint: DataEndpoint, connection: DataConnection) =>
  connection.kind === "postgres" && endpoint.postgresSql !== undefined ? endpoint.postgresSql : endpoint.sql;

const typesOf = (endpoint: DataEndpoint) =>
  Object.fromEntries(endpoint.parameters.map((parameter) => [parameter.name, parameter.type]));

function answerOf(result: QueryResult): DataAnswer {
  const json = Buffer.from(JSON.stringify(result.rows));
  return { json, etag: `"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"` };
}
