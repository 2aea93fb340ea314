import type { ApiError } from "./apiError";

/** e.g. "Response: 503 Service Unavailable — Database unavailable. (trace ID abc123)" */
export function describeResponse(error: ApiError): string {
  const status = [error.status, error.statusText].filter(Boolean).join(" ");
  const message = error.serverMessage ? ` — ${error.serverMessage}` : "";
  const trace = error.traceId ? ` (trace ID ${error.traceId})` : "";
  return `Response: ${status}${message}${trace}`;
}
