import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { loadDemoData } from "./data/demo/loadDemoData";
import { createLogger } from "./logging";
import { prepareInstallation } from "./startup";

/** Starts the Storyframe server: configuration, database, demo tenant, then HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const installation = await prepareInstallation(config, logger);
  // Stored tenant secrets that the configured key cannot open stop the start, rather than turning features off.
  await installation.services.tenantSecrets.assertReadable();
  // Only the server opens the embedded DuckDB (it locks its file), so the CLI can run beside it.
  if (config.seedDemo && config.data.loadDemoData) {
    const outcome = await loadDemoData(await installation.services.connections.embedded("demo"), (line) =>
      process.stdout.write(`${line}\n`),
    );
    logger.info({ outcome }, "demo analytics data ready");
  }
  const { app } = await buildApp({ config, database: installation.database, services: installation.services, logger });

  app.log.info(
    { database: installation.database.dialect, migrations: installation.migrationsApplied, demo: installation.demo },
    "database ready",
  );

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await installation.services.connections.closeAll();
    await installation.database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`\nStoryframe is serving on ${config.publicUrl}\n\n`);
  if (installation.demoAccounts) {
    process.stdout.write("Demo accounts of the demo tenant (shown once; see README):\n");
    for (const account of installation.demoAccounts) {
      process.stdout.write(`  ${account.role.padEnd(14)} ${account.emailAddress.padEnd(34)} ${account.password}\n`);
    }
    process.stdout.write("\n");
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else if (isAddressInUse(error)) {
    process.stderr.write(`The port is already in use: ${error.message}. Set PORT to another port.\n`);
  } else {
    process.stderr.write(`Storyframe could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.exit(1);
});

function isAddressInUse(error: unknown): error is Error {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === "EADDRINUSE";
}
