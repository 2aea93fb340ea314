import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { ServerConfig } from "./config";
import type { MetadataDatabase } from "./db/database";
import { healthRoutes } from "./health/routes";
import { installErrorHandling } from "./http/errorHandling";
import { installOpenApi } from "./http/openApi";
import { installRateLimit } from "./http/rateLimit";
import { installSecurityHeaders } from "./http/security";
import { installWebApp } from "./http/webApp";
import { settingsRoutes } from "./settings/routes";
import { tenantAssetRoutes } from "./tenants/assetRoutes";
import { TenantDirectory } from "./tenants/directory";
import { TenantRepository } from "./tenants/repository";
import { TenantService } from "./tenants/service";
import { API_VERSION, SERVER_VERSION } from "./version";

export type AppServices = {
  tenantRepository: TenantRepository;
  tenantDirectory: TenantDirectory;
  tenantService: TenantService;
};

/** Services built on the metadata database; shared by the HTTP app and the CLI. */
export function createServices(config: ServerConfig, database: MetadataDatabase): AppServices {
  const tenantRepository = new TenantRepository(database.db);
  const tenantDirectory = new TenantDirectory(tenantRepository, config.settingsCacheTtlMs);
  return {
    tenantRepository,
    tenantDirectory,
    tenantService: new TenantService(tenantRepository, tenantDirectory),
  };
}

export type BuildAppOptions = {
  config: ServerConfig;
  database: MetadataDatabase;
  services?: AppServices;
  /** Structured logs; off in tests unless asked for. */
  logger?: boolean;
};

/** Builds the Fastify application with every route; it does not listen. */
export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; services: AppServices }> {
  const { config, database } = options;
  const services = options.services ?? createServices(config, database);
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    trustProxy: config.trustProxy,
    requestIdHeader: "x-trace-id",
    genReqId: () => randomUUID(),
    // One log line per request only when debugging; errors are always logged.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace",
    }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-trace-id", String(request.id));
  });

  installErrorHandling(app);
  await installSecurityHeaders(app);
  await installRateLimit(app, config.rateLimitPerMinute);
  await installOpenApi(app, SERVER_VERSION);
  await installWebApp(app, config.webDir);

  await app.register(healthRoutes, { ping: database.ping, dialect: database.dialect });
  await app.register(settingsRoutes, {
    tenants: services.tenantDirectory,
    publicUrl: config.publicUrl,
    apiVersion: API_VERSION,
    environment: config.environment,
  });
  await app.register(tenantAssetRoutes, { contentDir: config.contentDir });

  return { app, services };
}

/** JSON lines for machines; readable lines when a person watches the terminal. */
function loggerOptions(config: ServerConfig) {
  return process.stdout.isTTY
    ? {
        level: config.logLevel,
        transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } },
      }
    : { level: config.logLevel };
}
