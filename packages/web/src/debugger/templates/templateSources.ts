import type { StorylineDocument } from "../../storyline/storylineApi";
import type { TemplateOverride } from "../debuggerStore";

/** A template's text as typed in the Debugger and not yet saved. */
export type TemplateDraft = { jsx: string; css: string };

/** A template as the Debugger would save it: its text, what it includes, and the stored version it was read at. */
export type TemplateSource = {
  jsx: string;
  css: string;
  includes: readonly string[];
  /** Undefined for a template that is not stored yet. */
  version: number | undefined;
};

export type SourceOf = (name: string) => TemplateSource | undefined;

type SourceInputs = {
  templates: StorylineDocument["templates"];
  /** Edits applied to the viewer (not saved). */
  overrides: Readonly<Record<string, TemplateOverride>>;
  /** Text typed in the editors (not applied, not saved). */
  drafts: Readonly<Record<string, TemplateDraft>>;
  /** Versions this Debugger's saves stored, newer than the storyline's answer until it is read again. */
  savedVersions: Readonly<Record<string, number>>;
  /** The includes of JSX, or null when it does not parse (or the parser is not loaded yet). */
  includesOfJsx: (jsx: string) => readonly string[] | null;
};

/** The newest of the versions known (the storyline's answer, a save since), or undefined when none is. */
export function newestVersion(...versions: (number | undefined)[]): number | undefined {
  const known = versions.filter((version): version is number => version !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
}

/**
 * Where each template's text comes from: what is typed, else what was applied, else what the storyline holds. An
 * edited template includes what its JSX includes (as `content push` reads it), or what it included before while
 * its JSX does not parse.
 */
export function templateSources({
  templates,
  overrides,
  drafts,
  savedVersions,
  includesOfJsx,
}: SourceInputs): SourceOf {
  return (name) => {
    const stored = templates[name];
    const override = overrides[name];
    const draft = drafts[name];
    const edited = draft ?? override;
    const version = newestVersion(stored?.version, savedVersions[name]);
    if (!edited) {
      return stored ? { jsx: stored.jsx, css: stored.css, includes: stored.includes, version } : undefined;
    }
    const includes = includesOfJsx(edited.jsx) ?? override?.includes ?? stored?.includes ?? [];
    return { jsx: edited.jsx, css: edited.css, includes, version };
  };
}

/**
 * The sources to overwrite with after a conflict, given the storyline as stored now: an edited template keeps
 * its text with the stored version (so it replaces the newer one knowingly); a template not edited here takes
 * the stored text and version, so someone else's change to it is kept.
 */
export function overwriteSources(
  local: SourceOf,
  edited: ReadonlySet<string>,
  stored: Pick<StorylineDocument, "templates">,
): SourceOf {
  return (name) => {
    const mine = local(name);
    const current = stored.templates[name];
    if (edited.has(name) || !current) return mine ? { ...mine, version: current?.version } : undefined;
    return { jsx: current.jsx, css: current.css, includes: current.includes, version: current.version };
  };
}
