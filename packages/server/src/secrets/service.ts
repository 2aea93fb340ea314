import { z } from "zod";
import { TtlCache } from "../cache/ttlCache";
import { ConfigError } from "../config";
import { type Announce, type CacheInvalidation, notShared } from "../redis/cacheInvalidation";
import { InvalidError } from "../shared/domainErrors";
import { openSecret, type SealedSecret, SecretUnreadableError, sealSecret } from "./cipher";
import type { MasterKey } from "./masterKey";
import type { TenantSecretEntry, TenantSecretRepository } from "./repository";

/** The secrets a tenant can hold. Each has one use on the server and never leaves it. */
const TENANT_SECRET_NAMES = ["speech-api-key"] as const;
export type TenantSecretName = (typeof TENANT_SECRET_NAMES)[number];

const SECRET_VALUE_MAX_LENGTH = 4096;

export const tenantSecretNameSchema = z.enum(TENANT_SECRET_NAMES, {
  message: `must be one of ${TENANT_SECRET_NAMES.join(", ")}`,
});

/** A value is one line: what a pipe or a paste adds around it (spaces, a final newline) is trimmed. */
const tenantSecretValueSchema = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(SECRET_VALUE_MAX_LENGTH, `must have at most ${SECRET_VALUE_MAX_LENGTH} characters`)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), "must be one line without control characters");

/** Whether a tenant's secret can be used: stored and readable with the configured key, stored but not, or absent. */
export type TenantSecretState = "set" | "unreadable" | "absent";

const MASTER_KEY_HINT =
  "Set STORYFRAME_SECRETS_KEY to 32 random bytes in base64 (openssl rand -base64 32), the same for the server and the storyframe command.";

/** A secret has to be sealed or opened, but no master key is configured. */
export class MasterKeyMissingError extends ConfigError {
  constructor() {
    super(`STORYFRAME_SECRETS_KEY is not set, so tenant secrets cannot be stored or read. ${MASTER_KEY_HINT}`);
  }
}

/**
 * The tenant secret store: values are sealed with the installation's master
 * key before they reach the database and opened only where they are used.
 * Values are never logged and never part of an error message. Reads are
 * cached like tenant settings: this process's changes show at once, others'
 * within the time to live.
 */
export class TenantSecrets {
  private readonly cache: TtlCache<string, SealedSecret | null>;
  private clearEverywhere: Announce<Record<string, never>> = notShared;

  constructor(
    private readonly repository: TenantSecretRepository,
    private readonly masterKey: MasterKey | undefined,
    cacheTtlMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.cache = new TtlCache(cacheTtlMs);
  }

  /** Seals and stores (or replaces) a tenant's secret; the tenant must exist. Answers the entry, without the value. */
  async set(domainName: string, name: TenantSecretName, value: string): Promise<TenantSecretEntry> {
    const parsedName = tenantSecretNameSchema.safeParse(name);
    if (!parsedName.success) throw new InvalidError({ name: parsedName.error.issues.map((issue) => issue.message) });
    const parsedValue = tenantSecretValueSchema.safeParse(value);
    if (!parsedValue.success) throw new InvalidError({ value: parsedValue.error.issues.map((issue) => issue.message) });
    const key = this.requireKey();
    const sealed = sealSecret(key, parsedValue.data, sealingContext(domainName, parsedName.data));
    const updatedAt = this.now().toISOString();
    await this.repository.save(domainName, parsedName.data, sealed, updatedAt);
    this.cleared();
    return { name: parsedName.data, keyId: sealed.keyId, updatedAt };
  }

  /**
   * The plain value, or undefined when the tenant has none. Throws
   * `MasterKeyMissingError` or `SecretUnreadableError` (cipher.ts) when one is stored
   * but cannot be opened (no key, another key, or changed in the database).
   */
  async get(domainName: string, name: TenantSecretName): Promise<string | undefined> {
    const sealed = await this.sealed(domainName, name);
    if (!sealed) return undefined;
    return openSecret(this.requireKey(), sealed, sealingContext(domainName, name));
  }

  /** Whether the secret is there and opens with the configured key; the value itself is not answered. */
  async state(domainName: string, name: TenantSecretName): Promise<TenantSecretState> {
    const sealed = await this.sealed(domainName, name);
    if (!sealed) return "absent";
    if (!this.masterKey) return "unreadable";
    try {
      openSecret(this.masterKey, sealed, sealingContext(domainName, name));
      return "set";
    } catch (error) {
      if (error instanceof SecretUnreadableError) return "unreadable";
      throw error;
    }
  }

  /** The tenant's secrets by name, key id and date; never their values. */
  list(domainName: string): Promise<TenantSecretEntry[]> {
    return this.repository.list(domainName);
  }

  async remove(domainName: string, name: TenantSecretName): Promise<boolean> {
    const removed = await this.repository.remove(domainName, name);
    this.cleared();
    return removed;
  }

  /** Shares this cache's invalidations with the installation's other instances (decision 085). */
  shareWith(invalidation: CacheInvalidation): void {
    const clear = () => this.cache.clear();
    this.clearEverywhere = invalidation.share("secrets", z.object({}).strict(), clear, clear);
  }

  private cleared(): void {
    this.cache.clear();
    this.clearEverywhere({});
  }

  /** Throws `MasterKeyMissingError` when no master key is configured, before a value is even asked for. */
  assertCanSeal(): void {
    this.requireKey();
  }

  /**
   * Checked when the server starts: every stored secret must be readable with
   * the configured key, so a missing or changed key stops the start with a
   * clear message instead of silently turning features off.
   */
  async assertReadable(): Promise<void> {
    const counts = await this.repository.countByKeyId();
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    if (total === 0) return;
    if (!this.masterKey) {
      throw new ConfigError(
        `The tenant secret store holds ${total} secret(s), but STORYFRAME_SECRETS_KEY is not set. ${MASTER_KEY_HINT}`,
      );
    }
    const current = this.masterKey.id;
    const others = [...counts.entries()].filter(([keyId]) => keyId !== current);
    if (others.length > 0) {
      const described = others.map(([keyId, count]) => `${count} with key id ${keyId}`).join(", ");
      throw new ConfigError(
        `Tenant secrets were encrypted with another STORYFRAME_SECRETS_KEY (${described}; the configured key has id ${current}). Configure the key that encrypted them, or set those secrets again with storyframe tenant secret set.`,
      );
    }
  }

  private sealed(domainName: string, name: TenantSecretName): Promise<SealedSecret | null> {
    return this.cache.getOrLoad(
      sealingContext(domainName, name),
      async () => (await this.repository.find(domainName, name)) ?? null,
    );
  }

  private requireKey(): MasterKey {
    if (!this.masterKey) throw new MasterKeyMissingError();
    return this.masterKey;
  }
}

/** Binds a sealed value to its tenant and name, so it cannot be moved to another row. */
function sealingContext(domainName: string, name: TenantSecretName): string {
  return JSON.stringify(["storyframe tenant secret", domainName, name]);
}
