import { defineConfig } from "vitest/config";

/**
 * One Vitest run for every package. Server integration suites (`*.int.test.ts`)
 * run against real SQLite and PostgreSQL; `scripts/test.mjs` provides the
 * PostgreSQL cluster through STORYFRAME_TEST_DATABASE_URL.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "core",
          root: "packages/core",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          root: "packages/server",
          include: ["src/**/*.test.ts"],
          exclude: ["src/**/*.int.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server-integration",
          root: "packages/server",
          include: ["src/**/*.int.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "packages/canvas",
      "packages/web",
    ],
  },
});
