import { type IdentityClaims, TAGS } from "@storyframe/core";
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import type { TestApp } from "./buildTestApp";

/** Every tag the platform checks. */
export const ALL_TAGS: string[] = Object.values(TAGS);

export type SignOptions = {
  expiresIn?: string | number;
  key?: "real" | "other";
  issuer?: string;
  audience?: string;
  /**
   * Whether the token's user is made to exist in its tenant (the default, as every request checks that it
   * does), or left absent (a token that outlived its user).
   */
  subject?: "ensured" | "absent";
};

/**
 * Signs an access token as the embedded provider would, with its real key (or another key). The token
 * carries the claims given (tags included) and no access version unless one is given; its user is created
 * in the tenant's table when missing, without tags of its own, so the check that the user still exists holds.
 */
export async function signAccessToken(
  t: TestApp,
  claims: Partial<IdentityClaims>,
  options: SignOptions = {},
): Promise<string> {
  const privateJwk = options.key === "other" ? await otherKey() : await realKey(t);
  const key = await importJWK(privateJwk, "RS256");
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresIn ?? 600;
  const payload = {
    name: "Test User",
    email: "test@demo.storyframe.test",
    user_id: "00000000-0000-4000-8000-000000000001",
    domain: "demo",
    tenant_name: "Storyframe Demo",
    roles: [],
    allowed_tags: [],
    denied_tags: [],
    user_metadata: [],
    ...claims,
  };
  if (options.subject !== "absent") await ensureSubject(t, payload.domain, payload.user_id, payload.name);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: "RS256", kid: privateJwk.kid ?? "other" })
    .setIssuer(options.issuer ?? t.config.identity.issuer)
    .setAudience(options.audience ?? t.config.identity.audience)
    .setIssuedAt(typeof expiresIn === "number" && expiresIn < 0 ? now + expiresIn - 60 : now)
    .setExpirationTime(typeof expiresIn === "number" ? now + expiresIn : expiresIn)
    .sign(key);
}

/** An unsigned token (`alg: none`) with valid-looking claims. */
export function unsignedToken(t: TestApp, claims: Partial<IdentityClaims>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: "none", typ: "JWT" })}.${encode({
    iss: t.config.identity.issuer,
    aud: t.config.identity.audience,
    iat: now,
    exp: now + 600,
    domain: "demo",
    ...claims,
  })}.`;
}

/** Creates the token's user (no tags, no memberships) when the tenant exists and has no user with this id. */
async function ensureSubject(t: TestApp, domainName: string, userId: string, name: string): Promise<void> {
  const { db } = t.database;
  const tenant = await db
    .selectFrom("tenants")
    .select("domain_name")
    .where("domain_name", "=", domainName)
    .executeTakeFirst();
  if (!tenant) return;
  const now = new Date().toISOString();
  const emailAddress = `subject-${userId}@${domainName}.tokens.test`.toLowerCase();
  await db
    .insertInto("users")
    .values({
      id: userId,
      domain_name: domainName,
      name,
      email_address: emailAddress,
      email_key: emailAddress,
      password_hash: null,
      picture_url: null,
      user_metadata: "[]",
      allowed_tags: "[]",
      denied_tags: "[]",
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

async function realKey(t: TestApp): Promise<JWK> {
  const row = await t.database.db.selectFrom("signing_keys").select("private_jwk").executeTakeFirstOrThrow();
  return JSON.parse(row.private_jwk) as JWK;
}

let foreignKey: Promise<JWK> | undefined;

/** A key that is not the provider's, made once: generating an RSA key takes long enough to time out a loop of calls on a busy machine. */
function otherKey(): Promise<JWK> {
  foreignKey ??= generateKeyPair("RS256", { extractable: true }).then(async ({ privateKey }) => ({
    ...(await exportJWK(privateKey)),
    kid: "not-ours",
  }));
  return foreignKey;
}
