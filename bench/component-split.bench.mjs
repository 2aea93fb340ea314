import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { entryKey, readManifest, staticClosure } from "./bundleSize.mjs";

/**
 * How the component library is split: what the viewer downloads first (it must hold no component code, no
 * component's props schema, none of the heavy libraries components use and none of MUI's fields, menus, popovers,
 * drawers or tooltips, only the registry's tags and attribute names), what opening the gallery adds,
 * and the largest component chunks, each with the libraries only it needs. Reads Vite's manifest and the
 * source maps of the built SPA (`node scripts/build.mjs`). Exits 1 when component code or a heavy library
 * lands in the viewer's initial download.
 */
const webDist = join(import.meta.dirname, "../packages/web/dist");
const manifestPath = join(webDist, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`No build at ${webDist}: run 'node scripts/build.mjs' first.`);
  process.exit(1);
}
const manifest = readManifest(webDist);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipOf = (file) => gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;
const rawOf = (file) => readFileSync(join(webDist, file)).length;
const isJs = (file) => file.endsWith(".js");
const closure = (keys) => staticClosure(manifest, keys);

const keyEndingWith = (suffix) => {
  const key = Object.keys(manifest).find((name) => name.endsWith(suffix));
  if (!key) throw new Error(`The manifest has no chunk for ${suffix}.`);
  return key;
};
const entry = entryKey(manifest);
const viewer = closure([entry, keyEndingWith("src/storyline/StorylinePage.tsx")]);
const gallery = [...closure([keyEndingWith("src/gallery/GalleryPage.tsx")])].filter((file) => !viewer.has(file));
const total = (files, size = gzipOf) => [...files].filter(isJs).reduce((sum, file) => sum + size(file), 0);

// A component's own module (`<family>/<Name>/<Name>.tsx`, loaded on demand), and the libraries only components use.
const componentModule = /canvas\/src\/components\/[^/]+\/([A-Z][A-Za-z0-9]*)\/\1\.tsx$/;
const heavyLibraries =
  /node_modules\/(echarts|zrender|exceljs|vis-timeline|vis-data|moment|@mui\/x-data-grid|@mui\/x-date-pickers|@mui\/x-tree-view|react-joyride|libphonenumber-js|react-resizable-panels|@tanstack\/react-table|@tanstack\/react-virtual|@xyflow|@dagrejs|@svar-ui|d3-hierarchy|maplibre-gl|terra-draw|terra-draw-maplibre-gl-adapter|@codemirror|@lezer)\//;
const metadataSource = /canvas\/src\/components\//;
// MUI's form fields, menus, popovers, drawers and tooltips: the viewer's filter fields, side menu and dialogs load
// them on demand, and the theme's class names must not bring the input base with them (muiClassImports).
const onDemandMuiParts =
  /node_modules\/@mui\/material\/(InputBase|TextareaAutosize|TextField|Select|Menu|MenuList|Popover|Popper|Modal|Drawer|Tooltip)\/\1\.m?js$/;
// A component's props schema (`<family>/<Name>/<Name>.meta.ts`): it loads with the component's code.
const propsSchemaModule = /canvas\/src\/components\/[^/]+\/([A-Z][A-Za-z0-9]*)\/\1\.meta\.ts$/;

/** What the given files were built from: offending sources, and the share of component metadata. */
function inspect(files, { viewer }) {
  const offending = new Set();
  let metadataChars = 0;
  for (const file of files) {
    if (!isJs(file) || !existsSync(join(webDist, `${file}.map`))) continue;
    const { sources, sourcesContent = [] } = JSON.parse(readFileSync(join(webDist, `${file}.map`), "utf8"));
    sources.forEach((source, index) => {
      const path = source.replace(/^(\.\.\/)+/, "");
      const misplaced = viewer && (propsSchemaModule.test(path) || onDemandMuiParts.test(path));
      if (componentModule.test(path) || heavyLibraries.test(path) || misplaced) offending.add(path);
      else if (metadataSource.test(path)) metadataChars += sourcesContent[index]?.length ?? 0;
    });
  }
  return { offending, metadataChars };
}

const viewerReport = inspect(viewer, { viewer: true });
// The gallery's docs read the option lists that the schemas' modules hold, and its search is a text field.
const galleryReport = inspect(gallery, { viewer: false });

const componentChunks = Object.entries(manifest)
  .filter(([key, chunk]) => componentModule.test(key) && chunk.isDynamicEntry)
  .map(([key]) => {
    const files = [...closure([key])].filter((file) => !viewer.has(file));
    return { name: key.replace(componentModule, "$1").replace(/^.*\//, ""), gzip: total(files) };
  })
  .sort((a, b) => b.gzip - a.gzip);

const row = (label, value) => console.log(`  ${label.padEnd(52)}${value.padStart(12)}`);
console.log("Component library split (JavaScript, gzip level 9)");
row("viewer initial JS (shell + viewer page)", kb(total(viewer)));
row("  the same, uncompressed", kb(total(viewer, rawOf)));
row("  of which component metadata (source, uncompressed)", kb(viewerReport.metadataChars));
row("gallery route, beyond the viewer's download", kb(total(gallery)));
row(`component chunks (${componentChunks.length}), together`, kb(componentChunks.reduce((sum, c) => sum + c.gzip, 0)));
console.log("  largest component chunks, with the libraries only they need:");
for (const chunk of componentChunks.slice(0, 12)) row(`  ${chunk.name}`, kb(chunk.gzip));

let failed = false;
for (const [where, report] of [
  ["the viewer's initial download", viewerReport],
  ["the gallery route's own chunks", galleryReport],
]) {
  if (report.offending.size === 0) {
    console.log(`  component code, props schemas, heavy libraries or on-demand MUI parts in ${where}: none`);
    continue;
  }
  failed = true;
  console.error(
    `FAIL: component code, props schemas, heavy libraries or on-demand MUI parts in ${where} (they must load on demand):`,
  );
  for (const source of [...report.offending].sort()) console.error(`    ${source}`);
}
process.exitCode = failed ? 1 : 0;
