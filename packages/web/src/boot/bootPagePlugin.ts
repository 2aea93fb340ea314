// Loaded by vite.config.ts through Node's own module loader too, hence the file extensions.
import { resolve } from "node:path";
import { build, type IndexHtmlTransformContext, type Plugin } from "vite";
import { APP_FILES_ELEMENT_ID, type AppFiles, BOOTSTRAP_ELEMENT_ID } from "./pageElements.ts";
import { ON_DEMAND_PAGES } from "./routePreloads.ts";

type Bundle = NonNullable<IndexHtmlTransformContext["bundle"]>;
type Chunk = NonNullable<IndexHtmlTransformContext["chunk"]>;

/** The empty element the server fills with the host's bootstrap: core's `pageBootstrapElement("")`. */
export const BOOTSTRAP_PLACEHOLDER = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}"></script>`;

const ENTRY_SCRIPT = /<script\b(?=[^>]*\btype="module")(?=[^>]*\bsrc="([^"]+)")[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")(?=[^>]*\bhref="([^"]+)")[^>]*>\s*/g;
const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")(?=[^>]*\bhref="([^"]+)")[^>]*>\s*/g;

/** Takes the tags the build wrote to load the app out of `html`: the entry, its preloads and styles. */
export function takeAppTags(html: string): { html: string; files: Omit<AppFiles, "routes"> } {
  const found = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? "");
  const [entry, ...others] = found(ENTRY_SCRIPT);
  if (entry === undefined || others.length > 0) {
    throw new Error(`index.html should load one entry module, not ${others.length + (entry ? 1 : 0)}`);
  }
  const files = { entry, preloads: found(MODULE_PRELOAD), styles: found(STYLESHEET) };
  const rest = html.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "").replace(STYLESHEET, "");
  return { html: rest, files };
}

/** `fileName` and every chunk it imports statically, transitively. */
function staticClosure(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== "chunk" || into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/** For each on-demand page, the files its chunk needs beyond the entry's. */
function onDemandPageFiles(bundle: Bundle, entry: Chunk, root: string): AppFiles["routes"] {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === "chunk");
  const loadedWithEntry = staticClosure(bundle, entry.fileName);
  return ON_DEMAND_PAGES.map(({ pattern, module }) => {
    const id = resolve(root, module);
    // The page's module may sit in a chunk of its own or in one of the build's groups (pageChunks.ts).
    const own = chunks.find((chunk) => chunk.moduleIds.includes(id));
    if (!own) throw new Error(`${module}, listed in routePreloads.ts, is not part of the build`);
    const needed = [...staticClosure(bundle, own.fileName)];
    return { pattern, files: needed.filter((file) => !loadedWithEntry.has(file)).map((file) => `/${file}`) };
  });
}

/** The boot script as one minified classic script, built from src/boot/main.ts on its own. */
async function buildBootScript(root: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      target: "es2020",
      lib: { entry: resolve(root, "src/boot/main.ts"), formats: ["iife"], name: "storyframeBoot" },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunks = results.flatMap((result) => ("output" in result ? result.output : []));
  const [script, ...others] = chunks.filter((chunk) => chunk.type === "chunk");
  if (!script || others.length > 0) throw new Error("the boot script should build to one chunk");
  const code = script.code.trim();
  // Inlined as the text of a script element, which would end at the first "</script".
  if (/<\/script/i.test(code)) throw new Error("the boot script must not contain </script");
  return code;
}

/**
 * Makes the built index.html a small page that decides before the app downloads (decision 072): the build's
 * tags that load the app move into a JSON element, beside the placeholder the server fills with the host's
 * bootstrap, and the boot script, inlined (the server lets it run by its hash), loads them when the app is
 * needed. Only at build: the development server serves the page as it is, and the app then asks for its settings.
 */
export function bootPage(root: string): Plugin {
  let bootScript: Promise<string> | null = null;
  return {
    name: "storyframe-boot-page",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      async handler(html, context) {
        if (context.path !== "/index.html" || !context.bundle || !context.chunk) return html;
        const { html: page, files } = takeAppTags(html);
        const appFiles: AppFiles = { ...files, routes: onDemandPageFiles(context.bundle, context.chunk, root) };
        bootScript ??= buildBootScript(root);
        const json = JSON.stringify(appFiles).replace(/</g, "\\u003c");
        const elements = [
          `<script type="application/json" id="${APP_FILES_ELEMENT_ID}">${json}</script>`,
          BOOTSTRAP_PLACEHOLDER,
          `<script>${await bootScript}</script>`,
        ];
        return page.replace(/\s*<\/head>/, `\n    ${elements.join("\n    ")}\n  </head>`);
      },
    },
  };
}
