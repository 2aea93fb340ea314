import { randomUUID } from "node:crypto";
import {
  DEFAULT_BRANCH,
  DEFAULT_EXPORT_VIEWPORT,
  type ExportFormat,
  type ExportJob,
  type ExportJobState,
  type ExportRequest,
  type ExportViewport,
  exportMessages,
  isFinishedExport,
} from "@storyframe/core";
import type { AccessRepository } from "../admin/access/repository";
import type { ApiTokenService } from "../apiTokens/service";
import type { ExportConfig, IdentityConfig } from "../config";
import type { ContentService } from "../content/service";
import { spaClientId } from "../identity/tenantClients";
import type { Metrics } from "../metrics/metrics";
import {
  ForbiddenError,
  InvalidError,
  NotFoundError,
  RateLimitedError,
  UnavailableError,
} from "../shared/domainErrors";
import type { ServiceLog } from "../shared/serviceLog";
import type { TenantDirectory } from "../tenants/directory";
import { type ExportPlan, exportFileName, planExport, viewerPath } from "./exportPlan";
import { ExportQueue } from "./exportQueue";
import { FrameRenderError } from "./frameRenderer";
import { BrowserStartError } from "./renderFrames";
import type { RenderJob } from "./renderJob";
import { RenderThread } from "./renderThread";

/** How many unfinished exports one user may have at once. */
const MAX_UNFINISHED_PER_USER = 3;
/** How many exports may wait for a place on this instance before more are refused. */
const MAX_WAITING = 20;
/** The export's credential outlives its time limit by this much, so the last frame is not refused. */
const CREDENTIAL_GRACE_MS = 60_000;

/** Who asks for an export: a signed-in user of a tenant, with the tags they hold now. */
export type ExportCaller = { domainName: string; userId: string; tags: readonly string[] };

/** The short-lived, revocable credential the headless viewer signs in with: the requesting user's own rights. */
type ExportCredentials = Pick<ApiTokenService, "issueInternal" | "revokeInternal">;

type ExportServiceOptions = {
  config: ExportConfig;
  identity: IdentityConfig;
  content: Pick<ContentService, "storylineJson">;
  access: Pick<AccessRepository, "effectiveTagsOf">;
  tenants: Pick<TenantDirectory, "byDomain">;
  credentials: ExportCredentials;
  /** The port this server listens on until `listeningOn` tells otherwise. */
  port: number;
  log: ServiceLog;
  /** Where finished export jobs are counted (docs/metrics.md). */
  metrics?: Pick<Metrics, "exportFinished">;
};

/** The file of a finished export. */
type ExportFile = { bytes: Uint8Array; fileName: string; contentType: string };

type JobRecord = {
  id: string;
  owner: { domainName: string; userId: string };
  storylineId: string;
  scope: ExportRequest["scope"];
  format: ExportFormat;
  state: ExportJobState;
  framesDone: number;
  framesTotal: number;
  message: string | null;
  fileName: string | null;
  file: Uint8Array | null;
  createdAt: Date;
  finishedAt: Date | null;
  controller: AbortController;
};

type RenderInput = {
  domainName: string;
  userId: string;
  plan: ExportPlan;
  format: ExportFormat;
  viewport: ExportViewport;
  hostname: string | undefined;
  signal: AbortSignal;
  onFrameDone: (done: number) => void;
};

/** Why an export stopped before it finished: the abort reason of its signal. */
class ExportStopped extends Error {
  override readonly name = "ExportStopped";
  constructor(
    readonly state: "failed" | "cancelled",
    message: string,
  ) {
    super(message);
  }
}

/**
 * Exports storylines, pages and frames to PDF and PNG (docs/export.md, decision 079). Each export renders this
 * server's own viewer in headless Chromium with the export flags, signed in with a short-lived token of the
 * requesting user (so it reads exactly what they may read), revoked when it ends. Jobs live in this instance's
 * memory: at most `concurrency` render at once, each within its time limit; their files are kept for the
 * retention time, and only their owner sees them.
 */
export class ExportService {
  private readonly jobs = new Map<string, JobRecord>();
  private readonly expiries = new Set<NodeJS.Timeout>();
  private readonly queue: ExportQueue;
  private readonly renderThread: RenderThread | undefined;
  private listenAddress = "127.0.0.1";
  private port: number;

  constructor(private readonly options: ExportServiceOptions) {
    this.queue = new ExportQueue(options.config.concurrency);
    this.port = options.port;
    const { chromiumPath } = options.config;
    this.renderThread = chromiumPath ? new RenderThread(chromiumPath) : undefined;
  }

  /** How many exports (user exports and delivery PDFs) render and wait on this instance now. */
  load(): { running: number; waiting: number } {
    return { running: this.queue.runningCount, waiting: this.queue.waitingCount };
  }

  /** Whether this server can export (it has a Chromium). */
  get available(): boolean {
    return this.renderThread !== undefined;
  }

  /** Where the server listens, once it does: the headless viewer connects there. */
  listeningOn(address: { address: string; port: number }): void {
    this.port = address.port;
    const everywhere = ["0.0.0.0", "::", ""].includes(address.address);
    this.listenAddress = everywhere
      ? "127.0.0.1"
      : address.address.includes(":")
        ? `[${address.address}]`
        : address.address;
  }

  /**
   * Starts an export as the caller; refused (403/404) before any job exists when they may not read the
   * storyline. `hostname` is the tenant host the caller is on, so the viewer renders as they see it.
   */
  async start(caller: ExportCaller, request: ExportRequest, hostname?: string): Promise<ExportJob> {
    this.requireAvailable();
    const plan = await this.plan(caller, request.storylineId, request);
    const unfinished = [...this.jobs.values()].filter(
      (job) => sameOwner(job, caller) && !isFinishedExport(job.state),
    ).length;
    if (unfinished >= MAX_UNFINISHED_PER_USER) {
      throw new RateLimitedError(exportMessages.tooManyOfYours(MAX_UNFINISHED_PER_USER), 30);
    }
    if (this.queue.waitingCount >= MAX_WAITING) throw new UnavailableError(exportMessages.queueFull, 60);

    const job: JobRecord = {
      id: randomUUID(),
      owner: { domainName: caller.domainName, userId: caller.userId },
      storylineId: request.storylineId,
      scope: request.scope,
      format: request.format,
      state: "queued",
      framesDone: 0,
      framesTotal: plan.frames.length,
      message: null,
      fileName: null,
      file: null,
      createdAt: new Date(),
      finishedAt: null,
      controller: new AbortController(),
    };
    this.jobs.set(job.id, job);
    void this.runJob(job, plan, request.viewport, hostname);
    return present(job);
  }

  /** One of the caller's exports; another user's is not found. */
  job(caller: Pick<ExportCaller, "domainName" | "userId">, id: string): ExportJob {
    return present(this.ownJob(caller, id));
  }

  /** Cancels one of the caller's exports; a finished one stays as it is. */
  cancel(caller: Pick<ExportCaller, "domainName" | "userId">, id: string): ExportJob {
    const job = this.ownJob(caller, id);
    if (!isFinishedExport(job.state)) job.controller.abort(new ExportStopped("cancelled", exportMessages.cancelled));
    return present(job);
  }

  /** The file of one of the caller's finished exports. */
  file(caller: Pick<ExportCaller, "domainName" | "userId">, id: string): ExportFile {
    const job = this.ownJob(caller, id);
    if (job.state !== "done" || !job.file || !job.fileName) throw new NotFoundError(exportMessages.fileNotReady);
    return {
      bytes: job.file,
      fileName: job.fileName,
      contentType: job.format === "pdf" ? "application/pdf" : "image/png",
    };
  }

  /**
   * The whole storyline as a PDF, rendered with the user's rights as they are now (for scheduled delivery):
   * refused when the user is gone or may not read the storyline. It waits for a place like any export and
   * keeps to the same time limit; `signal` stops it.
   */
  async renderPdf(input: {
    domainName: string;
    userId: string;
    storylineId: string;
    parameters: Record<string, unknown>;
    signal?: AbortSignal;
  }): Promise<{ pdf: Uint8Array; fileName: string }> {
    this.requireAvailable();
    const tags = await this.options.access.effectiveTagsOf(input.domainName, input.userId);
    if (tags === null) throw new ForbiddenError("The export's user no longer exists in this tenant.");
    const caller = { domainName: input.domainName, userId: input.userId, tags };
    const plan = await this.plan(caller, input.storylineId, { scope: "storyline", parameters: input.parameters });
    const controller = new AbortController();
    const signal = input.signal ? AbortSignal.any([input.signal, controller.signal]) : controller.signal;
    const pdf = await this.queue
      .run(signal, () =>
        this.withTimeLimit(controller, () =>
          this.render({
            ...caller,
            plan,
            format: "pdf",
            viewport: DEFAULT_EXPORT_VIEWPORT,
            hostname: undefined,
            signal,
            onFrameDone: () => {},
          }),
        ),
      )
      .catch((error: unknown) => {
        // The caller gets the message a user would see for the same failure.
        throw error instanceof FrameRenderError
          ? new Error(exportMessages.frameFailed(error.frame.title, error.reason))
          : error;
      });
    return { pdf, fileName: exportFileName(input.storylineId, "storyline", "pdf", new Date()) };
  }

  /** Stops every export (the server is closing) and closes the browser. */
  async close(): Promise<void> {
    for (const job of this.jobs.values()) {
      if (!isFinishedExport(job.state))
        job.controller.abort(new ExportStopped("failed", exportMessages.serverStopping));
    }
    for (const timer of this.expiries) clearTimeout(timer);
    this.expiries.clear();
    await this.renderThread?.close();
  }

  private requireAvailable(): void {
    if (!this.renderThread) throw new UnavailableError(exportMessages.unavailable);
  }

  /** Reads the storyline with the caller's tags (403 or 404 when they may not) and decides the frames. */
  private async plan(
    caller: ExportCaller,
    storylineId: string,
    request: Pick<ExportRequest, "scope" | "frameId" | "parameters">,
  ): Promise<ExportPlan> {
    const json = await this.options.content.storylineJson(caller.domainName, DEFAULT_BRANCH, storylineId, caller.tags);
    const plan = planExport(storylineId, JSON.parse(json.toString("utf8")), request);
    try {
      viewerPath(storylineId, plan.frames[0]?.id ?? "", plan.parameters);
    } catch {
      throw new InvalidError({ parameters: ["A parameter value cannot be carried to the viewer."] });
    }
    return plan;
  }

  private ownJob(caller: Pick<ExportCaller, "domainName" | "userId">, id: string): JobRecord {
    const job = this.jobs.get(id);
    if (!job || !sameOwner(job, caller)) throw new NotFoundError(exportMessages.jobNotFound);
    return job;
  }

  private async runJob(job: JobRecord, plan: ExportPlan, viewport: ExportViewport, hostname?: string): Promise<void> {
    const { controller } = job;
    try {
      const bytes = await this.queue.run(controller.signal, () => {
        job.state = "running";
        return this.withTimeLimit(controller, () =>
          this.render({
            ...job.owner,
            plan,
            format: job.format,
            viewport,
            hostname,
            signal: controller.signal,
            onFrameDone: (done) => {
              job.framesDone = done;
            },
          }),
        );
      });
      job.file = bytes;
      job.fileName = exportFileName(job.storylineId, job.scope, job.format, job.createdAt);
      job.state = "done";
    } catch (error) {
      const stopped = controller.signal.reason instanceof ExportStopped ? controller.signal.reason : undefined;
      job.state = stopped?.state ?? "failed";
      job.message = stopped?.message ?? this.failureMessage(error, job);
    } finally {
      job.finishedAt = new Date();
      const outcome = job.state === "done" || job.state === "cancelled" ? job.state : "failed";
      this.options.metrics?.exportFinished(
        job.format,
        outcome,
        (job.finishedAt.getTime() - job.createdAt.getTime()) / 1000,
      );
      this.forgetLater(job.id);
    }
  }

  /** Aborts `controller` once the export has run for its time limit. */
  private async withTimeLimit<T>(controller: AbortController, run: () => Promise<T>): Promise<T> {
    const seconds = Math.round(this.options.config.timeoutMs / 1000);
    const timer = setTimeout(
      () => controller.abort(new ExportStopped("failed", exportMessages.timedOut(seconds))),
      this.options.config.timeoutMs,
    );
    try {
      return await run();
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private failureMessage(error: unknown, job: JobRecord): string {
    if (error instanceof FrameRenderError) return exportMessages.frameFailed(error.frame.title, error.reason);
    this.options.log.error({ exportId: job.id, storylineId: job.storylineId, err: String(error) }, "an export failed");
    if (error instanceof BrowserStartError) return exportMessages.browserFailed;
    return exportMessages.unexpected;
  }

  /**
   * Renders the plan's frames on the render thread, in a fresh browser context signed in as the user with a
   * credential of their own, revoked when the render ends; the PDF or the PNG.
   */
  private async render(input: RenderInput): Promise<Uint8Array> {
    const { domainName, userId, plan, signal } = input;
    const renderThread = this.renderThread;
    if (!renderThread) throw new UnavailableError(exportMessages.unavailable);
    const deadline = Date.now() + this.options.config.timeoutMs;
    const tenant = await this.options.tenants.byDomain(domainName);
    const host = input.hostname ?? tenant?.hostnames[0];
    if (!host) throw new UnavailableError(`The tenant ${domainName} has no host name to render its viewer at.`);
    const origin = `http://${host}:${this.port}`;
    const credential = await this.options.credentials.issueInternal({
      domainName,
      userId,
      purpose: "export",
      ttlMs: this.options.config.timeoutMs + CREDENTIAL_GRACE_MS,
    });
    try {
      const job: RenderJob = {
        format: input.format,
        viewport: input.viewport,
        origin,
        serverAddress: this.listenAddress,
        localStorage: [this.signedInUser(domainName, userId, credential.token)],
        frames: plan.frames.map((frame) => ({ path: viewerPath(plan.storylineId, frame.id, plan.parameters), frame })),
        deadline,
        pdf: { storylineTitle: plan.storylineTitle, parameterLine: plan.parameterLine, createdAt: new Date() },
      };
      return await renderThread.render(job, signal, input.onFrameDone);
    } finally {
      await this.options.credentials
        .revokeInternal(domainName, credential.id)
        .catch((error: unknown) =>
          this.options.log.error(
            { tokenId: credential.id, err: String(error) },
            "an export's token could not be revoked",
          ),
        );
    }
  }

  /**
   * The user record the web app's OpenID Connect client (oidc-client-ts) reads from local storage, under the
   * key the web app names (`oidc.user:<issuer>:<client id>`, web/src/auth/oidcStorage.ts), holding the export's
   * token: the viewer then calls every API as this user. No refresh token: the export never renews it.
   */
  private signedInUser(domainName: string, userId: string, token: string): { name: string; value: string } {
    const { identity, config } = this.options;
    const expiresAt = Math.floor((Date.now() + config.timeoutMs + CREDENTIAL_GRACE_MS) / 1000);
    return {
      name: `oidc.user:${identity.issuer}:${spaClientId(identity, domainName)}`,
      value: JSON.stringify({
        access_token: token,
        token_type: "Bearer",
        scope: "openid",
        profile: { sub: userId, iss: identity.issuer, aud: spaClientId(identity, domainName), exp: expiresAt, iat: 0 },
        expires_at: expiresAt,
      }),
    };
  }

  private forgetLater(id: string): void {
    const timer = setTimeout(() => {
      this.expiries.delete(timer);
      this.jobs.delete(id);
    }, this.options.config.retentionMs);
    timer.unref();
    this.expiries.add(timer);
  }
}

function sameOwner(job: JobRecord, caller: Pick<ExportCaller, "domainName" | "userId">): boolean {
  return job.owner.domainName === caller.domainName && job.owner.userId === caller.userId;
}

function present(job: JobRecord): ExportJob {
  return {
    id: job.id,
    storylineId: job.storylineId,
    scope: job.scope,
    format: job.format,
    state: job.state,
    framesDone: job.framesDone,
    framesTotal: job.framesTotal,
    message: job.message,
    fileName: job.fileName,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
