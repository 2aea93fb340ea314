import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Connect, Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { bootPage } from "./src/boot/bootPagePlugin.ts";

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

const apiTarget = process.env.STORYFRAME_DEV_API ?? "http://localhost:3000";
const proxied = ["/api", "/data", "/oidc", "/proxy", "/tenant-assets", "/healthz", "/readyz"];

/** The build's pages: the SPA, and the headless value-driver tree page with an entry of its own (decision 071). */
const pages = {
  index: resolve(here, "index.html"),
  "headless-vdt": resolve(here, "headless-vdt.html"),
};

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
  plugins: [react(), headlessVdtAddress(), bootPage(here)],
  resolve: {
    // acorn-jsx requires acorn's CommonJS build while the template parser imports its ES module: one copy is enough.
    alias: [{ find: /^acorn$/, replacement: require.resolve("acorn").replace(/acorn\.js$/, "acorn.mjs") }],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { input: pages },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
  },
});
