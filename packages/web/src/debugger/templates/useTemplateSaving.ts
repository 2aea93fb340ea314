import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { fetchStoryline } from "../../storyline/storylineApi";
import { storylineQuery } from "../../storyline/storylineQuery";
import { storylineKey, useDebuggerStore } from "../debuggerStore";
import { describeSaveFailure, type SaveFailure } from "./describeSaveFailure";
import { dropDrafts, dropSavedDrafts, rememberSavedVersions, sameText } from "./templateDrafts";
import { templateHierarchy } from "./templateHierarchy";
import { describeSaved, saveTemplateHierarchy } from "./templateSaveApi";
import { overwriteSources, type SourceOf, type TemplateDraft } from "./templateSources";

export type SaveState =
  | { status: "idle" }
  | { status: "busy" }
  | { status: "saved"; summary: string }
  | ({ status: "failed" } & SaveFailure);

type SavingInputs = {
  storylineId: string;
  branch: string;
  /** The frame's template: saved with its include hierarchy. */
  root: string;
  sourceOf: SourceOf;
  /** Templates with text typed or applied here. */
  edited: ReadonlySet<string>;
};

/** The texts a save sends, per template of the hierarchy. */
function sentTexts(root: string, sourceOf: SourceOf): Record<string, TemplateDraft> {
  const texts: Record<string, TemplateDraft> = {};
  for (const { name } of templateHierarchy(root, (template) => sourceOf(template)?.includes)) {
    const source = sourceOf(name);
    if (source) texts[name] = { jsx: source.jsx, css: source.css };
  }
  return texts;
}

/**
 * Saving from the Templates tab: Save, and after a conflict Reload (drop the edits, read the storyline again) or
 * Overwrite (save the edits over the newer versions). After a save the storyline is read again, so the saved
 * text is what the viewer shows and survives a reload; only then are the saved edits and overrides dropped.
 */
export function useTemplateSaving({ storylineId, branch, root, sourceOf, edited }: SavingInputs) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>({ status: "idle" });
  const key = storylineKey(storylineId, branch);

  const readStorylineAgain = useCallback(
    () => queryClient.invalidateQueries({ queryKey: storylineQuery(storylineId, branch).queryKey, exact: true }),
    [queryClient, storylineId, branch],
  );

  const send = useCallback(
    async (sources: () => Promise<SourceOf>) => {
      setState({ status: "busy" });
      try {
        const sending = await sources();
        const texts = sentTexts(root, sending);
        const saved = await saveTemplateHierarchy(storylineId, root, sending, {
          branch,
          onSaved: (templates) => rememberSavedVersions(key, templates),
        });
        await readStorylineAgain();
        dropSavedDrafts(key, texts);
        const { overrides, clearOverrides } = useDebuggerStore.getState();
        const applied = overrides[key] ?? {};
        const savedOverrides = Object.keys(applied).filter((name) => sameText(applied[name], texts[name]));
        if (savedOverrides.length > 0) clearOverrides(key, savedOverrides);
        setState({ status: "saved", summary: describeSaved(saved) });
      } catch (error) {
        setState({ status: "failed", ...describeSaveFailure(error) });
      }
    },
    [root, storylineId, branch, key, readStorylineAgain],
  );

  const save = useCallback(() => send(async () => sourceOf), [send, sourceOf]);

  const overwrite = useCallback(
    () => send(async () => overwriteSources(sourceOf, edited, await fetchStoryline(storylineId, branch))),
    [send, sourceOf, edited, storylineId, branch],
  );

  const reload = useCallback(async () => {
    setState({ status: "busy" });
    dropDrafts(key);
    useDebuggerStore.getState().clearOverrides(key);
    try {
      await readStorylineAgain();
      setState({ status: "idle" });
    } catch (error) {
      setState({ status: "failed", ...describeSaveFailure(error) });
    }
  }, [key, readStorylineAgain]);

  const dismiss = useCallback(() => setState({ status: "idle" }), []);

  return { state, save, overwrite, reload, dismiss };
}
