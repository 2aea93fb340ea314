import { type IdentityClaims, TAGS } from "@storyframe/core";
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import type { TestApp } from "./buildTestApp";

/** Every tag the platform checks. */
export const ALL_TAGS: string[] = Object.values(TAGS);

/** Signs an access token as the embedded provider would, with its real key (or another key). */
export async function signAccessToken(
  t: TestApp,
  claims: Partial<IdentityClaims>,
  options: { expiresIn?: string | number; key?: "real" | "other"; issuer?: string; audience?: string } = {},
): Promise<string> {
  const privateJwk = options.key === "other" ? await otherKey() : await realKey(t);
  const key = await importJWK(privateJwk, "RS256");
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresIn ?? 600;
  return new SignJWT({
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
  })
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

async function realKey(t: TestApp): Promise<JWK> {
  const row = await t.database.db.selectFrom("signing_keys").select("private_jwk").executeTakeFirstOrThrow();
  return JSON.parse(row.private_jwk) as JWK;
}

async function otherKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: "not-ours" };
}
