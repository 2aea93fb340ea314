import { create } from "zustand";
import type { TemplateDraft } from "./templateSources";

type PerTemplate<T> = Readonly<Record<string, T>>;

type TemplateDraftsState = {
  /** Per storyline on a branch (`storylineKey`), per template name: text typed in the Templates tab and not saved. */
  drafts: Readonly<Record<string, PerTemplate<TemplateDraft>>>;
  /**
   * Per storyline on a branch (`storylineKey`), per template name: versions stored by saves from here, until the
   * storyline is read again.
   */
  savedVersions: Readonly<Record<string, PerTemplate<number>>>;
};

/**
 * The Templates tab's unsaved text. It lives outside the tab, so switching tabs, moving to another frame or
 * closing the Debugger keeps it: an edit goes only when it is saved or the developer reloads.
 */
export const useTemplateDrafts = create<TemplateDraftsState>()(() => ({ drafts: {}, savedVersions: {} }));

/** Records typed text: `change` on top of the template's current text `base`. */
export function editDraft(key: string, name: string, base: TemplateDraft, change: Partial<TemplateDraft>): void {
  useTemplateDrafts.setState((state) => {
    const forStoryline = state.drafts[key] ?? {};
    const draft = { ...(forStoryline[name] ?? base), ...change };
    return { drafts: { ...state.drafts, [key]: { ...forStoryline, [name]: draft } } };
  });
}

/** Drops every draft of a storyline and the versions its saves stored (Reload: the server's text is shown). */
export function dropDrafts(key: string): void {
  useTemplateDrafts.setState((state) => {
    const { [key]: _drafts, ...drafts } = state.drafts;
    const { [key]: _versions, ...savedVersions } = state.savedVersions;
    return { drafts, savedVersions };
  });
}

/** Drops the drafts that hold exactly the text saved; text typed since the save was sent stays. */
export function dropSavedDrafts(key: string, saved: PerTemplate<TemplateDraft>): void {
  useTemplateDrafts.setState((state) => {
    const forStoryline = state.drafts[key] ?? {};
    const kept = Object.fromEntries(
      Object.entries(forStoryline).filter(([name, draft]) => !sameText(draft, saved[name])),
    );
    return { drafts: { ...state.drafts, [key]: kept } };
  });
}

/** Keeps the versions a save stored, so the next save sends them even before the storyline is read again. */
export function rememberSavedVersions(key: string, saved: readonly { name: string; version: number }[]): void {
  useTemplateDrafts.setState((state) => ({
    savedVersions: {
      ...state.savedVersions,
      [key]: {
        ...state.savedVersions[key],
        ...Object.fromEntries(saved.map((template) => [template.name, template.version])),
      },
    },
  }));
}

export function sameText(a: TemplateDraft | undefined, b: TemplateDraft | undefined): boolean {
  return a !== undefined && b !== undefined && a.jsx === b.jsx && a.css === b.css;
}
