import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { type AliasOptions, build, type Connect, type Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { bootPage } from "./src/boot/bootPagePlugin.ts";
import { muiClassImports } from "./src/boot/muiClassImports.ts";
import { pageChunkGroups } from "./src/boot/pageChunks.ts";

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

const apiTarget = process.env.STORYFRAME_DEV_API ?? "http://localhost:3000";
const proxied = ["/api", "/data", "/oidc", "/proxy", "/tenant-assets", "/healthz", "/readyz"];

// acorn-jsx requires acorn's CommonJS build while the template parser imports its ES module: one copy is enough.
const alias: AliasOptions = [
  { find: /^acorn$/, replacement: require.resolve("acorn").replace(/acorn\.js$/, "acorn.mjs") },
];

const HEADLESS_PAGE = "headless-vdt.html";
const MANIFEST = ".vite/manifest.json";
const HEADLESS_MANIFEST = ".vite/headless-vdt-manifest.json";

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The headless page's manifest under keys of its own (`headless-vdt.html` for the page, `headless-vdt:…` for its
 * chunks, which are not the app's even where their sources are), ready to join the app's manifest.
 */
function headlessManifestEntries(manifest: Manifest): Manifest {
  const key = (name: string) => (name === HEADLESS_PAGE ? name : `headless-vdt:${name}`);
  return Object.fromEntries(
    Object.entries(manifest).map(([name, chunk]) => [
      key(name),
      {
        ...chunk,
        ...(chunk.imports === undefined ? {} : { imports: chunk.imports.map(key) }),
        ...(chunk.dynamicImports === undefined ? {} : { dynamicImports: chunk.dynamicImports.map(key) }),
      },
    ]),
  );
}

/**
 * Builds the headless value-driver tree page (decision 071) after the app, on its own, into the same folder, and
 * adds its entries to the app's manifest. As a second input of the app's build it would share React, zod and the
 * canvas runtime with the app's entry in chunks of their own, which grew the home route's first download; built
 * apart, the app's chunks are what they are without the page, and the page loads only its own.
 */
function headlessVdtBuild(): Plugin {
  let outDir = "";
  return {
    name: "storyframe-headless-vdt-build",
    apply: "build",
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          root: here,
          logLevel: "warn",
          publicDir: false,
          plugins: [react()],
          resolve: { alias },
          build: {
            outDir,
            emptyOutDir: false,
            manifest: HEADLESS_MANIFEST,
            sourcemap: true,
            rolldownOptions: { input: { "headless-vdt": resolve(here, HEADLESS_PAGE) } },
          },
        });
        const read = (file: string): Manifest =>
          existsSync(join(outDir, file)) ? JSON.parse(readFileSync(join(outDir, file), "utf8")) : {};
        const joined = { ...read(MANIFEST), ...headlessManifestEntries(read(HEADLESS_MANIFEST)) };
        writeFileSync(join(outDir, MANIFEST), `${JSON.stringify(joined, null, 2)}\n`);
        rmSync(join(outDir, HEADLESS_MANIFEST), { force: true });
      },
    },
  };
}

/** In `vite` and `vite preview`, the headless value-driver tree page answers at its address, as the server does. */
function headlessVdtAddress(): Plugin {
  const rewrite: Connect.NextHandleFunction = (request, _response, next) => {
    const [path = "", query] = (request.url ?? "").split("?", 2);
    if (path === "/public/headless-vdt" || path === "/public/headless-vdt/") {
      request.url = `/headless-vdt.html${query === undefined ? "" : `?${query}`}`;
    }
    next();
  };
  return {
    name: "storyframe-headless-vdt-address",
    configureServer: (server) => {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(rewrite);
    },
  };
}

export default defineConfig({
  plugins: [react(), muiClassImports(), headlessVdtAddress(), bootPage(here), headlessVdtBuild()],
  resolve: { alias },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // The SPA only: the headless value-driver tree page is built on its own (headlessVdtBuild).
    rolldownOptions: {
      input: { index: resolve(here, "index.html") },
      output: { codeSplitting: { groups: pageChunkGroups(here) } },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    // A dialog driven by simulated user events takes seconds in jsdom when another suite shares the 2 cores.
    testTimeout: 15_000,
  },
});
