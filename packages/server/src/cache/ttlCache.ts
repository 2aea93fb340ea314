import type { CacheCounter } from "../metrics/metrics";

/**
 * A small in-process cache whose entries expire after `ttlMs`. Several server
 * instances (or the CLI) may change the same rows, so entries must expire on
 * their own; `clear()` drops them at once when this process makes the change.
 * Each lookup counts as a hit or a miss on `counter` when one is given.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly counter?: CacheCounter,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    const fresh = entry !== undefined && entry.expiresAt > this.now();
    if (entry && !fresh) this.entries.delete(key);
    if (fresh) this.counter?.hit();
    else this.counter?.miss();
    return fresh ? entry.value : undefined;
  }

  set(key: K, value: V): void {
    if (this.ttlMs <= 0) return;
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  /** Returns the cached value, or loads, caches and returns it. */
  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = await load();
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
