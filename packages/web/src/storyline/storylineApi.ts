import {
  type StorylineDataSource,
  storylineDataSourceSchema,
  storylineSchema,
  storylineTemplateSchema,
} from "@storyframe/core";
import { z } from "zod";
import { fetchContent } from "../api/contentApi";
import { fetchDataRows, startDataRowsRead } from "../api/dataApi";

/** A storyline as the content API serves it: with its templates and data source definitions (docs/api.md). */
const storylineDocumentSchema = storylineSchema.extend({
  id: z.string(),
  version: z.number().int().optional(),
  dataSources: z.array(storylineDataSourceSchema),
  // Each with its compiled form: the viewer evaluates it and loads no template parser.
  templates: z.record(z.string(), storylineTemplateSchema),
  missingTemplates: z.array(z.string()).default([]),
});
export type StorylineDocument = z.infer<typeof storylineDocumentSchema>;

/** The server answered 200 with something that is not a storyline. */
class MalformedStorylineError extends Error {
  constructor(detail: string) {
    super(`The storyline received is not in the expected format: ${detail}`);
    this.name = "MalformedStorylineError";
  }
}

/** A storyline as the content API sent it, checked; null when it is not one. */
export function parseStorylineDocument(body: unknown): StorylineDocument | null {
  const parsed = storylineDocumentSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** `GET api/web/v1/storylines/{name}` on a branch. */
export async function fetchStoryline(name: string, branch: string, signal?: AbortSignal): Promise<StorylineDocument> {
  const body = await fetchContent(`storylines/${encodeURIComponent(name)}`, {
    branch,
    timeout: true,
    ...(signal ? { signal } : {}),
  });
  const parsed = storylineDocumentSchema.safeParse(body);
  if (!parsed.success) {
    throw new MalformedStorylineError(parsed.error.issues[0]?.message ?? "unknown problem");
  }
  return parsed.data;
}

/**
 * Rows of a data source (retried up to maxDatasourceRetryCount): a GET of the dynamic data API, or the content API's
 * POST for a data source the storyline marks as writing (see `fetchDataRows`).
 */
/** How a data source is read: on which branch, with how many retries, and whether only its first rows. */
export type DataReadOptions = { branch: string; retries: number; firstRows?: number };

export function fetchDataSourceRows(
  dataSource: StorylineDataSource,
  parameters: Record<string, unknown>,
  options: DataReadOptions,
): Promise<unknown> {
  return fetchDataRows(dataSource.apiEndpoint, parameters, { ...options, writes: dataSource.writes === true });
}

/** Starts now the read `fetchDataSourceRows` will make with the same arguments, for it to take (`startDataRowsRead`). */
export function startDataSourceRowsRead(
  dataSource: StorylineDataSource,
  parameters: Record<string, unknown>,
  options: DataReadOptions,
): void {
  startDataRowsRead(dataSource.apiEndpoint, parameters, { ...options, writes: dataSource.writes === true });
}
