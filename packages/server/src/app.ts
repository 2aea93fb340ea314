import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type Provider from "oidc-provider";
import { AccessRepository } from "./admin/access/repository";
import { AccessVersions } from "./admin/access/versions";
import { AuditService } from "./admin/audit/service";
import { GroupsService } from "./admin/groups/service";
import { RolesService } from "./admin/roles/service";
import { adminRoutes } from "./admin/routes";
import { UsersRepository } from "./admin/users/repository";
import { UsersService } from "./admin/users/service";
import { WelcomeMail } from "./admin/users/welcomeMail";
import { installApiTokenAudit } from "./apiTokens/requestAudit";
import { apiTokenRoutes } from "./apiTokens/routes";
import { ApiTokenService } from "./apiTokens/service";
import { ApiTokenVerifier } from "./apiTokens/verifier";
import { installAccessControl } from "./auth/accessControl";
import { authRoutes } from "./auth/routes";
import { TokenVerifier } from "./auth/tokenVerifier";
import { SharedUserRateLimit } from "./auth/userRateLimit";
import { answerBackupRequestsWhileRunning } from "./backup/snapshotRequests";
import { BranchRepository } from "./branches/repository";
import { branchRoutes } from "./branches/routes";
import { BranchService } from "./branches/service";
import { clientLogRoutes } from "./clientLogs/routes";
import type { ServerConfig } from "./config";
import { ContentPublisher } from "./content/folder/contentPublisher";
import { ContentRepository } from "./content/repository";
import { contentRoutes } from "./content/routes";
import { ContentService } from "./content/service";
import { ConnectionDefinitions } from "./data/connections/connectionDefinitions";
import { ConnectionRegistry } from "./data/connections/connectionRegistry";
import { dataRoutes } from "./data/routes";
import { DataService } from "./data/service";
import type { MetadataDatabase } from "./db/database";
import { exportRoutes } from "./export/routes";
import { ExportService } from "./export/service";
import { GpsReadings } from "./geofence/gpsReadings";
import { GeofenceRepository } from "./geofence/repository";
import { geofenceRoutes } from "./geofence/routes";
import { GeofenceService } from "./geofence/service";
import { healthRoutes } from "./health/routes";
import { installCompression } from "./http/compression";
import { Drain, installDrain } from "./http/drain";
import { httpLayerErrorHandling, installErrorHandling } from "./http/errorHandling";
import { IndexPage } from "./http/indexPage";
import { installInputDepthLimit } from "./http/inputDepth";
import { installOpenApi } from "./http/openApi";
import { installRateLimit } from "./http/rateLimit";
import { requestOrigin } from "./http/requestOrigin";
import { installSecurityHeaders } from "./http/security";
import { traceIdOf } from "./http/traceId";
import { installWebApp } from "./http/webApp";
import { mountProvider } from "./identity/mountProvider";
import { deleteExpiredOidcPayloads, scheduleOidcPayloadPruning } from "./identity/oidcAdapter";
import { OneTimeTokens } from "./identity/oneTimeTokens";
import { createIdentityProvider } from "./identity/provider";
import { interactionRoutes } from "./identity/routes";
import { IdentityService } from "./identity/service";
import { SignInThrottle } from "./identity/signInThrottle";
import { loadOrCreateCookieKeys, loadOrCreateSigningKeys } from "./identity/signingKeys";
import { createMailer, type Mailer } from "./mail/mailer";
import { Metrics } from "./metrics/metrics";
import { MetricsAccess } from "./metrics/metricsAccess";
import { installMetrics } from "./metrics/routes";
import { PreferencesRepository } from "./preferences/repository";
import { preferencesRoutes } from "./preferences/routes";
import { PreferencesService } from "./preferences/service";
import { createSharedState, type SharedState } from "./redis/sharedState";
import { scheduleRoutes } from "./schedules/routes";
import { createScheduledDelivery } from "./schedules/scheduledDelivery";
import type { DeliveryScheduler } from "./schedules/scheduler";
import type { SchedulesService } from "./schedules/service";
import { TenantSecretRepository } from "./secrets/repository";
import { TenantSecrets } from "./secrets/service";
import { settingsRoutes } from "./settings/routes";
import { ClientSettingsService } from "./settings/service";
import type { ServiceLog } from "./shared/serviceLog";
import { ShareLinkRepository } from "./shareLinks/repository";
import { shareLinkRoutes } from "./shareLinks/routes";
import { ShareLinkService } from "./shareLinks/service";
import { speechRoutes } from "./speech/routes";
import { SpeechService } from "./speech/service";
import { TenantSpeechKeys } from "./speech/speechKeys";
import { tenantAssetRoutes } from "./tenants/assets/routes";
import { TenantDirectory } from "./tenants/directory";
import { TenantRepository } from "./tenants/repository";
import { TenantService } from "./tenants/service";
import { BasemapTiles } from "./tiles/basemapTiles";
import { tileRoutes } from "./tiles/routes";
import { TileService } from "./tiles/service";
import { API_VERSION, SERVER_VERSION } from "./version";

export type AppServices = {
  tenantRepository: TenantRepository;
  tenantDirectory: TenantDirectory;
  tenantService: TenantService;
  /** What sign-in, tokens and preferences read about users; the admin services below own the tables. */
  access: AccessRepository;
  users: UsersService;
  roles: RolesService;
  groups: GroupsService;
  audit: AuditService;
  mailer: Mailer;
  identity: IdentityService;
  /** The embedded OpenID Connect provider; absent when an external issuer is configured. */
  provider: Provider | undefined;
  verifier: TokenVerifier;
  branches: BranchService;
  contentRepository: ContentRepository;
  content: ContentService;
  /** Pushes and pulls content folders (`content push|pull`, the demo seed). */
  contentPublisher: ContentPublisher;
  connections: ConnectionRegistry;
  connectionDefinitions: ConnectionDefinitions;
  data: DataService;
  /** The geofence map's polygons, running ids, map key and GPS readings. */
  geofences: GeofenceService;
  preferences: PreferencesService;
  /** Sealed per-tenant secrets (the speech key); values never leave the server. */
  tenantSecrets: TenantSecrets;
  speechKeys: TenantSpeechKeys;
  speech: SpeechService;
  /** Client settings, for the settings call and the web app's page. */
  clientSettings: ClientSettingsService;
  /** The offline basemap's tiles and the map styles. */
  tiles: TileService;
  /** Personal tokens, service accounts and the server's short-lived internal tokens (decision 077). */
  apiTokens: ApiTokenService;
  /** Storyline, page and frame exports to PDF and PNG in headless Chromium (decision 079). */
  exports: ExportService;
  /** Share links to one storyline each, and their bearers' grants (decision 078). */
  shareLinks: ShareLinkService;
  /** Scheduled deliveries of storylines by e-mail (decision 080): the rules, and this instance's delivery loop. */
  schedules: SchedulesService;
  scheduler: DeliveryScheduler;
  /** The registry and instruments `/metrics` serves (decision 083). */
  metrics: Metrics;
  /** Rate-limit counters and cache invalidations shared by the installation's instances through Redis (decision 085). */
  sharedState: SharedState;
};

/** Every service and repository, built here and only here; shared by the HTTP app, the CLI and the demo seed. */
export async function createServices(
  config: ServerConfig,
  database: MetadataDatabase,
  log: ServiceLog,
): Promise<AppServices> {
  const { db } = database;
  const metrics = new Metrics();
  const tenantRepository = new TenantRepository(db);
  const tenantDirectory = new TenantDirectory(tenantRepository, config.settingsCacheTtlMs, metrics.cache("tenants"));
  const access = new AccessRepository(db);
  const accessVersions = new AccessVersions(db);
  const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, db, log });
  const identity = new IdentityService(
    access,
    new UsersRepository(db),
    new OneTimeTokens(db),
    new SignInThrottle(db),
    mailer,
    config.publicUrl,
  );
  const welcome = new WelcomeMail({
    identity,
    tenants: tenantRepository,
    mailer,
    identityConfig: config.identity,
    publicUrl: config.publicUrl,
  });
  const contentRepository = new ContentRepository(db, Date.now, (domain, branch) => branches.forget(domain, branch));
  const branches = new BranchService(new BranchRepository(db, contentRepository));
  const connectionDefinitions = new ConnectionDefinitions(db);
  const connections = new ConnectionRegistry(config.data.analyticsDir, connectionDefinitions, config.data.duckDb);
  const tenantSecrets = new TenantSecrets(new TenantSecretRepository(db), config.secretsKey, config.settingsCacheTtlMs);
  const speechKeys = new TenantSpeechKeys(tenantSecrets, config.speech.apiKey);
  const data = new DataService(contentRepository, branches, connections, config.data, Date.now, metrics.data);
  const keys = config.identity.embedded ? await loadOrCreateSigningKeys(db) : undefined;
  const provider = keys
    ? createIdentityProvider({
        config,
        db,
        keys,
        cookieKeys: await loadOrCreateCookieKeys(db),
        tenants: tenantRepository,
        access,
      })
    : undefined;
  const contentService = new ContentService(contentRepository, branches, metrics.cache("storylines"));
  const apiTokens = new ApiTokenService(db, access, new ApiTokenVerifier(db, access, accessVersions, tenantDirectory));
  const shareLinks = new ShareLinkService(new ShareLinkRepository(db), contentRepository, branches, access);
  // Every cache another instance's change can make stale (decision 085); the caches keyed by a branch's
  // revision (storylines, endpoint access, data answers) follow the branch cache.
  const sharedState = createSharedState(config.redisUrl, log);
  for (const cache of [tenantDirectory, tenantSecrets, accessVersions, branches, data, shareLinks]) {
    cache.shareWith(sharedState.invalidation);
  }
  const exports = new ExportService({
    config: config.export,
    identity: config.identity,
    content: contentService,
    access,
    tenants: tenantDirectory,
    credentials: apiTokens,
    port: config.port,
    log,
    metrics,
  });
  const scheduledDelivery = createScheduledDelivery({
    database,
    config,
    access,
    content: contentService,
    tenants: tenantRepository,
    mailer,
    renderPdf: exports.available ? (input) => exports.renderPdf(input) : undefined,
    log,
    metrics,
  });
  metrics.watchDatabase(database.dialect, database.poolUse);
  metrics.watchDataQueries(() => data.totalQueryLoad());
  metrics.watchExports(() => exports.load());
  metrics.watchDeliveries(
    () => scheduledDelivery.scheduler.inProgress,
    () => scheduledDelivery.scheduler.dueCount(),
  );
  return {
    tenantRepository,
    tenantDirectory,
    tenantService: new TenantService(tenantRepository, tenantDirectory),
    access,
    users: new UsersService(db, welcome, log, accessVersions),
    roles: new RolesService(db, accessVersions),
    groups: new GroupsService(db, accessVersions),
    audit: new AuditService(db),
    mailer,
    identity,
    provider,
    verifier: new TokenVerifier(
      config.identity,
      keys,
      access,
      tenantRepository,
      accessVersions,
      Date.now,
      metrics.cache("access_tokens"),
    ),
    branches,
    contentRepository,
    content: contentService,
    contentPublisher: new ContentPublisher(contentRepository, branches),
    connections,
    connectionDefinitions,
    data,
    geofences: new GeofenceService(
      new GeofenceRepository(db),
      tenantDirectory,
      new GpsReadings(data, connections, log),
    ),
    preferences: new PreferencesService(new PreferencesRepository(db), access),
    tenantSecrets,
    speechKeys,
    speech: new SpeechService({ apiUrl: config.speech.apiUrl, keys: speechKeys }),
    clientSettings: new ClientSettingsService({
      tenants: tenantDirectory,
      identity: config.identity,
      apiVersion: API_VERSION,
      environment: config.environment,
      cloudSpeech: (domainName) => speechKeys.available(domainName),
      exportAvailable: exports.available,
      authorizationEndpoint: provider?.urlFor("authorization") ?? null,
      editorLink: config.editorLink,
    }),
    tiles: new TileService({
      basemap: new BasemapTiles({ includeDemoSite: config.seedDemo }),
      tenants: tenantDirectory,
    }),
    apiTokens,
    exports,
    shareLinks,
    schedules: scheduledDelivery.schedules,
    scheduler: scheduledDelivery.scheduler,
    metrics,
    sharedState,
  };
}

export type BuildAppOptions = {
  config: ServerConfig;
  database: MetadataDatabase;
  services?: AppServices;
  /** The process logger; none (silent) in tests. */
  logger?: FastifyBaseLogger;
  /** The graceful shutdown's state (decision 082); main.ts moves it on a signal. */
  drain?: Drain;
};

/** Builds the Fastify application with every route; it does not listen. */
export async function buildApp(options: BuildAppOptions): Promise<{ app: FastifyInstance; services: AppServices }> {
  const { config, database } = options;
  const services = options.services ?? (await createServices(config, database, { info: () => {}, error: () => {} }));
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: config.trustProxy,
    // The request's id is its trace id (the client's x-trace-id, else a fresh one), on every line of request.log.
    requestIdHeader: false,
    genReqId: traceIdOf,
    ...httpLayerErrorHandling,
    // Requests arriving while closing are refused by installDrain, in the documented error shape.
    return503OnClosing: false,
    // One log line per request only when debugging; errors are always logged.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== "debug" && config.logLevel !== "trace",
      requestIdLogLabel: "traceId",
    }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-trace-id", String(request.id));
  });
  installMetrics(app, services.metrics, new MetricsAccess(config.metrics, config.trustProxy));

  installErrorHandling(app);
  const drain = options.drain ?? new Drain();
  installDrain(app, drain);
  installInputDepthLimit(app);
  const indexPage = new IndexPage(config.webDir);
  await installSecurityHeaders(app, config.identity.issuer, () => indexPage.scriptHashes(), config.editorLink.url);
  installCompression(app, services.metrics.cache("compressed_answers"));
  await installRateLimit(
    app,
    config.rateLimitPerMinute,
    services.sharedState.redis ? services.sharedState.counters : undefined,
  );
  await installOpenApi(app, SERVER_VERSION);
  await installWebApp(app, config.webDir, {
    indexPage,
    pageBootstrap: (request) =>
      services.clientSettings.pageBootstrap({ hostname: request.hostname, origin: requestOrigin(request) }),
    frameAncestors: async (request) =>
      (await services.tenantDirectory.byHostname(request.hostname))?.settings.frameAncestors ?? [],
    tileSources: (request) => services.tiles.pageSources(request.hostname),
  });

  installAccessControl(
    app,
    services.verifier,
    services.tenantDirectory,
    new SharedUserRateLimit(services.sharedState.counters, config.userRateLimitPerMinute),
    services.apiTokens.verifier,
    services.shareLinks,
  );
  installApiTokenAudit(app, services.apiTokens);
  if (services.provider) {
    const provider = services.provider;
    await app.register(async (scope) => mountProvider(scope, provider));
    await app.register(async (scope) =>
      interactionRoutes(scope, {
        provider,
        identity: services.identity,
        tenants: services.tenantRepository,
        config,
      }),
    );
    pruneExpiredOidcPayloadsWhileRunning(app, () => deleteExpiredOidcPayloads(database.db));
  }
  await app.register(authRoutes, { identity: services.identity, users: services.users });
  await app.register(adminRoutes, {
    users: services.users,
    roles: services.roles,
    groups: services.groups,
    audit: services.audit,
  });
  await app.register(branchRoutes, { branches: services.branches });
  await app.register(contentRoutes, { content: services.content });
  await app.register(dataRoutes, { data: services.data, shareLinks: services.shareLinks });
  await app.register(geofenceRoutes, { geofences: services.geofences });
  await app.register(healthRoutes, {
    ping: database.ping,
    dialect: database.dialect,
    draining: () => drain.draining,
  });
  await app.register(settingsRoutes, { tenants: services.tenantDirectory, clientSettings: services.clientSettings });
  await app.register(tenantAssetRoutes, { contentDir: config.contentDir });
  await app.register(tileRoutes, { tiles: services.tiles });
  await app.register(preferencesRoutes, { preferences: services.preferences });
  await app.register(clientLogRoutes, { tenants: services.tenantDirectory, verifier: services.verifier });
  await app.register(speechRoutes, { speech: services.speech });
  await app.register(apiTokenRoutes, { apiTokens: services.apiTokens });
  await app.register(exportRoutes, { exports: services.exports });
  followListeningAddress(app, services.exports);
  await app.register(shareLinkRoutes, { shareLinks: services.shareLinks });
  await app.register(scheduleRoutes, { schedules: services.schedules });
  deliverWhileRunning(app, services.scheduler);
  answerBackupRequestsWhileRunning(app, config.dataDir, services.connections);
  shareStateWhileRunning(app, services.sharedState);

  return { app, services };
}

/** How long a starting instance waits for Redis before it serves on its local state (and joins later). */
const REDIS_START_WAIT_MS = 3000;

/** A serving instance joins the installation's shared state when it is ready and leaves it when it closes. */
function shareStateWhileRunning(app: FastifyInstance, sharedState: SharedState): void {
  app.addHook("onReady", async () => sharedState.connect(REDIS_START_WAIT_MS));
  app.addHook("onClose", async () => sharedState.close());
}

/** This instance sends scheduled deliveries from when the server is ready until it closes. */
function deliverWhileRunning(app: FastifyInstance, scheduler: DeliveryScheduler): void {
  app.addHook("onReady", async () => scheduler.start());
  app.addHook("onClose", async () => scheduler.stop());
}

/** The headless viewer of exports connects to where this app listens; its exports stop when the app closes. */
function followListeningAddress(app: FastifyInstance, exports: ExportService): void {
  app.addHook("onListen", async () => {
    const address = app.server.address();
    if (address && typeof address === "object") exports.listeningOn(address);
  });
  app.addHook("onClose", async () => exports.close());
}

/** Expired sign-in records are removed on a schedule from when the server is ready until it closes. */
function pruneExpiredOidcPayloadsWhileRunning(app: FastifyInstance, prune: () => Promise<unknown>): void {
  let stop: (() => void) | undefined;
  app.addHook("onReady", async () => {
    stop = scheduleOidcPayloadPruning(prune, (error) =>
      app.log.error({ err: error }, "expired OpenID Connect payloads could not be removed"),
    );
  });
  app.addHook("onClose", async () => stop?.());
}
