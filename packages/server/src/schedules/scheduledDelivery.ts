import type { AccessRepository } from "../admin/access/repository";
import type { ServerConfig } from "../config";
import type { ContentService } from "../content/service";
import type { MetadataDatabase } from "../db/database";
import type { Mailer } from "../mail/mailer";
import type { Metrics } from "../metrics/metrics";
import type { ServiceLog } from "../shared/serviceLog";
import type { TenantRepository } from "../tenants/repository";
import { type RenderPdf, ScheduleDelivery } from "./delivery";
import { ScheduleRunsRepository, SchedulesRepository } from "./repository";
import { DeliveryScheduler } from "./scheduler";
import { SchedulesService } from "./service";

/** Runs claimed and sent side by side per pass of one instance. */
const BATCH_SIZE = 4;
/** The longest wait between two attempts of a failed delivery. */
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

export type ScheduledDeliveryParts = {
  database: MetadataDatabase;
  config: ServerConfig;
  access: AccessRepository;
  content: ContentService;
  tenants: TenantRepository;
  mailer: Mailer;
  /** The export service's PDF rendering; undefined when this server cannot render (no Chromium). */
  renderPdf: RenderPdf | undefined;
  log: ServiceLog;
  /** Where delivery attempts are counted (docs/metrics.md). */
  metrics?: Pick<Metrics, "deliveryFinished">;
};

/** Scheduled delivery's service (the routes' rules) and this instance's delivery loop, sharing their tables. */
export function createScheduledDelivery(parts: ScheduledDeliveryParts): {
  schedules: SchedulesService;
  scheduler: DeliveryScheduler;
} {
  const { database, config } = parts;
  const schedules = new SchedulesRepository(database.db);
  const runs = new ScheduleRunsRepository(database.db, database.dialect);
  const delivery = new ScheduleDelivery({
    content: parts.content,
    access: parts.access,
    tenants: parts.tenants,
    mailer: parts.mailer,
    publicUrl: config.publicUrl,
    renderPdf: parts.renderPdf,
  });
  const scheduler = new DeliveryScheduler(
    schedules,
    runs,
    delivery,
    {
      intervalMs: config.schedules.intervalMs,
      leaseMs: config.schedules.leaseMs,
      batchSize: BATCH_SIZE,
      retry: {
        maxAttempts: config.schedules.maxAttempts,
        baseDelayMs: config.schedules.retryDelayMs,
        maxDelayMs: Math.max(config.schedules.retryDelayMs, MAX_RETRY_DELAY_MS),
      },
    },
    parts.log,
    Date.now,
    parts.metrics,
  );
  return {
    schedules: new SchedulesService(schedules, runs, parts.access, parts.content, delivery, scheduler),
    scheduler,
  };
}
