import { resolve } from "node:path";
import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { pageChunkGroups } from "./pageChunks";

const ROOT = "/app";
const id = (path: string) => resolve(ROOT, path);

/** A module graph by static imports, as the bundler's chunking context answers it. */
function graphOf(imports: Record<string, string[]>) {
  return {
    getModuleInfo: (moduleId: string) => {
      const entry = Object.entries(imports).find(([path]) => id(path) === moduleId);
      return entry ? { importedIds: entry[1].map(id) } : null;
    },
  };
}

const graph = graphOf({
  "src/main.tsx": ["src/app/router.tsx", "node_modules/react/index.js"],
  "src/app/router.tsx": [],
  "node_modules/react/index.js": [],
  "src/storyline/StorylinePage.tsx": ["node_modules/react/index.js", "src/storyline/viewer.ts", "src/ui/Select.tsx"],
  "src/storyline/viewer.ts": [],
  "src/ui/Select.tsx": ["src/ui/Popover.tsx"],
  "src/ui/Popover.tsx": [],
  "src/admin/AdminRoutes.tsx": ["src/ui/Select.tsx", "src/admin/UsersPage.tsx"],
  "src/admin/UsersPage.tsx": [],
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
