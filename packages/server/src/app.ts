import { randomUUID } from "node:crypto";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type Provider from "oidc-provider";
import { adminRoutes } from "./admin/routes";
import { installAccessControl } from "./auth/accessControl";
import { authRoutes } from "./auth/routes";
import { TokenVerifier } from "./auth/tokenVerifier";
import { UserRateLimit } from "./auth/userRateLimit";
import { BranchRepository } from "./branches/branchRepository";
import { BranchService } from "./branches/branchService";
import { branchRoutes } from "./branches/routes";
import { clientLogRoutes } from "./clientLogs/routes";
import type { ServerConfig } from "./config";
import { ContentRepository } from "./content/contentRepository";
import { ContentService } from "./content/contentService";
import { contentRoutes } from "./content/routes";
import { ConnectionDefinitions } from "./data/connections/connectionDefinitions";
import { ConnectionRegistry } from "./data/connections/connectionRegistry";
import { DataService } from "./data/dataService";
import { dataRoutes } from "./data/routes";
import type { MetadataDatabase } from "./db/database";
import { healthRoutes } from "./health/routes";
import { installErrorHandling } from "./http/errorHandling";
import { installOpenApi } from "./http/openApi";
import { installRateLimit } from "./http/rateLimit";
import { installSecurityHeaders } from "./http/security";
import { installWebApp } from "./http/webApp";
import { AccountsRepository } from "./identity/accountsRepository";
import { IdentityService } from "./identity/identityService";
import { interactionRoutes } from "./identity/interactionRoutes";
import { mountProvider } from "./identity/mountProvider";
import { OneTimeTokens } from "./identity/oneTimeTokens";
import { createIdentityProvider } from "./identity/provider";
import { SignInThrottle } from "./identity/signInThrottle";
import { loadOrCreateCookieKeys, loadOrCreateSigningKeys } from "./identity/signingKeys";
import { createMailer, type Mailer } from "./mail/mailer";
import { PreferencesRepository } from "./preferences/preferencesRepository";
import { preferencesRoutes } from "./preferences/routes";
import { settingsRoutes } from "./settings/routes";
import type { ServiceLog } from "./shared/serviceLog";
import { speechRoutes } from "./speech/routes";
import { SpeechService } from "./speech/service";
import { tenantAssetRoutes } from "./tenants/assetRoutes";
import { TenantDirectory } from "./tenants/directory";
import { TenantRepository } from "./tenants/repository";
import { TenantService } from "./tenants/service";
import { API_VERSION, SERVER_VERSION } from "./version";

export type AppServices = {
  tenantRepository: TenantRepository;
  tenantDirectory: TenantDirectory;
  tenantService: TenantService;
  accounts: AccountsRepository;
  mailer: Mailer;
  identity: IdentityService;
  /** The embedded OpenID Connect provider; absent when an external issuer is configured. */
  provider: Provider | undefined;
  verifier: TokenVerifier;
  branches: BranchService;
  contentRepository: ContentRepository;
  content: ContentService;
  connections: ConnectionRegistry;
  connectionDefinitions: ConnectionDefinitions;
  data: DataService;
};

/** Services built on the metadata database; shared by the HTTP app and the CLI. */
export async function createServices(
  config: ServerConfig,
  database: MetadataDatabase,
  log: ServiceLog,
): Promise<AppServices> {
  const { db } = database;
  const tenantRepository = new TenantRepository(db);
  const tenantDirectory = new TenantDirectory(tenantRepository, config.settingsCacheTtlMs);
  const accounts = new AccountsRepository(db);
  const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, db, log });
  const identity = new IdentityService(
    accounts,
    new OneTimeTokens(db),
    new SignInThrottle(db),
    mailer,
    config.publicUrl,
  );
  const branches = new BranchService(new BranchRepository(db));
  const connectionDefinitions = new ConnectionDefinitions(db);
  const connections = new ConnectionRegistry(config.data.analyticsDir, connectionDefinitions);
  const contentRepository = new ContentRepository(db, Date.now, (domain, branch) => branches.forget(domain, branch));
  const keys = config.identity.embedded ? await loadOrCreateSigningKeys(db) : undefined;
  const provider = keys
    ? createIdentityProvider({
        config,
        db,
        keys,
        cookieKeys: await loadOrCreateCookieKeys(db),
        tenants: tenantRepository,
        accounts,
      })
    : undefined;
  return {
    tenantRepository,
    tenantDirectory,
    tenantService: new TenantService(tenantRepository, tenantDirectory),
    accounts,
    mailer,
    identity,
    provider,
    verifier: new TokenVerifier(config.identity, keys, accounts, tenantRepository),
    branches,
    contentRepository,
    content: new ContentService(contentRepository, branches),
    connections,
    connectionDefinitions,
    data: new DataService(contentRepository, branches, connections, config.data),
  };
}

export type BuildAppOptions = {
  config: ServerConfig;
  database: MetadataDatabase;
  services?: AppServices;
  /** The process logger; none (silent) in tests. */
  logger?: FastifyBaseLogger;
};

/** Builds the Fastify application with every route; it does not listen. */
export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; services: AppServices }> {
  const { config, database } = options;
  const services = options.services ?? (await createServices(config, database, { info: () => {} }));
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
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
  await installSecurityHeaders(app, config.identity.issuer);
  await installRateLimit(app, config.rateLimitPerMinute);
  await installOpenApi(app, SERVER_VERSION);
  await installWebApp(app, config.webDir);

  installAccessControl(
    app,
    services.verifier,
    services.tenantDirectory,
    new UserRateLimit(config.userRateLimitPerMinute),
  );
  if (services.provider) {
    const provider = services.provider;
    await app.register(async (scope) => mountProvider(scope, provider));
    await app.register(async (scope) =>
      interactionRoutes(scope, {
        provider,
        identity: services.identity,
        tenants: services.tenantRepository,
        accounts: services.accounts,
        config,
      }),
    );
  }
  await app.register(authRoutes, { accounts: services.accounts });
  await app.register(adminRoutes, {
    db: database.db,
    identity: services.identity,
    accounts: services.accounts,
    tenants: services.tenantRepository,
    mailer: services.mailer,
    identityConfig: config.identity,
    publicUrl: config.publicUrl,
  });
  await app.register(branchRoutes, { branches: services.branches });
  await app.register(contentRoutes, { content: services.content });
  await app.register(dataRoutes, { data: services.data });
  await app.register(healthRoutes, { ping: database.ping, dialect: database.dialect });
  await app.register(settingsRoutes, {
    tenants: services.tenantDirectory,
    identity: config.identity,
    apiVersion: API_VERSION,
    environment: config.environment,
    cloudSpeech: config.speech.apiKey !== undefined,
  });
  await app.register(tenantAssetRoutes, { contentDir: config.contentDir });
  await app.register(preferencesRoutes, {
    preferences: new PreferencesRepository(database.db),
    accounts: services.accounts,
  });
  await app.register(clientLogRoutes, { tenants: services.tenantDirectory, verifier: services.verifier });
  await app.register(speechRoutes, { speech: new SpeechService({ config: config.speech }) });

  return { app, services };
}
