import { z } from "zod";
import { TtlCache } from "../cache/ttlCache";
import type { CacheCounter } from "../metrics/metrics";
import { type Announce, type CacheInvalidation, notShared } from "../redis/cacheInvalidation";
import type { TenantRepository } from "./repository";
import type { Tenant } from "./tenant";

/**
 * Resolves tenants by host name or domain name, cached for a short time so
 * every request does not query the database. Changes made through this
 * process clear the cache at once, and with Redis on every other instance
 * too; others (the CLI, or any while Redis is away) show within the time to live.
 */
export class TenantDirectory {
  private readonly cache: TtlCache<string, Tenant | null>;
  private invalidateEverywhere: Announce<Record<string, never>> = notShared;

  constructor(
    private readonly repository: TenantRepository,
    ttlMs: number,
    counter?: CacheCounter,
  ) {
    this.cache = new TtlCache(ttlMs, Date.now, counter);
  }

  async byHostname(hostname: string): Promise<Tenant | undefined> {
    const key = `host:${hostname.toLowerCase()}`;
    const tenant = await this.cache.getOrLoad(
      key,
      async () => (await this.repository.findByHostname(hostname)) ?? null,
    );
    return tenant ?? undefined;
  }

  async byDomain(domainName: string): Promise<Tenant | undefined> {
    const tenant = await this.cache.getOrLoad(
      `domain:${domainName}`,
      async () => (await this.repository.findByDomain(domainName)) ?? null,
    );
    return tenant ?? undefined;
  }

  /** Forgets every tenant after a change, here and on every instance. */
  invalidate(): void {
    this.cache.clear();
    this.invalidateEverywhere({});
  }

  /** Shares this cache's invalidations with the installation's other instances (decision 085). */
  shareWith(invalidation: CacheInvalidation): void {
    const clear = () => this.cache.clear();
    this.invalidateEverywhere = invalidation.share("tenants", z.object({}).strict(), clear, clear);
  }
}

/**
 * The tenant a public call is about: the one its `domainName` names (the explicit-domain mode of platform-shell §2),
 * else the one serving its host name.
 */
export function tenantOfRequest(
  tenants: Pick<TenantDirectory, "byHostname" | "byDomain">,
  request: { domainName?: string | undefined; hostname: string },
): Promise<Tenant | undefined> {
  return request.domainName ? tenants.byDomain(request.domainName) : tenants.byHostname(request.hostname);
}
