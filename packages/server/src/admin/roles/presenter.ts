import type { Role } from "@storyframe/core";
import type { RoleRecord } from "./repository";

/** A role as the admin API answers it. */
export function presentRole(role: RoleRecord): Role {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    explicitTags: { allowed: [...role.explicitTags.allowed], denied: [...role.explicitTags.denied] },
    isAssignable: role.isAssignable,
    domainName: role.domainName,
  };
}
