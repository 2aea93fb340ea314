import { z } from "zod";
import { fetchContent, loadContentVersion } from "../../api/contentApi";
import { useVersionStore } from "../../api/contentVersion";
import { templateSaveBodies } from "./templateSaveBodies";
import type { SourceOf } from "./templateSources";

const savedTemplatesSchema = z.array(z.object({ name: z.string(), version: z.number().int(), storedOnMs: z.number() }));

/** A template the server stored, with its new version. */
export type SavedTemplate = z.infer<typeof savedTemplatesSchema>[number];

/** The saved templates as one line, joined with commas: 'ops/overview (version 3), shared/card (version 2)'. */
export function describeSaved(saved: readonly SavedTemplate[]): string {
  return saved.map((template) => `${template.name} (version ${template.version})`).join(", ");
}

/**
 * One `PUT api/web/v1/storylines/{id}/template` with the body as given: the templates the server stored. Not
 * retried: a repeated save of the same version would be refused as stale. Rejects with the `ApiError` of a refusal.
 */
export async function putTemplate(storylineId: string, body: unknown, branch: string): Promise<SavedTemplate[]> {
  const answer = await fetchContent(`storylines/${encodeURIComponent(storylineId)}/template`, {
    branch,
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    timeout: true,
    retries: 0,
  });
  return savedTemplatesSchema.parse(answer);
}

type SaveOptions = {
  branch: string;
  /** Hears each answer as it arrives, so templates already stored keep their new versions if a later one fails. */
  onSaved?: (saved: readonly SavedTemplate[]) => void;
};

/**
 * Saves a template with its include hierarchy through `PUT api/web/v1/storylines/{id}/template`, by the
 * metastore's data-model rule (asked first, so the rule is the metastore's). Rejects with the `ApiError` of the
 * first refusal.
 */
export async function saveTemplateHierarchy(
  storylineId: string,
  root: string,
  sourceOf: SourceOf,
  { branch, onSaved }: SaveOptions,
): Promise<SavedTemplate[]> {
  await loadContentVersion();
  const bodies = templateSaveBodies(root, sourceOf, useVersionStore.getState().datamodel);
  // One answer, or one per template below data model 0.0.2: the saved templates of all of them, in order.
  const saved: SavedTemplate[] = [];
  for (const body of bodies) {
    const answer = await putTemplate(storylineId, body, branch);
    saved.push(...answer);
    onSaved?.(answer);
  }
  return saved;
}
