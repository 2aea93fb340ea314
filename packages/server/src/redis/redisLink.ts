import { Redis, type RedisOptions } from "ioredis";
import type { ServiceLog } from "../shared/serviceLog";

/** The one channel every instance publishes its cache invalidations on and listens to. */
const INVALIDATION_CHANNEL = "storyframe:cache-invalidation";

/** A command taking longer is given up, and the instance answers from its local state instead. */
const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;
/** Reconnection attempts come quickly at first, then every two seconds, for as long as it takes. */
const reconnectDelay = (attempt: number) => Math.min(100 * attempt, 2000);

type LinkState = "connecting" | "up" | "down";

/**
 * The installation's Redis as this instance reaches it (decision 085): one connection for commands (shared
 * counters, publishing) and one subscribed to the invalidation channel. It is up while both are; then limits
 * and caches are shared with the other instances. When either connection is lost the instance falls back to
 * its local limits and caches, says so once, keeps trying, and says so once more when Redis is back.
 */
export class RedisLink {
  readonly commands: Redis;
  private readonly subscriber: Redis;
  private state: LinkState = "connecting";
  private subscribed = false;
  private closed = false;
  private readonly upListeners: Array<() => void> = [];
  private readonly messageListeners: Array<(text: string) => void> = [];
  private readonly waiters: Array<() => void> = [];

  constructor(
    url: string,
    private readonly log: ServiceLog,
  ) {
    const options: RedisOptions = {
      connectTimeout: CONNECT_TIMEOUT_MS,
      retryStrategy: reconnectDelay,
      // Nothing waits for Redis: while it is away a command fails at once and the local state answers.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Only a serving instance connects (`connect`); the command line never does.
      lazyConnect: true,
    };
    this.commands = new Redis(url, { ...options, commandTimeout: COMMAND_TIMEOUT_MS, connectionName: "storyframe" });
    // Subscribed anew after each reconnection (below), only then counted as up.
    this.subscriber = new Redis(url, { ...options, autoResubscribe: false, connectionName: "storyframe-invalidation" });
    this.commands.on("ready", () => this.update());
    this.subscriber.on("ready", () => void this.subscribe());
    this.subscriber.on("message", (_channel: string, text: string) => {
      for (const listener of this.messageListeners) listener(text);
    });
    for (const client of [this.commands, this.subscriber]) {
      client.on("close", () => {
        if (client === this.subscriber) this.subscribed = false;
        this.update();
      });
      client.on("error", (error: Error) => this.update(error));
    }
  }

  /** Starts connecting; from then on the link reconnects by itself whenever it is lost. */
  connect(): void {
    for (const client of [this.commands, this.subscriber]) client.connect().catch(() => {});
  }

  /** Whether limits and invalidations are shared now; false while Redis is unreachable. */
  get available(): boolean {
    return this.state === "up";
  }

  /** Called each time the link comes up, after it may have missed invalidations. */
  onUp(listener: () => void): void {
    this.upListeners.push(listener);
  }

  /** Called with each message of the invalidation channel. */
  onMessage(listener: (text: string) => void): void {
    this.messageListeners.push(listener);
  }

  /** Publishes on the invalidation channel; dropped while Redis is away (the caches' time limits cover that). */
  publish(text: string): void {
    if (!this.available) return;
    this.commands.publish(INVALIDATION_CHANNEL, text).catch(() => {});
  }

  /** Resolves when the link is up, or after `timeoutMs` (the instance then starts on its local state). */
  whenUp(timeoutMs: number): Promise<void> {
    if (this.available) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) waiter();
    await Promise.all([this.commands, this.subscriber].map((client) => client.quit().catch(() => client.disconnect())));
  }

  private async subscribe(): Promise<void> {
    try {
      await this.subscriber.subscribe(INVALIDATION_CHANNEL);
      this.subscribed = true;
    } catch (error) {
      this.subscribed = false;
      this.update(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.update();
  }

  private update(error?: Error): void {
    if (this.closed) return;
    const up = this.commands.status === "ready" && this.subscriber.status === "ready" && this.subscribed;
    if (up && this.state !== "up") {
      const first = this.state === "connecting";
      this.state = "up";
      this.log.info(
        { redis: "up" },
        first
          ? "Redis connected: rate limits and cache invalidations are shared with the other instances"
          : "Redis is back: rate limits and cache invalidations are shared again",
      );
      for (const listener of this.upListeners) listener();
      for (const waiter of this.waiters.splice(0)) waiter();
    } else if (!up && (this.state === "up" || (this.state === "connecting" && error))) {
      this.state = "down";
      this.log.error(
        { redis: "down", reason: error?.message ?? "connection closed" },
        "Redis is unreachable: this instance uses local rate limits and caches until it returns",
      );
    }
  }
}
