import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { type AppServices, buildApp } from "../app";
import { loadConfig, type ServerConfig } from "../config";
import { defineDemoPlanningConnection } from "../data/demo/planningStore";
import type { MetadataDatabase } from "../db/database";
import { prepareInstallation } from "../startup";
import { createPostgresDatabase, type DatabaseKind } from "./testDatabase";

export type TestApp = {
  app: FastifyInstance;
  services: AppServices;
  config: ServerConfig;
  database: MetadataDatabase;
  close: () => Promise<void>;
};

/** A test stand-in for the built SPA, so page addresses can be checked without building it. */
export const TEST_INDEX_HTML = "<!doctype html><title>Storyframe test shell</title>";
/** A test stand-in for the build's headless value-driver tree page. */
export const TEST_HEADLESS_VDT_HTML = "<!doctype html><title>Storyframe test value-driver tree</title>";

/**
 * Builds the real application on a fresh database of the given kind, migrated
 * and seeded with the demo tenant, with its own data folder. `env` overrides
 * configuration variables; `options.logger` receives the app's log (silent otherwise).
 */
export async function buildTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { logger?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "storyframe-test-"));
  const webDir = join(dataDir, "web");
  mkdirSync(webDir);
  writeFileSync(join(webDir, "index.html"), TEST_INDEX_HTML);
  writeFileSync(join(webDir, "headless-vdt.html"), TEST_HEADLESS_VDT_HTML);

  const postgres = kind === "postgres" ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    STORYFRAME_DATA_DIR: dataDir,
    STORYFRAME_WEB_DIR: webDir,
    STORYFRAME_LOG_LEVEL: "silent",
    // Suites that need the demo analytics data load it themselves.
    STORYFRAME_LOAD_DEMO_DATA: "false",
    ...(postgres ? { STORYFRAME_DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const installation = await prepareInstallation(config, { info: () => {}, error: () => {} });
  // As the server's start does (main.ts): its settings decide where the demo's planning endpoints write.
  if (config.seedDemo) {
    await defineDemoPlanningConnection(installation.services.connectionDefinitions, config.data.demoStoreUrl);
  }
  const { app, services } = await buildApp({
    config,
    database: installation.database,
    services: installation.services,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.ready();
  return {
    app,
    services,
    config,
    database: installation.database,
    close: async () => {
      await app.close();
      await installation.services.connections.closeAll();
      await installation.database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
