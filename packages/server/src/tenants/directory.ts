import { TtlCache } from "../cache/ttlCache";
import type { TenantRepository } from "./repository";
import type { Tenant } from "./tenant";

/**
 * Resolves tenants by host name or domain name, cached for a short time so
 * every request does not query the database. Changes made through this
 * process clear the cache at once; others (another instance, the CLI) show
 * within the time to live.
 */
export class TenantDirectory {
  private readonly cache: TtlCache<string, Tenant | null>;

  constructor(
    private readonly repository: TenantRepository,
    ttlMs: number,
  ) {
    this.cache = new TtlCache(ttlMs);
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

  invalidate(): void {
    this.cache.clear();
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
