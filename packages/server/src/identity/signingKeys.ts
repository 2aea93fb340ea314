import { randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

const PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi"] as const;

export type SigningKeys = {
  /** Private JWKs the identity provider signs with (newest first). */
  privateJwks: JWK[];
  /** The same keys without private members, for verifying tokens. */
  publicJwks: JWK[];
};

/**
 * The identifier of an installation's first key. Fixed, so instances starting together on an empty database
 * insert the same row: one insert wins and every instance reads the winner's key, instead of each signing with
 * a key of its own that the others do not know.
 */
const FIRST_KEY_ID = "storyframe-initial";

/**
 * Loads the identity provider's signing keys, creating the first RS256 key
 * when there is none. Keys live in the database so tokens survive restarts
 * and every instance of the server signs and verifies with the same keys.
 */
export async function loadOrCreateSigningKeys(db: Kysely<Database>): Promise<SigningKeys> {
  let rows = await db.selectFrom("signing_keys").selectAll().orderBy("created_at", "desc").execute();
  if (rows.length === 0) {
    const { privateKey } = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: FIRST_KEY_ID, alg: "RS256", use: "sig" };
    await db
      .insertInto("signing_keys")
      .values({ kid: jwk.kid, private_jwk: JSON.stringify(jwk), created_at: new Date().toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    rows = await db.selectFrom("signing_keys").selectAll().orderBy("created_at", "desc").execute();
  }
  const privateJwks = rows.map((row) => JSON.parse(row.private_jwk) as JWK);
  const publicJwks = privateJwks.map((jwk) => {
    const copy: Record<string, unknown> = { ...jwk };
    for (const member of PRIVATE_MEMBERS) delete copy[member];
    return copy as JWK;
  });
  return { privateJwks, publicJwks };
}

/** Secrets that sign the identity provider's cookies, created once per installation. */
export async function loadOrCreateCookieKeys(db: Kysely<Database>): Promise<string[]> {
  const key = "oidc_cookie_keys";
  const existing = await db.selectFrom("installation_meta").select("value").where("key", "=", key).executeTakeFirst();
  if (existing) return JSON.parse(existing.value) as string[];
  const keys = [randomBytes(32).toString("base64url")];
  await db
    .insertInto("installation_meta")
    .values({ key, value: JSON.stringify(keys) })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const stored = await db
    .selectFrom("installation_meta")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  return JSON.parse(stored.value) as string[];
}
