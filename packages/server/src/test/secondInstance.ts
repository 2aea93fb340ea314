import { buildApp } from "../app";
import { loadConfig } from "../config";
import { defineDemoPlanningConnection } from "../data/demo/planningStore";
import { prepareInstallation } from "../startup";
import type { TestApp } from "./buildTestApp";

/**
 * Another server instance on the same metadata database as `first` (the same PostgreSQL database, or the same
 * SQLite file), as a second replica behind a load balancer would be. Closing it leaves the database to `first`.
 */
export async function buildSecondInstance(first: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    STORYFRAME_DATA_DIR: first.config.dataDir,
    STORYFRAME_WEB_DIR: first.config.webDir,
    STORYFRAME_LOG_LEVEL: "silent",
    STORYFRAME_LOAD_DEMO_DATA: "false",
    ...(first.config.database.kind === "postgres" ? { STORYFRAME_DATABASE_URL: first.config.database.url } : {}),
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
    },
  };
}
