import { z } from "zod";

/** Where the web app starts, follows, cancels and downloads exports of the storyline it shows. */
export const EXPORTS_PATH = "/api/exports";

/** The smallest and largest viewer an export renders at (the requesting browser's viewer, in CSS pixels). */
export const EXPORT_VIEWPORT_LIMITS = { minWidth: 320, maxWidth: 3840, minHeight: 240, maxHeight: 2160 } as const;

/** The size an export renders at when the request names none. */
export const DEFAULT_EXPORT_VIEWPORT = { width: 1280, height: 800 } as const;

export const exportMessages = {
  unavailable:
    "Export is not available on this server: install Chromium (apt-get install chromium) or set STORYFRAME_CHROMIUM_PATH.",
  pngIsOneFrame: "A PNG holds one frame: export the current frame as PNG, or the page or storyline as PDF.",
  frameRequired: "Name the frame (chapter/page/paragraph) to export.",
  unknownFrame: (frameId: string) => `The storyline has no frame '${frameId}'.`,
  jobNotFound: "Export not found.",
  fileNotReady: "The export has no file: it is not finished, failed, was cancelled, or its file has expired.",
  tooManyOfYours: (limit: number) =>
    `You already have ${limit} exports under way. Wait for one to finish or cancel one, then try again.`,
  queueFull: "Too many exports are waiting. Try again in a minute.",
  cancelled: "The export was cancelled.",
  timedOut: (seconds: number) => `The export took longer than ${seconds} seconds and was stopped.`,
  frameFailed: (title: string, reason: string) => `The frame '${title}' could not be rendered: ${reason}`,
  browserFailed: "The export's browser could not be started. Ask your administrator to check the Chromium path.",
  serverStopping: "The server stopped while the export was under way. Start it again.",
  unexpected: "The export failed unexpectedly. Try again; if it fails again, tell your administrator.",
} as const;

const exportScopeSchema = z.enum(["storyline", "page", "frame"]);
export type ExportScope = z.infer<typeof exportScopeSchema>;

const exportFormatSchema = z.enum(["pdf", "png"]);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

const viewportSchema = z.object({
  width: z
    .number()
    .int("The width must be a whole number of pixels.")
    .min(EXPORT_VIEWPORT_LIMITS.minWidth, `The width must be at least ${EXPORT_VIEWPORT_LIMITS.minWidth} pixels.`)
    .max(EXPORT_VIEWPORT_LIMITS.maxWidth, `The width must be at most ${EXPORT_VIEWPORT_LIMITS.maxWidth} pixels.`),
  height: z
    .number()
    .int("The height must be a whole number of pixels.")
    .min(EXPORT_VIEWPORT_LIMITS.minHeight, `The height must be at least ${EXPORT_VIEWPORT_LIMITS.minHeight} pixels.`)
    .max(EXPORT_VIEWPORT_LIMITS.maxHeight, `The height must be at most ${EXPORT_VIEWPORT_LIMITS.maxHeight} pixels.`),
});
export type ExportViewport = z.infer<typeof viewportSchema>;

/** Body of `POST /api/exports`: what to export, as what, with which parameter values, at which viewer size. */
export const exportRequestSchema = z
  .object({
    storylineId: z.string().min(1, "Name the storyline to export.").max(200, "The storyline name is too long."),
    scope: exportScopeSchema,
    format: exportFormatSchema,
    /** The current frame (`chapter/page/paragraph`); the page or frame exported, unused for a whole storyline. */
    frameId: z.string().min(1).max(600, "The frame id is too long.").optional(),
    /** The storyline's parameter values as the viewer holds them (its filters' values). */
    parameters: z.record(z.string().max(200), z.unknown()).default({}),
    viewport: viewportSchema.default(DEFAULT_EXPORT_VIEWPORT),
  })
  .superRefine((request, context) => {
    if (request.format === "png" && request.scope !== "frame") {
      context.addIssue({ code: "custom", path: ["format"], message: exportMessages.pngIsOneFrame });
    }
    if (request.scope !== "storyline" && request.frameId === undefined) {
      context.addIssue({ code: "custom", path: ["frameId"], message: exportMessages.frameRequired });
    }
  });
export type ExportRequest = z.infer<typeof exportRequestSchema>;

const exportJobStateSchema = z.enum(["queued", "running", "done", "failed", "cancelled"]);
export type ExportJobState = z.infer<typeof exportJobStateSchema>;

/** An export job as its owner sees it. */
export const exportJobSchema = z.object({
  id: z.string(),
  storylineId: z.string(),
  scope: exportScopeSchema,
  format: exportFormatSchema,
  state: exportJobStateSchema,
  framesDone: z.number().int().min(0),
  framesTotal: z.number().int().min(0),
  /** Why it failed or was cancelled; null otherwise. */
  message: z.string().nullable(),
  /** The download's file name once done. */
  fileName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

export const exportJobParamsSchema = z.object({ id: z.uuid("Export not found.") });

/** Whether an export has stopped for good: its state will not change again. */
export function isFinishedExport(state: ExportJobState): boolean {
  return state === "done" || state === "failed" || state === "cancelled";
}
