import { effectiveTags, type IdentityClaims, identityClaimsSchema, LruCache } from "@storyframe/core";
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  errors,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from "jose";
import type { AccessRepository } from "../admin/access/repository";
import type { AccessVersions } from "../admin/access/versions";
import type { IdentityConfig } from "../config";
import { identityClaimsFor } from "../identity/identityClaims";
import type { SigningKeys } from "../identity/signingKeys";
import type { CacheCounter } from "../metrics/metrics";
import type { TenantRepository } from "../tenants/repository";
import type { Principal } from "./principal";

export type VerificationResult = { ok: true; principal: Principal } | { ok: false; reason: string };

const verificationMessages = {
  userGone: "The token's user no longer exists.",
  accessChanged: "The user's access has changed since the token was issued; sign in again.",
} as const;

/**
 * Verifies bearer tokens with jose: signature against the issuer's JWKS, an
 * algorithm allow-list (never `none` or HMAC), issuer, audience and expiry.
 * Tokens of an external issuer that lack Storyframe's claims are resolved to
 * a user of the tenant by e-mail.
 */
export class TokenVerifier {
  private readonly keySet: JWTVerifyGetKey;
  /**
   * Verified tokens, so a client's repeated calls skip the signature check
   * (an asynchronous RSA verification per request otherwise). An entry lives
   * until the token expires, and at most a minute, so a user resolved by
   * e-mail picks up role changes.
   */
  private readonly verified = new LruCache<string, { principal: Principal; untilMs: number }>(5000);

  constructor(
    private readonly identity: IdentityConfig,
    keys: SigningKeys | undefined,
    private readonly access: AccessRepository,
    private readonly tenants: TenantRepository,
    private readonly versions: AccessVersions,
    private readonly now: () => number = Date.now,
    /** Counts the verified-token cache's hits and misses (docs/metrics.md). */
    private readonly lookups?: CacheCounter,
  ) {
    if (identity.embedded) {
      if (!keys) throw new Error("The embedded identity provider's keys are needed to verify its tokens.");
      this.keySet = createLocalJWKSet({ keys: keys.publicJwks });
    } else {
      const jwksUrl = identity.jwksUrl ?? `${identity.issuer}/.well-known/jwks.json`;
      this.keySet = createRemoteJWKSet(new URL(jwksUrl));
    }
  }

  async verify(token: string, expectedDomain: string): Promise<VerificationResult> {
    const now = this.now();
    const cached = this.verified.get(token);
    if (cached && cached.untilMs > now) {
      this.lookups?.hit();
      return { ok: true, principal: cached.principal };
    }
    this.lookups?.miss();
    const result = await this.verifyAnew(token, expectedDomain);
    if (result.ok) {
      const expMs = (decodeJwt(token).exp ?? 0) * 1000;
      this.verified.set(token, { principal: result.principal, untilMs: Math.min(expMs, now + 60_000) });
    }
    return result;
  }

  /**
   * Checks a verified principal against the users as they are now (on every
   * request, through the small version cache): its user must still exist in
   * its tenant, and a token that carries an access version must carry the
   * user's current one. A principal resolved from an external token by
   * e-mail is resolved again when its user's access changed.
   */
  async recheck(token: string, principal: Principal, expectedDomain: string): Promise<VerificationResult> {
    if (principal.kind !== "user" || principal.userId === null) return { ok: true, principal };
    const current = await this.versions.current(principal.userId);
    if (!current || current.domainName !== principal.domainName) {
      this.verified.delete(token);
      return { ok: false, reason: verificationMessages.userGone };
    }
    if (principal.accessVersion === null || principal.accessVersion === current.version) return { ok: true, principal };
    this.verified.delete(token);
    if (principal.resolvedByEmail) return this.verify(token, expectedDomain);
    return { ok: false, reason: verificationMessages.accessChanged };
  }

  private async verifyAnew(token: string, expectedDomain: string): Promise<VerificationResult> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keySet, {
        issuer: this.identity.issuer,
        audience: this.identity.audience,
        algorithms: this.identity.algorithms,
      }));
    } catch (error) {
      return { ok: false, reason: describeJoseError(error) };
    }
    const claims = identityClaimsSchema.safeParse(payload);
    if (claims.success) return { ok: true, principal: principalOfClaims(claims.data, false) };
    return this.resolveByEmail(payload, expectedDomain);
  }

  /** An external identity provider's token without our claims: find the user by e-mail in the request's tenant. */
  private async resolveByEmail(payload: JWTPayload, domainName: string): Promise<VerificationResult> {
    if (this.identity.embedded) return { ok: false, reason: "The token does not carry Storyframe's claims." };
    const email = payload[this.identity.emailClaim];
    if (typeof email !== "string" || email === "") return { ok: false, reason: "The token names no e-mail address." };
    const [user, tenant] = await Promise.all([
      this.access.findUserByEmail(domainName, email),
      this.tenants.findByDomain(domainName),
    ]);
    if (!user || !tenant) return { ok: false, reason: "No user of this tenant has the token's e-mail address." };
    const claims = identityClaimsFor(await this.access.loadAccess(user), tenant.tenantName);
    const name = payload[this.identity.nameClaim];
    return { ok: true, principal: principalOfClaims(typeof name === "string" ? { ...claims, name } : claims, true) };
  }
}

function principalOfClaims(c: IdentityClaims, resolvedByEmail: boolean): Principal {
  return {
    kind: "user",
    userId: c.user_id,
    domainName: c.domain,
    tenantName: c.tenant_name,
    name: c.name,
    email: c.email,
    roles: c.roles,
    allowedTags: c.allowed_tags,
    deniedTags: c.denied_tags,
    effectiveTags: effectiveTags([{ allowed: c.allowed_tags, denied: c.denied_tags }]),
    userMetadata: c.user_metadata,
    accessVersion: c.access_version ?? null,
    resolvedByEmail,
  };
}

function describeJoseError(error: unknown): string {
  if (error instanceof errors.JWTExpired) return "The token has expired.";
  if (error instanceof errors.JWTClaimValidationFailed) return `The token's ${error.claim} claim is not accepted.`;
  if (error instanceof errors.JOSEAlgNotAllowed) return "The token's signing algorithm is not accepted.";
  if (error instanceof errors.JWSSignatureVerificationFailed) return "The token's signature is invalid.";
  if (error instanceof errors.JWKSNoMatchingKey) return "The token was not signed by a known key.";
  return "The token could not be verified.";
}
