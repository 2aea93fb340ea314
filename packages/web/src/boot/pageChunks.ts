// Loaded by vite.config.ts through Node's own module loader too, hence the file extensions.
import { basename, extname, resolve } from "node:path";
import type { Rolldown } from "vite";
import { ON_DEMAND_PAGES } from "./routePreloads.ts";

/** The app's entry module, which index.html loads. */
const APP_ENTRY = "src/main.tsx";
/** The storyline viewer's page, the one page whose first load is measured against a hand-written page. */
const VIEWER_PAGE = "src/storyline/StorylinePage.tsx";
/**
 * Modules the app imports on demand for the viewer before its page renders (the opening frame's code): grouped
 * with the viewer's own, so they arrive with the page's files instead of being asked for once the app has run.
 */
const VIEWER_COMPANIONS = ["src/storyline/openingFramePreload.ts"];

/** The shared package's entry (`@storyframe/core`), which re-exports every module of it. */
const CORE_ENTRY = "../core/src/index.ts";

/** What this file reads of the bundler's module graph (its `ChunkingContext`). */
type ModuleInfo = { importedIds: readonly string[]; exports?: readonly string[]; code?: string | null };
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

const NAMED_CORE_IMPORT = /\b(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']@storyframe\/core["']/g;
const ANY_CORE_IMPORT = /["']@storyframe\/core["']/g;

/** The name a part of an import's braces brings in: `a`, `type A` or `a as b` bring in a. */
const importedName = (part: string) =>
  part
    .trim()
    .replace(/^type\s+/, "")
    .split(/\s+as\s+/)[0] ?? "";

/**
 * The names a module's code imports (or re-exports) from the shared package, or null when it takes the package
 * some other way (a namespace, side-effect or dynamic import, a path instead of the package's name) or its code
 * is not known.
 */
export function coreNamesImportedBy(code: string | null | undefined): string[] | null {
  if (code === null || code === undefined) return null;
  const statements = [...code.matchAll(NAMED_CORE_IMPORT)];
  if (statements.length === 0 || statements.length !== (code.match(ANY_CORE_IMPORT) ?? []).length) return null;
  return statements.flatMap((statement) =>
    (statement[1] ?? "")
      .split(",")
      .map(importedName)
      .filter((name) => name !== ""),
  );
}

/**
 * The shared package's entry, and what an import of it from a module leads to: the modules of the package that
 * define the names it imports, or the entry itself when the import cannot be read. Worked out once per module:
 * each page's walk meets the same modules.
 */
type CorePackage = { readonly entry: string; readonly importedBy: (module: string, info: ModuleInfo) => string[] };

function corePackage(graph: ModuleGraph, entry: string): CorePackage {
  const owners = new Map<string, string>();
  for (const module of graph.getModuleInfo(entry)?.importedIds ?? []) {
    for (const name of graph.getModuleInfo(module)?.exports ?? []) owners.set(name, module);
  }
  const known = new Map<string, string[]>();
  const importedBy = (module: string, info: ModuleInfo) => {
    let modules = known.get(module);
    if (modules === undefined) {
      const owned = coreNamesImportedBy(info.code)?.map((name) => owners.get(name));
      modules = owned === undefined || owned.some((owner) => owner === undefined) ? [entry] : (owned as string[]);
      known.set(module, modules);
    }
    return modules;
  };
  return { entry, importedBy };
}

/**
 * `from` and every module it imports statically, transitively. An import of the shared package leads to the
 * modules that define the names imported, not to all of its modules: its entry re-exports every schema of every
 * page, and the app's file would otherwise carry (and build at start) what only other pages use. An import it
 * cannot read leads to the whole package.
 */
function staticallyReachable(graph: ModuleGraph, from: string, core: CorePackage): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      if (imported === core.entry && info !== null) pending.push(...core.importedBy(id, info));
      else pending.push(imported);
    }
  }
  return seen;
}

/**
 * How the build groups modules into files, so that the app and the storyline viewer arrive in a handful of
 * requests instead of one per shared component (decision 088):
 * - everything the app's entry imports statically is one file beside the entry;
 * - every module the viewer's page (or a companion of it) imports statically goes into one file per set of
 *   on-demand pages that import it ("page-storylinepage", "page-adminroutes-storylinepage", …), so the viewer
 *   loads exactly its own modules and another page that shares some of them loads only the files of the sets it
 *   belongs to.
 * A module's set includes the sets of every module it imports, so the files import one another without a cycle.
 * The other pages' own modules and the modules loaded on demand from within a page (the canvas components) keep
 * the automatic split: grouped with the admin pages, a module the Table shares with them would bring those pages'
 * code to every table.
 */
export function pageChunkGroups(root: string): Rolldown.CodeSplittingGroup[] {
  const pages = ON_DEMAND_PAGES.map(({ module }) => ({
    id: resolve(root, module),
    name: basename(module, extname(module)).toLowerCase(),
  }));
  const viewer = pages.find((page) => page.id === resolve(root, VIEWER_PAGE));
  if (!viewer) throw new Error(`${VIEWER_PAGE} is not among the on-demand pages of routePreloads.ts`);
  // Worked out once per chunking pass, whose module information objects are reused from call to call.
  const passes = new WeakMap<object, Map<string, string>>();
  const chunkNames = (graph: ModuleGraph): Map<string, string> => {
    const passKey = graph.getModuleInfo(viewer.id) ?? graph;
    const known = passes.get(passKey);
    if (known) return known;
    const names = new Map<string, string>();
    const core = corePackage(graph, resolve(root, CORE_ENTRY));
    const reachable = (from: string) => staticallyReachable(graph, from, core);
    const viewerModules = reachable(viewer.id);
    for (const companion of VIEWER_COMPANIONS) {
      for (const id of reachable(resolve(root, companion))) viewerModules.add(id);
    }
    const pagesOf = new Map<string, string[]>([...viewerModules].map((id) => [id, [viewer.name]]));
    for (const page of pages) {
      if (page === viewer) continue;
      for (const id of reachable(page.id)) pagesOf.get(id)?.push(page.name);
    }
    for (const [id, pageNames] of pagesOf) names.set(id, `page-${pageNames.sort().join("-")}`);
    for (const id of reachable(resolve(root, APP_ENTRY))) names.set(id, "app");
    // The page keeps a chunk of its own, which its dynamic import and the build's manifest name.
    names.delete(viewer.id);
    passes.set(passKey, names);
    return names;
  };
  return [
    {
      debugName: "app and viewer",
      name: (id, graph) => chunkNames(graph).get(id) ?? null,
      // Every module a named module imports is named too, by the same rule: nothing to pull in after it.
      includeDependenciesRecursively: false,
    },
  ];
}
