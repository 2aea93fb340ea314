import { CLIENT_LOG_URL, type ClientLogEntry, type ClientLogKind } from "@storyframe/core";
import { create } from "zustand";
import { authorizationFor } from "../api/accessToken";
import { latestTraceEvents } from "./traceEvents";

/** The latest error the user met, for the request-assistance e-mail. */
export interface LatestError {
  message: string;
  detail?: string;
  traceId?: string;
  at: Date;
}

export const useLatestErrorStore = create<{ latest: LatestError | null }>()(() => ({ latest: null }));

export interface ClientErrorReport {
  kind: ClientLogKind;
  message: string;
  detail?: string;
  level?: "error" | "warn";
  traceId?: string;
  request?: { method: string; url: string; status?: number };
}

/** At most this many reports leave one page per minute, so a failing loop cannot flood the server. */
const REPORTS_PER_MINUTE = 10;
const sentAt: number[] = [];

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The report as the server expects it (see `clientLogEntrySchema`). */
function toClientLogEntry(report: ClientErrorReport, now: Date = new Date()): ClientLogEntry {
  return {
    level: report.level ?? "error",
    kind: report.kind,
    message: clip(report.message.trim() || "Unknown error", 2000),
    ...(report.detail ? { detail: clip(report.detail, 8000) } : {}),
    pageUrl: clip(window.location.href, 2000),
    ...(report.traceId ? { traceId: report.traceId } : {}),
    ...(report.request
      ? {
          request: {
            method: clip(report.request.method, 10),
            url: clip(report.request.url, 2000),
            ...(report.request.status !== undefined ? { status: report.request.status } : {}),
          },
        }
      : {}),
    occurredAt: now.toISOString(),
    recentEvents: latestTraceEvents(10).map(({ timestamp, event }) => ({
      timestamp: timestamp.toISOString(),
      event: clip(event, 500),
    })),
  };
}

/**
 * Sends an error report to `POST /proxy/logging` and remembers it as the latest error. Never throws: a report
 * that cannot be sent is dropped (with a console line), and reporting never reports itself.
 */
export async function reportClientError(report: ClientErrorReport): Promise<void> {
  useLatestErrorStore.setState({
    latest: {
      message: report.message,
      ...(report.detail ? { detail: report.detail } : {}),
      ...(report.traceId ? { traceId: report.traceId } : {}),
      at: new Date(),
    },
  });
  const now = Date.now();
  while (sentAt.length > 0 && now - (sentAt[0] ?? 0) > 60_000) sentAt.shift();
  if (sentAt.length >= REPORTS_PER_MINUTE) return;
  sentAt.push(now);
  try {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    const authorization = await authorizationFor(CLIENT_LOG_URL);
    if (authorization) headers.Authorization = authorization;
    await fetch(CLIENT_LOG_URL, {
      method: "POST",
      headers,
      body: JSON.stringify(toClientLogEntry(report)),
      keepalive: true,
    });
  } catch (error) {
    console.warn("An error report could not be sent.", error);
  }
}

/** The message and stack of anything thrown. */
export function describeThrown(error: unknown): { message: string; detail?: string } {
  if (error instanceof Error) {
    return { message: `${error.name}: ${error.message}`, ...(error.stack ? { detail: error.stack } : {}) };
  }
  return { message: typeof error === "string" ? error : "A non-error value was thrown." };
}
