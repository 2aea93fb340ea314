import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { SealedSecret } from "./cipher";

/** A stored secret without its value: what listings show. */
export type TenantSecretEntry = { name: string; keyId: string; updatedAt: string };

/** SQL for sealed tenant secrets; it never sees a plain value. */
export class TenantSecretRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(domainName: string, name: string): Promise<SealedSecret | undefined> {
    const row = await this.db
      .selectFrom("tenant_secrets")
      .select(["key_id", "algorithm", "nonce", "ciphertext", "auth_tag"])
      .where("domain_name", "=", domainName)
      .where("name", "=", name)
      .executeTakeFirst();
    return row
      ? {
          keyId: row.key_id,
          algorithm: row.algorithm,
          nonce: row.nonce,
          ciphertext: row.ciphertext,
          authTag: row.auth_tag,
        }
      : undefined;
  }

  async list(domainName: string): Promise<TenantSecretEntry[]> {
    const rows = await this.db
      .selectFrom("tenant_secrets")
      .select(["name", "key_id", "updated_at"])
      .where("domain_name", "=", domainName)
      .orderBy("name")
      .execute();
    return rows.map((row) => ({ name: row.name, keyId: row.key_id, updatedAt: row.updated_at }));
  }

  async save(domainName: string, name: string, sealed: SealedSecret, now: string): Promise<void> {
    const parts = {
      key_id: sealed.keyId,
      algorithm: sealed.algorithm,
      nonce: sealed.nonce,
      ciphertext: sealed.ciphertext,
      auth_tag: sealed.authTag,
      updated_at: now,
    };
    await this.db
      .insertInto("tenant_secrets")
      .values({ domain_name: domainName, name, ...parts })
      .onConflict((oc) => oc.columns(["domain_name", "name"]).doUpdateSet(parts))
      .execute();
  }

  async remove(domainName: string, name: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("tenant_secrets")
      .where("domain_name", "=", domainName)
      .where("name", "=", name)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** How many secrets each key id sealed, over every tenant (for the start-up check). */
  async countByKeyId(): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom("tenant_secrets")
      .select(["key_id", (eb) => eb.fn.countAll<number | string>().as("count")])
      .groupBy("key_id")
      .execute();
    return new Map(rows.map((row) => [row.key_id, Number(row.count)]));
  }
}
