import type { EditorTemplate } from "@storyframe/core";
import type { StorylineDocument } from "../../storyline/storylineApi";
import { storylineKey } from "../debuggerStore";
import { describeSaveFailure } from "../templates/describeSaveFailure";
import { rememberSavedVersions, useTemplateDrafts } from "../templates/templateDrafts";
import { putTemplate } from "../templates/templateSaveApi";
import { newestVersion } from "../templates/templateSources";

export type LinkSaveOutcome = { saved: string[]; error?: string };

/**
 * Saves templates through `PUT api/web/v1/storylines/{id}/template`, each on its own and without its includes
 * (the server reads them from the JSX), which every data-model version accepts; each with the version it was
 * read at, so a template someone else changed since is refused, never overwritten. Stops at the first refusal
 * and answers its text; the templates saved before it keep their new versions.
 */
export async function saveLinkedTemplates(
  document: StorylineDocument,
  branch: string,
  templates: readonly EditorTemplate[],
): Promise<LinkSaveOutcome> {
  const key = storylineKey(document.id, branch);
  const saved: string[] = [];
  for (const template of templates) {
    // The newest of the storyline's answer and of this page's own saves on the branch since.
    const version = newestVersion(
      document.templates[template.name]?.version,
      useTemplateDrafts.getState().savedVersions[key]?.[template.name],
    );
    const body = { id: template.name, jsx: template.jsx, css: template.css, ...(version ? { version } : {}) };
    try {
      const stored = await putTemplate(document.id, body, branch);
      rememberSavedVersions(key, stored);
      saved.push(template.name);
    } catch (error) {
      const failure = describeSaveFailure(error);
      const details = failure.kind === "error" && failure.details.length > 0 ? ` ${failure.details.join(" ")}` : "";
      return { saved, error: `${template.name}: ${failure.message}${details}` };
    }
  }
  return { saved };
}
