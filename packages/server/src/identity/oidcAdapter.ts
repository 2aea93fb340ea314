import type { Kysely } from "kysely";
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { Database } from "../db/schema";

const GRANT_BOUND = new Set([
  "AccessToken",
  "AuthorizationCode",
  "RefreshToken",
  "DeviceCode",
  "BackchannelAuthenticationRequest",
]);

/**
 * oidc-provider storage on the metadata database (SQLite or PostgreSQL), so
 * sessions, grants and refresh tokens survive restarts and are shared by
 * every server instance.
 */
export function createOidcAdapter(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(now().getTime() + expiresIn * 1000).toISOString() : null;
      const values = {
        payload: JSON.stringify(payload),
        grant_id: GRANT_BOUND.has(this.model) ? (payload.grantId ?? null) : null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresAt,
      };
      await db
        .insertInto("oidc_payloads")
        .values({ model: this.model, id, consumed_at: null, ...values })
        .onConflict((oc) => oc.columns(["model", "id"]).doUpdateSet(values))
        .execute();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom("oidc_payloads")
        .select(["payload", "expires_at", "consumed_at"])
        .where("model", "=", this.model)
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? this.present(row) : undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom("oidc_payloads")
        .select(["payload", "expires_at", "consumed_at"])
        .where("model", "=", this.model)
        .where("user_code", "=", userCode)
        .executeTakeFirst();
      return row ? this.present(row) : undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom("oidc_payloads")
        .select(["payload", "expires_at", "consumed_at"])
        .where("model", "=", this.model)
        .where("uid", "=", uid)
        .executeTakeFirst();
      return row ? this.present(row) : undefined;
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable("oidc_payloads")
        .set({ consumed_at: now().toISOString() })
        .where("model", "=", this.model)
        .where("id", "=", id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom("oidc_payloads").where("model", "=", this.model).where("id", "=", id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom("oidc_payloads").where("grant_id", "=", grantId).execute();
    }

    private present(row: { payload: string; expires_at: string | null; consumed_at: string | null }) {
      if (row.expires_at && row.expires_at <= now().toISOString()) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      if (row.consumed_at) payload.consumed = Math.floor(new Date(row.consumed_at).getTime() / 1000);
      return payload;
    }
  };
}

/** Removes expired protocol payloads; run now and then so the table does not grow without end. */
export async function deleteExpiredOidcPayloads(db: Kysely<Database>, at: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom("oidc_payloads").where("expires_at", "<=", at.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How often a running server removes expired protocol payloads. */
export const OIDC_PAYLOAD_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs `prune` every `intervalMs` until the answered stop function is called.
 * The timer is unref'd: it never keeps the process alive on its own.
 */
export function scheduleOidcPayloadPruning(
  prune: () => Promise<unknown>,
  onError: (error: unknown) => void,
  intervalMs: number = OIDC_PAYLOAD_PRUNE_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => {
    prune().catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
