import type { ServiceLog } from "../shared/serviceLog";
import { CacheInvalidation } from "./cacheInvalidation";
import { RedisLink } from "./redisLink";
import { LocalWindowCounters, SharedWindowCounters, type WindowCounters } from "./windowCounters";

/**
 * What the instances of one installation share (decision 085): rate-limit counters and cache invalidations,
 * through Redis when `STORYFRAME_REDIS_URL` is set; otherwise this process's own, as a single instance has.
 */
export type SharedState = {
  invalidation: CacheInvalidation;
  counters: WindowCounters;
  /** The Redis link; undefined without Redis. */
  redis: RedisLink | undefined;
  /**
   * Connects to Redis (a serving instance does; the command line does not) and resolves once it is reached,
   * or after `timeoutMs`: the instance then starts on its local state and joins when Redis answers.
   */
  connect: (timeoutMs: number) => Promise<void>;
  close: () => Promise<void>;
};

export function createSharedState(redisUrl: string | undefined, log: ServiceLog): SharedState {
  if (!redisUrl) {
    return {
      invalidation: new CacheInvalidation(),
      counters: new LocalWindowCounters(),
      redis: undefined,
      connect: async () => {},
      close: async () => {},
    };
  }
  const redis = new RedisLink(redisUrl, log);
  const invalidation = new CacheInvalidation((text) => redis.publish(text));
  redis.onMessage((text) => invalidation.receive(text));
  // Invalidations published while this instance was cut off never arrive: start its shared caches afresh.
  redis.onUp(() => invalidation.dropEverything());
  return {
    invalidation,
    counters: new SharedWindowCounters(redis),
    redis,
    connect: (timeoutMs) => {
      redis.connect();
      return redis.whenUp(timeoutMs);
    },
    close: () => redis.close(),
  };
}
