import type { User, UserVerbose } from "@storyframe/core";
import type { AdminUser } from "./repository";

/** A user as the admin API answers it (the spec's fields). */
export function presentUser(user: AdminUser): User {
  return {
    id: user.id,
    name: user.name,
    emailAddress: user.emailAddress,
    roles: [...user.roles],
    groups: [...user.groups],
    userMetadata: user.userMetadata.map(({ key, value }) => ({ key, value })),
    explicitTags: { allowed: [...user.explicitTags.allowed], denied: [...user.explicitTags.denied] },
    domainName: user.domainName,
  };
}

/** A user of the verbose list: with the names of their roles and groups and whether they have signed up. */
export function presentUserVerbose(
  user: AdminUser,
  roleNames: ReadonlyMap<string, string>,
  groupNames: ReadonlyMap<string, string>,
): UserVerbose {
  return {
    ...presentUser(user),
    roleDetails: user.roles.map((id) => ({ id, name: roleNames.get(id) ?? id })),
    groupDetails: user.groups.map((id) => ({ id, name: groupNames.get(id) ?? id })),
    status: user.signedUp ? "active" : "invited",
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
