import { messages } from "@storyframe/core";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  InsufficientStorageError,
  InvalidError,
  NotAllowedError,
  NotFoundError,
  RateLimitedError,
  TimedOutError,
  TooLargeError,
  UnauthenticatedError,
  UnavailableError,
  UpstreamFailedError,
} from "../shared/domainErrors";
import { FAULT_MESSAGES } from "../shared/faults";
import { installErrorHandling, statusOfDomainError } from "./errorHandling";

/** A failure of a dependency that carries more than its kind, as the data and speech services throw. */
class QueryFailed extends UpstreamFailedError {
  constructor(readonly detail: string) {
    super("The query failed.");
  }
}

const failures: Record<string, { error: DomainError; status: number }> = {
  invalid: { error: new InvalidError(undefined, "The voice is unknown."), status: 400 },
  unauthenticated: { error: new UnauthenticatedError("Sign in first."), status: 401 },
  forbidden: { error: new ForbiddenError("This token belongs to another tenant."), status: 403 },
  "not-found": { error: new NotFoundError("Storyline not found."), status: 404 },
  "not-allowed": { error: new NotAllowedError("Call it with POST."), status: 405 },
  conflict: { error: new ConflictError("Branch 'x' already exists."), status: 409 },
  "too-large": { error: new TooLargeError("More than 10 rows."), status: 422 },
  "rate-limited": { error: new RateLimitedError("Rate limit exceeded."), status: 429 },
  "upstream-failed": { error: new UpstreamFailedError("The speech service failed."), status: 502 },
  unavailable: { error: new UnavailableError("Speech is not configured."), status: 503 },
  "timed-out": { error: new TimedOutError("The query took too long."), status: 504 },
  "insufficient-storage": { error: new InsufficientStorageError("The disk is full."), status: 507 },
};

describe("installErrorHandling", () => {
  let app: FastifyInstance;
  let thrown: unknown;

  beforeAll(async () => {
    app = Fastify();
    installErrorHandling(app);
    app.get("/fail", async () => {
      throw thrown;
    });
    await app.ready();
  });

  afterAll(() => app.close());

  async function answerTo(error: unknown) {
    thrown = error;
    return app.inject({ method: "GET", url: "/fail" });
  }

  for (const [kind, { error, status }] of Object.entries(failures)) {
    it(`answers a ${kind} error with ${status}, its message and the trace id`, async () => {
      const response = await answerTo(error);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message: error.message, traceId: expect.any(String) });
    });
  }

  it("answers invalid input with its messages keyed by field", async () => {
    const response = await answerTo(new InvalidError({ name: ["The main branch cannot be deleted."] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: messages.badRequest,
      errors: { name: ["The main branch cannot be deleted."] },
      traceId: expect.any(String),
    });
  });

  it("tells a rate-limited caller when to try again, when that is known", async () => {
    const response = await answerTo(new RateLimitedError("Too many attempts.", 30));
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe("30");
    expect(response.json()).toEqual({ message: "Too many attempts.", traceId: expect.any(String) });
  });

  it("tells the caller of a service that is busy for now when to try again", async () => {
    const response = await answerTo(new UnavailableError("The data engine is busy.", 2));
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("2");
    expect(response.json()).toEqual({ message: "The data engine is busy.", traceId: expect.any(String) });
  });

  it("sends no Retry-After when the wait is not known", async () => {
    const response = await answerTo(new RateLimitedError("Rate limit exceeded."));
    expect(response.headers["retry-after"]).toBeUndefined();
  });

  it("answers a subclass with its kind's status and without its extra detail", async () => {
    const response = await answerTo(new QueryFailed('relation "secret_table" does not exist'));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: "The query failed.", traceId: expect.any(String) });
  });

  it("answers a metadata database that is not answering with 503, when to try again, and what happened", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const response = await answerTo(refused);
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("2");
    expect(response.json()).toEqual({ message: FAULT_MESSAGES.databaseUnavailable, traceId: expect.any(String) });
  });

  it("answers a write the disk or the file refused with 507 and what happened", async () => {
    const full = Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
    expect((await answerTo(full)).statusCode).toBe(507);
    expect((await answerTo(full)).json().message).toBe(FAULT_MESSAGES.storageFull);
    const readOnly = Object.assign(new Error("attempt to write a readonly database"), { code: "SQLITE_READONLY" });
    expect((await answerTo(readOnly)).statusCode).toBe(507);
    expect((await answerTo(readOnly)).json().message).toBe(FAULT_MESSAGES.storageReadOnly);
  });

  it("answers anything unexpected with 500 and a generic message", async () => {
    const response = await answerTo(new Error("connection string postgres://user:secret@db"));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.unexpectedServerError, traceId: expect.any(String) });
  });
});

describe("statusOfDomainError", () => {
  it("gives every kind its status", () => {
    for (const { error, status } of Object.values(failures)) expect(statusOfDomainError(error)).toBe(status);
  });
});
