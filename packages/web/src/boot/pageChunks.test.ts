import { resolve } from "node:path";
import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { coreNamesImportedBy, pageChunkGroups } from "./pageChunks";

const ROOT = "/app";
const id = (path: string) => resolve(ROOT, path);

/** The code and exports of the modules that have some, as the bundler's chunking context gives them. */
const sources: Record<string, { code?: string; exports?: string[] }> = {
  "src/main.tsx": { code: 'import { clientSettingsSchema } from "@storyframe/core";' },
  "src/storyline/viewer.ts": { code: 'import { type Storyline, storylineSchema as schema } from "@storyframe/core";' },
  "src/admin/UsersPage.tsx": { code: 'import * as core from "@storyframe/core";' },
  "../core/src/settings.ts": { exports: ["clientSettingsSchema"] },
  "../core/src/content.ts": { exports: ["storylineSchema", "Storyline"] },
  "../core/src/geofence.ts": { exports: ["geofenceSchema"] },
};

/** A module graph by static imports, as the bundler's chunking context answers it. */
function graphOf(imports: Record<string, string[]>) {
  return {
    getModuleInfo: (moduleId: string) => {
      const entry = Object.entries(imports).find(([path]) => id(path) === moduleId);
      return entry ? { importedIds: entry[1].map(id), ...sources[entry[0]] } : null;
    },
  };
}

const CORE = ["../core/src/settings.ts", "../core/src/content.ts", "../core/src/geofence.ts"];

const graph = graphOf({
  "../core/src/index.ts": CORE,
  "../core/src/settings.ts": [],
  "../core/src/content.ts": [],
  "../core/src/geofence.ts": [],
  "src/canvas/GeofenceMap.tsx": ["../core/src/index.ts"],
  "src/main.tsx": ["src/app/router.tsx", "node_modules/react/index.js", "../core/src/index.ts"],
  "src/app/router.tsx": [],
  "node_modules/react/index.js": [],
  "src/storyline/StorylinePage.tsx": ["node_modules/react/index.js", "src/storyline/viewer.ts", "src/ui/Select.tsx"],
  "src/storyline/viewer.ts": ["../core/src/index.ts"],
  "src/ui/Select.tsx": ["src/ui/Popover.tsx"],
  "src/ui/Popover.tsx": [],
  "src/admin/AdminRoutes.tsx": ["src/ui/Select.tsx", "src/admin/UsersPage.tsx"],
  "src/admin/UsersPage.tsx": ["../core/src/index.ts"],
  "src/gallery/GalleryPage.tsx": ["src/ui/Popover.tsx"],
  "src/canvas/Table.tsx": ["src/ui/Select.tsx", "src/admin/UsersPage.tsx"],
  "src/storyline/openingFramePreload.ts": ["src/storyline/viewer.ts", "src/storyline/openingFrame.ts"],
  "src/storyline/openingFrame.ts": [],
});

function chunkOf(path: string): string | null {
  const [group] = pageChunkGroups(ROOT);
  if (typeof group?.name !== "function") throw new Error("the page chunks are named by module");
  // The bundler's chunking context, of which the groups read only the static imports.
  return group.name(id(path), graph as unknown as Rolldown.ChunkingContext) ?? null;
}

describe("pageChunkGroups", () => {
  it("puts everything the entry imports statically into the app's file, even what the pages import too", () => {
    expect(chunkOf("src/main.tsx")).toBe("app");
    expect(chunkOf("src/app/router.tsx")).toBe("app");
    expect(chunkOf("node_modules/react/index.js")).toBe("app");
  });

  it("files the viewer page's modules by the set of pages that import them", () => {
    expect(chunkOf("src/storyline/viewer.ts")).toBe("page-storylinepage");
    expect(chunkOf("src/ui/Select.tsx")).toBe("page-adminroutes-storylinepage");
    // Imported by Select (admin and viewer) and by the gallery: its set holds Select's, so no file imports back.
    expect(chunkOf("src/ui/Popover.tsx")).toBe("page-adminroutes-gallerypage-storylinepage");
  });

  it("follows an import of the shared package to the modules that define the names imported", () => {
    expect(chunkOf("../core/src/settings.ts")).toBe("app");
    expect(chunkOf("../core/src/content.ts")).toBe("page-adminroutes-storylinepage");
    // Only an on-demand component imports it; the admin page's namespace import takes the whole package.
    expect(chunkOf("../core/src/geofence.ts")).toBeNull();
  });

  it("files the modules the app loads for the viewer before its page renders with the viewer's own", () => {
    expect(chunkOf("src/storyline/openingFramePreload.ts")).toBe("page-storylinepage");
    expect(chunkOf("src/storyline/openingFrame.ts")).toBe("page-storylinepage");
  });

  it("leaves the viewer page itself, the other pages' own modules and on-demand components to the automatic split", () => {
    expect(chunkOf("src/storyline/StorylinePage.tsx")).toBeNull();
    expect(chunkOf("src/admin/AdminRoutes.tsx")).toBeNull();
    expect(chunkOf("src/admin/UsersPage.tsx")).toBeNull();
    expect(chunkOf("src/canvas/Table.tsx")).toBeNull();
  });
});

describe("coreNamesImportedBy", () => {
  it("reads the names of named imports and re-exports, types and renamed ones included", () => {
    const code =
      'import { a, type B, c as d } from "@storyframe/core";\n' +
      "import type { E } from '@storyframe/core';\n" +
      'export { f } from "@storyframe/core";\nimport { g } from "./local";';
    expect(coreNamesImportedBy(code)).toEqual(["a", "B", "c", "E", "f"]);
  });

  it("gives up on a namespace or dynamic import, and on a module whose code is not known", () => {
    expect(coreNamesImportedBy('import * as core from "@storyframe/core";')).toBeNull();
    expect(
      coreNamesImportedBy('import { a } from "@storyframe/core"; const b = import("@storyframe/core");'),
    ).toBeNull();
    expect(coreNamesImportedBy(null)).toBeNull();
    // The entry taken by its path, or for its side effects: no name to follow.
    expect(coreNamesImportedBy('import "@storyframe/core";')).toBeNull();
    expect(coreNamesImportedBy('import { a } from "../../core/src/index";')).toBeNull();
  });
});
