import type { PlannedFrame } from "./exportPlan";
import type { PdfHeading } from "./pdfDocument";

/** Everything the export's render thread needs to picture frames and build the file: no service, only data. */
export type RenderJob = {
  format: "pdf" | "png";
  viewport: { width: number; height: number };
  /** The viewer's origin, on this server (its tenant's host name). */
  origin: string;
  /** Where every host name resolves to in the export's Chromium: the address this server listens on. */
  serverAddress: string;
  /** Local storage of the viewer's origin before its first page loads (the export's credential). */
  localStorage: { name: string; value: string }[];
  /** The frames in order, each with the viewer's address that shows it. */
  frames: { path: string; frame: PlannedFrame }[];
  /** Epoch milliseconds by which the whole job must be done. */
  deadline: number;
  pdf: PdfHeading;
};

/** Why a render failed, as it crosses from the render thread: a frame named, the browser, or anything else. */
export type RenderFailure =
  | { kind: "frame"; frame: PlannedFrame; reason: string }
  | { kind: "browser"; message: string }
  | { kind: "other"; message: string };

/** From the server to the render thread. */
export type RenderRequest =
  | { type: "render"; id: number; job: RenderJob }
  | { type: "cancel"; id: number }
  | { type: "close" };

/** From the render thread to the server. */
export type RenderReply =
  | { type: "progress"; id: number; framesDone: number }
  | { type: "done"; id: number; file: Uint8Array }
  | { type: "failed"; id: number; failure: RenderFailure }
  | { type: "closed" };
