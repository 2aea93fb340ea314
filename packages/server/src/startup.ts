import { mkdirSync } from "node:fs";
import { type AppServices, createServices } from "./app";
import type { ServerConfig } from "./config";
import { type MetadataDatabase, openDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { seedDemoTenant } from "./tenants/seedDemoTenant";

export type PreparedInstallation = {
  database: MetadataDatabase;
  services: AppServices;
  migrationsApplied: string[];
  demo: "seeded" | "already-seeded" | "disabled";
};

/** Creates the data folder, opens and migrates the database and seeds the demo tenant once. */
export async function prepareInstallation(config: ServerConfig): Promise<PreparedInstallation> {
  mkdirSync(config.dataDir, { recursive: true });
  const database = openDatabase(config.database);
  try {
    const { applied } = await migrateToLatest(database.db);
    const services = createServices(config, database);
    const demo = config.seedDemo
      ? await seedDemoTenant(config.contentDir, services.tenantRepository, services.tenantService)
      : "disabled";
    return { database, services, migrationsApplied: applied, demo };
  } catch (error) {
    await database.close();
    throw error;
  }
}
