import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { loadDemoData } from "./data/demo/loadDemoData";
import { defineDemoPlanningConnection, preparePlanningStore } from "./data/demo/planningStore";
import { Drain } from "./http/drain";
import { createLogger } from "./logging";
import { onShutdownSignal, shutDownGracefully } from "./shutdown";
import { prepareInstallation } from "./startup";

/** Starts the Storyframe server: configuration, database, demo tenant, then HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const installation = await prepareInstallation(config, logger);
  // Stored tenant secrets that the configured key cannot open stop the start, rather than turning features off.
  await installation.services.tenantSecrets.assertReadable();
  // The server's settings, not a command line's, decide where the demo's planning endpoints write.
  if (config.seedDemo) {
    await defineDemoPlanningConnection(installation.services.connectionDefinitions, config.data.demoStoreUrl);
  }
  // Only the server opens the embedded DuckDB (it locks its file), so the CLI can run beside it.
  if (config.seedDemo && config.data.loadDemoData) {
    const outcome = await loadDemoData(await installation.services.connections.embedded("demo"), (line) =>
      process.stdout.write(`${line}\n`),
    );
    logger.info({ outcome }, "demo analytics data ready");
    await preparePlanningStore(installation.services.connections, (line) => process.stdout.write(`${line}\n`));
  }
  const drain = new Drain();
  const { app } = await buildApp({
    config,
    database: installation.database,
    services: installation.services,
    logger,
    drain,
  });

  app.log.info(
    { database: installation.database.dialect, migrations: installation.migrationsApplied, demo: installation.demo },
    "database ready",
  );

  onShutdownSignal(app.log, async (signal) => {
    app.log.info({ signal }, "shutting down");
    try {
      await shutDownGracefully({
        app,
        drain,
        settings: config.shutdown,
        log: app.log,
        resources: [
          { name: "data connections", close: () => installation.services.connections.closeAll() },
          { name: "metadata database", close: () => installation.database.close() },
        ],
      });
    } catch (error) {
      app.log.error({ err: error }, "the shutdown failed");
      process.exit(1);
    }
    process.exit(0);
  });

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
