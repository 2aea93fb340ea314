import { LruCache } from "@storyframe/core";
import type { AccessRepository } from "../admin/access/repository";
import type { AccessVersions } from "../admin/access/versions";
import type { Executor } from "../admin/shared/database";
import type { Principal } from "../auth/principal";
import type { VerificationResult } from "../auth/tokenVerifier";
import type { TenantDirectory } from "../tenants/directory";
import { type ApiTokenRecord, ApiTokenRepository } from "./repository";
import { hashSecret } from "./secrets";

const refusals = {
  unknown: "The API token is not valid.",
  revoked: "The API token has been revoked.",
  expired: "The API token has expired.",
  ownerGone: "The API token's owner no longer exists.",
} as const;

/** How often a token's last use is written: a busy client does not write on every request. */
const LAST_USE_RESOLUTION_MS = 60_000;

type OwnerTags = { name: string; email: string | null; tags: string[] };

/**
 * Verifies an API token presented as a bearer token. The token's row is read
 * on every request (one indexed look-up by hash), so a revocation or an
 * expiry holds from the very next request; only the owner's effective tags
 * are cached, keyed by the owner's access version, which every change of
 * their access raises. A token of another tenant is not valid here (401).
 */
export class ApiTokenVerifier {
  private readonly ownerTags = new LruCache<string, OwnerTags>(5000);

  constructor(
    private readonly db: Executor,
    private readonly access: AccessRepository,
    private readonly versions: AccessVersions,
    private readonly tenants: TenantDirectory,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async verify(token: string, expectedDomain: string): Promise<VerificationResult> {
    const repository = new ApiTokenRepository(this.db);
    const row = await repository.findByHash(hashSecret(token));
    if (!row || row.domain_name !== expectedDomain) return { ok: false, reason: refusals.unknown };
    const now = this.now();
    if (row.revoked_at !== null) return { ok: false, reason: refusals.revoked };
    if (Date.parse(row.expires_at) <= now.getTime()) return { ok: false, reason: refusals.expired };
    const owner = await this.ownerOf(row);
    if (!owner) return { ok: false, reason: refusals.ownerGone };
    const tenant = await this.tenants.byDomain(row.domain_name);
    if (!tenant) return { ok: false, reason: refusals.unknown };
    if (row.last_used_at === null || now.getTime() - Date.parse(row.last_used_at) >= LAST_USE_RESOLUTION_MS)
      await repository.touch(row.id, now.toISOString());

    // A token's rights: the tags it was created with that its owner still holds.
    const ownerHas = new Set(owner.tags);
    const tags = (JSON.parse(row.tags) as string[]).filter((tag) => ownerHas.has(tag)).sort();
    const principal: Principal = {
      kind: "user",
      userId: row.user_id,
      domainName: row.domain_name,
      tenantName: tenant.tenantName,
      name: owner.name,
      email: owner.email,
      roles: [],
      allowedTags: tags,
      deniedTags: [],
      effectiveTags: tags,
      userMetadata: [],
      accessVersion: null,
      resolvedByEmail: false,
      apiToken: { id: row.id, name: row.name, kind: row.kind === "service" ? "service" : "personal" },
    };
    return { ok: true, principal };
  }

  /** The owner's name and current effective tags; null when the owner no longer exists. */
  private async ownerOf(row: ApiTokenRecord): Promise<OwnerTags | null> {
    if (row.user_id === null) {
      if (row.service_account_id === null || row.account_tags === null) return null;
      return { name: row.owner_name ?? "", email: null, tags: JSON.parse(row.account_tags) as string[] };
    }
    const current = await this.versions.current(row.user_id);
    if (!current || current.domainName !== row.domain_name) return null;
    const key = `${row.user_id}:${current.version}`;
    const cached = this.ownerTags.get(key);
    if (cached) return cached;
    const user = await this.access.findUserById(row.user_id);
    const tags = await this.access.effectiveTagsOf(row.domain_name, row.user_id);
    if (!user || tags === null) return null;
    const owner = { name: user.name, email: user.emailAddress, tags };
    this.ownerTags.set(key, owner);
    return owner;
  }
}
