import { createHash } from "node:crypto";
import { type DataEndpoint, dataEndpointSchema, messages } from "@storyframe/core";
import type { BranchService } from "../branches/branchService";
import { LruCache } from "../cache/lruCache";
import type { ContentRepository } from "../content/contentRepository";
import { badRequest, HttpError } from "../http/httpError";
import { coerceParameters } from "./coerceParameters";
import type { ConnectionRegistry } from "./connections/connectionRegistry";
import { QueryTimeoutError } from "./connections/dataConnection";

export type DataLimits = { timeoutMs: number; maxRows: number; cacheTtlMs: number };

/** An answer: the JSON rows and their entity tag (for If-None-Match → 304). */
export type DataAnswer = { json: Buffer; etag: string };

/** A query failure: users get a safe message; developers also get the database's own words. */
export class DataQueryError extends HttpError {
  constructor(readonly detail: string) {
    super(502, "The data query failed. Please check the filter values and try again.");
  }
}

const MISSING_PARAMETERS = "The following required parameters are missing values:";

/**
 * Runs a tenant's data endpoints (content objects of kind `endpoint`, in the
 * caller's branch) with every parameter bound, within the time and row
 * limits. Answers are cached per branch revision, endpoint and values.
 */
export class DataService {
  private readonly cache = new LruCache<string, { answer: DataAnswer; untilMs: number }>(500);
  /** Queries under way, so identical concurrent requests share one query. */
  private readonly inFlight = new Map<string, Promise<DataAnswer>>();
  private readonly endpoints = new LruCache<string, DataEndpoint>(1000);
  /** How many queries reached a connection (for tests and diagnostics). */
  queriesRun = 0;

  constructor(
    private readonly content: ContentRepository,
    private readonly branches: BranchService,
    private readonly connections: ConnectionRegistry,
    private readonly limits: DataLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** The rows of an endpoint as JSON (an array of row objects). */
  async rows(
    domainName: string,
    branch: string,
    endpointPath: string,
    provided: Record<string, unknown>,
  ): Promise<DataAnswer> {
    const { revision } = await this.branches.require(domainName, branch);
    const endpoint = await this.endpoint(domainName, branch, revision, endpointPath);

    const { values, missing, problems } = coerceParameters(endpoint.parameters, provided);
    if (missing.length > 0) throw new HttpError(400, `${MISSING_PARAMETERS} ${missing.join(", ")}`);
    if (Object.keys(problems).length > 0) throw badRequest(problems);

    const key = `${domainName}\0${branch}\0${revision}\0${endpointPath}\0${JSON.stringify(values)}`;
    const cached = this.cache.get(key);
    if (cached && cached.untilMs > this.now()) return cached.answer;
    const running = this.inFlight.get(key);
    if (running) return running;
    const query = this.query(key, domainName, endpoint, values).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, query);
    return query;
  }

  /** An endpoint's definition, read once per branch revision. */
  private async endpoint(domainName: string, branch: string, revision: number, path: string): Promise<DataEndpoint> {
    const key = `${domainName}\0${branch}\0${revision}\0${path}`;
    const known = this.endpoints.get(key);
    if (known) return known;
    const stored = await this.content.get(domainName, branch, "endpoint", path);
    if (!stored) throw new HttpError(404, messages.datasourceNotFound);
    const endpoint = dataEndpointSchema.parse(stored.object);
    this.endpoints.set(key, endpoint);
    return endpoint;
  }

  private async query(
    key: string,
    domainName: string,
    endpoint: DataEndpoint,
    values: ReturnType<typeof coerceParameters>["values"],
  ): Promise<DataAnswer> {
    const connection = await this.connections.get(domainName, endpoint.connection);
    if (!connection)
      throw new DataQueryError(
        `The endpoint names the connection '${endpoint.connection}', which this tenant does not have.`,
      );
    let result: Awaited<ReturnType<typeof connection.query>>;
    this.queriesRun += 1;
    try {
      result = await connection.query(endpoint.sql, values, {
        timeoutMs: this.limits.timeoutMs,
        maxRows: this.limits.maxRows,
        types: Object.fromEntries(endpoint.parameters.map((parameter) => [parameter.name, parameter.type])),
      });
    } catch (error) {
      if (error instanceof QueryTimeoutError) {
        throw new HttpError(
          504,
          `The data query took longer than ${Number((this.limits.timeoutMs / 1000).toFixed(1))} s and was stopped. Narrow the filters and try again.`,
        );
      }
      throw new DataQueryError(error instanceof Error ? error.message : String(error));
    }
    if (result.truncated) {
      throw new HttpError(
        422,
        `The data query returned more than ${this.limits.maxRows} rows. Narrow the filters and try again.`,
      );
    }
    const json = Buffer.from(JSON.stringify(result.rows));
    const answer = { json, etag: `"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"` };
    if (this.limits.cacheTtlMs > 0) this.cache.set(key, { answer, untilMs: this.now() + this.limits.cacheTtlMs });
    return answer;
  }
}
