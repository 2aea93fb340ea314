import { type DomainError, InsufficientStorageError, UnavailableError } from "./domainErrors";

/**
 * Failures of the infrastructure under a request — a database that cannot be
 * reached, a disk that cannot take a write — told apart from programming
 * errors by the codes the drivers give them (decision 082). They are expected
 * in operation and answer 503 or 507 with a message that says what happened,
 * never 500.
 */
export type Fault = "unreachable" | "storage-full" | "storage-read-only";

/** Network failures of a connection: the server is gone, restarting or out of reach. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's SQLSTATEs of a server that cannot serve now: shutting down (57P01, 57P02), starting up or in
 * recovery (57P03), out of connection slots (53300). Class 08, connection exceptions, is matched as a class.
 */
const POSTGRES_UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres raises these without a code when a connection dies or cannot be opened in time. */
const POSTGRES_CONNECTION_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
];

/** SQLite's extended codes of a write the file or its disk refused (a read-only remount, an immutable file). */
const SQLITE_WRITE_FAILURES = new Set([
  "SQLITE_IOERR_WRITE",
  "SQLITE_IOERR_FSYNC",
  "SQLITE_IOERR_DIR_FSYNC",
  "SQLITE_IOERR_TRUNCATE",
]);

function codeOf(error: unknown): string | undefined {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" ? code : undefined;
}

function faultOfOne(error: unknown): Fault | undefined {
  const code = codeOf(error);
  if (code !== undefined) {
    if (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return "unreachable";
    }
    // SQLite's disk full, and PostgreSQL's (53100).
    if (code === "SQLITE_FULL" || code === "53100") return "storage-full";
    // SQLite's read-only file or database, and PostgreSQL's read-only transaction (a standby after a failover).
    if (code.startsWith("SQLITE_READONLY") || SQLITE_WRITE_FAILURES.has(code) || code === "25006") {
      return "storage-read-only";
    }
  }
  // A file system's own refusal (ENOSPC, EROFS), as node gives it, and as DuckDB words it in an IO Error.
  if (code === "ENOSPC") return "storage-full";
  if (code === "EROFS") return "storage-read-only";
  const message = error instanceof Error ? error.message : "";
  if (POSTGRES_CONNECTION_MESSAGES.some((known) => message.startsWith(known))) return "unreachable";
  if (message.includes("No space left on device")) return "storage-full";
  if (message.includes("Read-only file system")) return "storage-read-only";
  return undefined;
}

/** The fault behind an error, looking through its causes and the attempts of an aggregate (IPv4 and IPv6). */
export function faultOf(error: unknown, depth = 0): Fault | undefined {
  if (depth > 4 || typeof error !== "object" || error === null) return undefined;
  const own = faultOfOne(error);
  if (own) return own;
  if (error instanceof AggregateError) {
    for (const attempt of error.errors) {
      const fault = faultOf(attempt, depth + 1);
      if (fault) return fault;
    }
  }
  return error instanceof Error ? faultOf(error.cause, depth + 1) : undefined;
}

/** What a request hears when the infrastructure under it failed; safe to show to users. */
export const FAULT_MESSAGES = {
  databaseUnavailable: "The database is not answering. Please try again in a moment.",
  dataConnectionUnavailable: "The database behind this data source is not answering. Please try again in a moment.",
  storageFull: "The change was not saved: the server's disk is full. Reading goes on; please tell your administrator.",
  storageReadOnly:
    "The change was not saved: the server's database cannot be written to. Reading goes on; please tell your administrator.",
  dataStorageFull:
    "The data server's disk is full: the query could not finish and nothing was saved. Please tell your administrator.",
  dataStorageReadOnly:
    "The data server's files cannot be written to: the query could not finish and nothing was saved. Please tell your administrator.",
} as const;

/** When a client may try again after a database that was not answering: a restart takes seconds. */
export const RETRY_AFTER_UNREACHABLE_SECONDS = 2;

/** The domain error of a fault of the metadata database, as every route answers it (decision 082). */
export function metadataFaultError(fault: Fault): DomainError {
  if (fault === "unreachable") {
    return new UnavailableError(FAULT_MESSAGES.databaseUnavailable, RETRY_AFTER_UNREACHABLE_SECONDS);
  }
  return new InsufficientStorageError(
    fault === "storage-full" ? FAULT_MESSAGES.storageFull : FAULT_MESSAGES.storageReadOnly,
  );
}
