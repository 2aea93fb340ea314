import { randomUUID } from "node:crypto";
import { z } from "zod";

/** Drops what a message names from a cache here and, through Redis, on every other instance. */
export type Announce<M> = (message: M) => void;

/** Until a cache is shared, its invalidations stay in this process. */
export const notShared = (): void => {};

type Topic = { schema: z.ZodType; drop: (message: never) => void; dropAll: () => void };

const envelopeSchema = z.object({ from: z.string(), topic: z.string(), message: z.unknown() });

/**
 * Cache invalidation across the instances of an installation (decision 085). Caches stay in each process;
 * a cache that drops entries after a change made here announces it, and every other instance drops the same
 * entries at once. Messages that never arrive (Redis away) are covered by each cache's own time limit and,
 * when Redis returns, by every shared cache being emptied: it may have missed some. Without Redis, announcing
 * does nothing beyond the local drop, as before.
 */
export class CacheInvalidation {
  private readonly id = randomUUID();
  private readonly topics = new Map<string, Topic>();

  constructor(private readonly publish: (text: string) => void = () => {}) {}

  /**
   * Registers a cache under `topic`: `drop` removes what a message names, `dropAll` empties it. Answers the
   * function the cache calls after each change: it drops here, then tells the other instances.
   */
  share<M>(topic: string, schema: z.ZodType<M>, drop: (message: M) => void, dropAll: () => void): Announce<M> {
    this.topics.set(topic, { schema, drop: drop as (message: never) => void, dropAll });
    return (message) => {
      drop(message);
      this.publish(JSON.stringify({ from: this.id, topic, message }));
    };
  }

  /** A message of another instance; malformed ones and this instance's own are ignored. */
  receive(text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    const envelope = envelopeSchema.safeParse(parsed);
    if (!envelope.success || envelope.data.from === this.id) return;
    const topic = this.topics.get(envelope.data.topic);
    const message = topic?.schema.safeParse(envelope.data.message);
    if (topic && message?.success) topic.drop(message.data as never);
  }

  /** Empties every shared cache: after a time without Redis, when announcements may have been missed. */
  dropEverything(): void {
    for (const topic of this.topics.values()) topic.dropAll();
  }
}
