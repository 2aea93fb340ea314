import { z } from "zod";

/** The claims Storyframe access tokens carry (platform-shell §3, identity claims). */
export const identityClaimsSchema = z.object({
  name: z.string(),
  email: z.string(),
  user_id: z.string(),
  domain: z.string(),
  tenant_name: z.string(),
  roles: z.array(z.string()),
  allowed_tags: z.array(z.string()),
  denied_tags: z.array(z.string()),
  /** Entries of the form 'key::value'. */
  user_metadata: z.array(z.string()),
  /**
   * The user's access version when the token was issued; a token whose
   * version is no longer the user's is refused (their access changed since).
   * Absent from tokens of an external issuer.
   */
  access_version: z.number().int().nonnegative().optional(),
});
export type IdentityClaims = z.infer<typeof identityClaimsSchema>;

export type UserMetadataEntry = { key: string; value: string };

/** Metadata entries as the claim carries them: 'key::value'. */
export function encodeUserMetadata(entries: readonly UserMetadataEntry[]): string[] {
  return entries.map((entry) => `${entry.key}::${entry.value}`);
}

/** Reads 'key::value' entries; the value may itself contain '::'. Entries without a separator are skipped. */
export function decodeUserMetadata(claims: readonly string[]): UserMetadataEntry[] {
  return claims.flatMap((claim) => {
    const at = claim.indexOf("::");
    return at > 0 ? [{ key: claim.slice(0, at), value: claim.slice(at + 2) }] : [];
  });
}

/** What the SPA knows about the signed-in user (platform-shell §3, session view). */
export const sessionViewSchema = z.object({
  name: z.string(),
  picture: z.string().nullable(),
  roles: z.array(z.string()),
  effectiveTags: z.array(z.string()),
  isDeveloper: z.boolean(),
  anonymous: z.boolean(),
  /** The user's id (null for the anonymous user): what the SPA keys per-user browser storage by. */
  userId: z.string().nullable(),
  /** The user's e-mail address (null for the anonymous user), e.g. for support requests. */
  email: z.string().nullable(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;
