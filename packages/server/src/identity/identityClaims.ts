import { effectiveTags, encodeUserMetadata, type IdentityClaims } from "@storyframe/core";
import type { UserAccess } from "./accountsRepository";

/**
 * The claims of a user's access token: their roles (by name) and the allowed
 * and denied tags gathered from the user, their roles and their groups' roles.
 */
export function identityClaimsFor(access: UserAccess, tenantName: string): IdentityClaims {
  const sources = [
    access.user.explicitTags,
    ...access.roles.map((role) => role.explicitTags),
    ...access.groupRoles.map((role) => role.explicitTags),
  ];
  const unique = (values: string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))].sort();
  const groupMetadata = access.groups.flatMap((group) => group.userMetadata);
  return {
    name: access.user.name,
    email: access.user.emailAddress,
    user_id: access.user.id,
    domain: access.user.domainName,
    tenant_name: tenantName,
    roles: unique([...access.roles, ...access.groupRoles].map((role) => role.name)),
    allowed_tags: unique(sources.flatMap((source) => source.allowed)),
    denied_tags: unique(sources.flatMap((source) => source.denied)),
    user_metadata: encodeUserMetadata([...groupMetadata, ...access.user.userMetadata]),
  };
}

/** Effective tags straight from claims: allowed minus denied. */
export function effectiveTagsOfClaims(claims: Pick<IdentityClaims, "allowed_tags" | "denied_tags">): string[] {
  return effectiveTags([{ allowed: claims.allowed_tags, denied: claims.denied_tags }]);
}
