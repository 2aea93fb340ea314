import {
  CONTENT_API_PREFIX,
  CONTENT_HEADERS,
  type DataSource,
  dataSourceSchema,
  storylineSchema,
  templateSchema,
} from "@storyframe/core";
import { z } from "zod";
import { fetchJson } from "../api/fetchJson";

/** A storyline as the content API serves it: with its templates and data source definitions (docs/api.md). */
export const storylineDocumentSchema = storylineSchema.extend({
  id: z.string(),
  version: z.number().int().optional(),
  dataSources: z.array(dataSourceSchema),
  templates: z.record(z.string(), templateSchema),
  missingTemplates: z.array(z.string()).default([]),
});
export type StorylineDocument = z.infer<typeof storylineDocumentSchema>;

/** The server answered 200 with something that is not a storyline. */
export class MalformedStorylineError extends Error {
  constructor(detail: string) {
    super(`The storyline received is not in the expected format: ${detail}`);
    this.name = "MalformedStorylineError";
  }
}

/** `GET api/web/v1/storylines/{name}` on a branch. */
export async function fetchStoryline(name: string, branch: string, signal?: AbortSignal): Promise<StorylineDocument> {
  const body = await fetchJson(`/${CONTENT_API_PREFIX}/storylines/${encodeURIComponent(name)}`, {
    headers: { [CONTENT_HEADERS.branch]: branch },
    timeout: true,
    ...(signal ? { signal } : {}),
  });
  const parsed = storylineDocumentSchema.safeParse(body);
  if (!parsed.success) {
    throw new MalformedStorylineError(parsed.error.issues[0]?.message ?? "unknown problem");
  }
  return parsed.data;
}

/** Rows of a data source: `POST api/web/v1/data-sources/data`. */
export async function fetchDataSourceRows(
  dataSource: DataSource,
  parameters: Record<string, unknown>,
  options: { branch: string; retries: number },
): Promise<unknown> {
  return fetchJson(`/${CONTENT_API_PREFIX}/data-sources/data`, {
    method: "POST",
    headers: { [CONTENT_HEADERS.branch]: options.branch, "Content-Type": "application/json" },
    body: JSON.stringify({ apiEndpoint: dataSource.apiEndpoint, parameters }),
    timeout: true,
    retries: options.retries,
  });
}
