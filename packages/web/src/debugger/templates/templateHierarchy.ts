/** A template of an include hierarchy as the Debugger lists it. */
export type HierarchyEntry = {
  name: string;
  /** 0 for the frame's template, 1 for what it includes, and so on. */
  depth: number;
  /** Included but not in the storyline (not found on the server, or a path just typed). */
  missing: boolean;
};

/**
 * A template and everything it includes, depth first in include order, each template once (where it is first
 * reached), so a cycle ends. `includesOf` answers a template's includes, or undefined when it does not exist.
 */
export function templateHierarchy(
  root: string,
  includesOf: (name: string) => readonly string[] | undefined,
): HierarchyEntry[] {
  const entries: HierarchyEntry[] = [];
  const seen = new Set<string>();
  const visit = (name: string, depth: number) => {
    if (seen.has(name)) return;
    seen.add(name);
    const includes = includesOf(name);
    entries.push({ name, depth, missing: includes === undefined });
    for (const child of includes ?? []) visit(child, depth + 1);
  };
  visit(root, 0);
  return entries;
}
