import { encodeUserMetadata, type IdentityClaims } from "@storyframe/core";
import { tagSourcesOf, type UserAccess } from "../admin/access/repository";

/**
 * The claims of a user's access token: their roles (by name) and the allowed
 * and denied tags gathered from the user, their roles and their groups' roles,
 * and the user's access version (a token outlives no change of their access).
 */
export function identityClaimsFor(access: UserAccess, tenantName: string): IdentityClaims {
  const sources = tagSourcesOf(access);
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
    access_version: access.user.accessVersion,
  };
}
