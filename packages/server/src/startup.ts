import { mkdirSync } from "node:fs";
import { type DemoAccount, seedDemoAccounts } from "./admin/seedDemoAccounts";
import { type AppServices, createServices } from "./app";
import type { ServerConfig } from "./config";
import { seedDemoContent } from "./content/folder/seedDemoContent";
import { type MetadataDatabase, openDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import type { ServiceLog } from "./shared/serviceLog";
import { seedDemoTenant } from "./tenants/seedDemoTenant";

export type PreparedInstallation = {
  config: ServerConfig;
  database: MetadataDatabase;
  services: AppServices;
  migrationsApplied: string[];
  demo: "seeded" | "already-seeded" | "disabled";
  /** The demo accounts, when this start created them (their passwords are printed once). */
  demoAccounts: readonly DemoAccount[] | null;
};

/** Creates the data folder, opens and migrates the database and seeds the demo tenant once. */
export async function prepareInstallation(config: ServerConfig, log: ServiceLog): Promise<PreparedInstallation> {
  mkdirSync(config.dataDir, { recursive: true });
  const database = openDatabase(config.database);
  try {
    const { applied } = await migrateToLatest(database.db);
    const services = await createServices(config, database, log);
    const demo = config.seedDemo
      ? await seedDemoTenant(config.contentDir, services.tenantRepository, services.tenantService)
      : "disabled";
    const demoAccounts = config.seedDemo ? await seedDemoAccounts(services.tenantRepository, services) : null;
    if (config.seedDemo) {
      await seedDemoContent(config.contentDir, services.tenantRepository, services.contentPublisher);
    }
    return { config, database, services, migrationsApplied: applied, demo, demoAccounts };
  } catch (error) {
    await database.close();
    throw error;
  }
}
