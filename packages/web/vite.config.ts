import { createRequire } from "node:module";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

const apiTarget = process.env.STORYFRAME_DEV_API ?? "http://localhost:3000";
const proxied = ["/api", "/data", "/oidc", "/proxy", "/tenant-assets", "/healthz", "/readyz"];

export default defineConfig({
  plugins: [react()],
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
