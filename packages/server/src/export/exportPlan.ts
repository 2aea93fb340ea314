import {
  type ExportRequest,
  type ExportScope,
  encodeObfuscatedParameters,
  exportMessages,
  PARAMETERS_HASH_QUERY_FLAG,
  PARAMETERS_QUERY_FLAG,
  type ParameterValue,
  storylineSchema,
} from "@storyframe/core";
import { InvalidError } from "../shared/domainErrors";

/** One frame an export renders: its id (`chapter/page/paragraph`) and the title its PDF page carries. */
export type PlannedFrame = { id: string; title: string };

/** What a storyline export renders, decided before any browser starts. */
export type ExportPlan = {
  storylineId: string;
  storylineTitle: string;
  frames: PlannedFrame[];
  /** The values the viewer is opened with: the storyline's own, overlaid by the request's. */
  parameters: Record<string, unknown>;
  /** One line naming each filter's value, printed under every frame's title. */
  parameterLine: string;
};

/** Only what an export needs of the content API's storyline answer. */
const storylineOutlineSchema = storylineSchema.pick({
  title: true,
  chapters: true,
  parameterValues: true,
  filters: true,
});

/** The frames of `scope` around `frameId`, the values to show them with, and the line naming those values. */
export function planExport(
  storylineId: string,
  storylineJson: unknown,
  request: Pick<ExportRequest, "scope" | "frameId" | "parameters">,
): ExportPlan {
  const storyline = storylineOutlineSchema.parse(storylineJson);
  const all = storyline.chapters.flatMap((chapter) =>
    chapter.pages.flatMap((page) =>
      page.paragraphs.map((paragraph) => ({
        id: `${chapter.name}/${page.name}/${paragraph.name}`,
        pageId: `${chapter.name}/${page.name}`,
        title: paragraph.title || paragraph.name,
      })),
    ),
  );
  const frames = framesInScope(all, request.scope, request.frameId);
  const parameters = { ...storyline.parameterValues, ...request.parameters };
  const parameterLine = storyline.filters
    .map((filter) => `${filter.label}: ${describeValue(parameters[filter.parameter])}`)
    .join("  ·  ");
  return {
    storylineId,
    storylineTitle: storyline.title,
    frames: frames.map(({ id, title }) => ({ id, title })),
    parameters,
    parameterLine: parameterLine === "" ? "No parameters" : parameterLine,
  };
}

function framesInScope<T extends { id: string; pageId: string }>(
  all: readonly T[],
  scope: ExportScope,
  frameId: string | undefined,
): T[] {
  if (scope === "storyline") return [...all];
  const current = all.find((frame) => frame.id === frameId);
  if (!current) throw new InvalidError({ frameId: [exportMessages.unknownFrame(frameId ?? "")] });
  return scope === "frame" ? [current] : all.filter((frame) => frame.pageId === current.pageId);
}

/** A parameter value as a reader would say it: lists joined, an empty value as "all". */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "all";
  if (Array.isArray(value)) return value.length === 0 ? "all" : value.map(describeValue).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * The viewer's address for one frame with the export flags (platform-shell §2) and the values in the viewer's
 * own codec, as a copied address carries them (decision 073).
 */
export function viewerPath(storylineId: string, frameId: string, parameters: Record<string, unknown>): string {
  const query = new URLSearchParams({ isExport: "1", hideTitleBar: "1", hideMinimap: "1", hideCommentary: "1" });
  const carried = Object.fromEntries(Object.entries(parameters).filter(([, value]) => value !== undefined)) as Record<
    string,
    ParameterValue
  >;
  if (Object.keys(carried).length > 0) {
    const encoded = encodeObfuscatedParameters(carried);
    query.set(PARAMETERS_QUERY_FLAG, encoded._parameters);
    query.set(PARAMETERS_HASH_QUERY_FLAG, encoded._hash);
  }
  const frame = encodeURIComponent(frameId).replace(/%2F/g, "/");
  return `/storylines/${encodeURIComponent(storylineId)}?frame=${frame}&${query.toString()}`;
}

/** The download's name: the storyline, what part of it, and when, e.g. `fleet-operations-page-2026-11-26.pdf`. */
export function exportFileName(storylineId: string, scope: ExportScope, extension: "pdf" | "png", at: Date): string {
  const base = storylineId.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[-.]+|[-.]+$/g, "") || "storyline";
  const part = scope === "storyline" ? "" : `-${scope}`;
  return `${base}${part}-${at.toISOString().slice(0, 10)}.${extension}`;
}
