import { isAbsolute, relative, resolve, sep } from "node:path";
import { contentNameSchema } from "@storyframe/core";

/** The files of the folder that are the link's own, not templates: never read back as edits. */
export const GENERATED_FOLDER = "_storyframe";
export const DECLARATIONS_FILE = "storyframe-components.d.ts";
export const PROJECT_FILE = "jsconfig.json";
/** Creating (or touching) this file in the folder saves the applied edits, as `save` typed into the command does. */
export const SAVE_TRIGGER_FILE = ".storyframe-save";

export type TemplateFileKind = "jsx" | "css";

/** Raised for a template name that would write outside the folder (or is no template name at all). */
export class UnsafeTemplateNameError extends Error {
  constructor(name: string) {
    super(`Refused the template name '${name}': it is not a template path inside the folder.`);
    this.name = "UnsafeTemplateNameError";
  }
}

/** True when `path` lies inside `dir` (not `dir` itself). */
function isInside(dir: string, path: string): boolean {
  const fromDir = relative(dir, path);
  return fromDir !== "" && !fromDir.startsWith(`..${sep}`) && fromDir !== ".." && !isAbsolute(fromDir);
}

/**
 * The file of a template in the folder: `<dir>/<name>.jsx` or `.css`, folders for the parts of its path. Refuses
 * a name that is not a template path or that would land outside the folder.
 */
export function templateFile(dir: string, name: string, kind: TemplateFileKind): string {
  if (!contentNameSchema.safeParse(name).success) throw new UnsafeTemplateNameError(name);
  const file = resolve(dir, `${name}.${kind}`);
  if (!isInside(dir, file)) throw new UnsafeTemplateNameError(name);
  return file;
}

/** The template a file of the folder holds, or null for a file that is not one (generated, hidden, other types). */
export function templateOfFile(dir: string, file: string): { name: string; kind: TemplateFileKind } | null {
  const path = resolve(dir, file);
  if (!isInside(dir, path)) return null;
  const parts = relative(dir, path).split(sep);
  const match = /^(.*)\.(jsx|css)$/.exec(parts.join("/"));
  if (!match?.[1] || !match[2]) return null;
  const name = match[1];
  if (parts[0] === GENERATED_FOLDER || !contentNameSchema.safeParse(name).success) return null;
  return { name, kind: match[2] === "jsx" ? "jsx" : "css" };
}
