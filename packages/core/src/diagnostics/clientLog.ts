import { z } from "zod";

/** What went wrong in the browser: a page that failed to render, a promise nobody caught, or a failed API call. */
export const clientLogKinds = ["render", "unhandledRejection", "uncaughtError", "api"] as const;
export type ClientLogKind = (typeof clientLogKinds)[number];

const traceIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]+$/, "may contain letters, digits, '.', '_', ':' and '-'");

/** One error report of the SPA (`POST /proxy/logging`). */
export const clientLogEntrySchema = z.strictObject({
  level: z.enum(["error", "warn"]),
  kind: z.enum(clientLogKinds),
  message: z.string().min(1, "message is required.").max(2000),
  /** A stack trace or response body, cut to size by the SPA. */
  detail: z.string().max(8000).optional(),
  /** The page the user was on. */
  pageUrl: z.string().max(2000),
  /** The trace id of the session (and of the failed request, for kind 'api'). */
  traceId: traceIdSchema.optional(),
  /** The failed request, for kind 'api'. */
  request: z
    .strictObject({
      method: z.string().min(1).max(10),
      url: z.string().min(1).max(2000),
      status: z.number().int().min(0).max(999).optional(),
    })
    .optional(),
  occurredAt: z.iso.datetime({ offset: true }),
  /** The latest trace events (newest last), to see what led up to the error. */
  recentEvents: z
    .array(z.strictObject({ timestamp: z.iso.datetime({ offset: true }), event: z.string().max(500) }))
    .max(20)
    .optional(),
});
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;
