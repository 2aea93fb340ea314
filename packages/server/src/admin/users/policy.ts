import { adminServerMessages } from "@storyframe/core";
import { InvalidError } from "../../shared/domainErrors";
import type { GroupsRepository } from "../groups/repository";
import type { RolesRepository } from "../roles/repository";
import type { Actor } from "../shared/actor";
import { unique } from "../shared/database";

/**
 * The roles a user is given: roles of the tenant, and only assignable ones —
 * except roles the user already has, which may stay.
 */
export async function checkedUserRoles(
  roles: RolesRepository,
  domainName: string,
  wanted: readonly string[],
  current: readonly string[],
): Promise<string[]> {
  const ids = unique(wanted.map((id) => id.trim()));
  const found = await roles.findByIds(domainName, ids);
  const known = new Set(found.map((role) => role.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new InvalidError({ roles: [adminServerMessages.unknownRoles(unknown)] });
  const refused = found.filter((role) => !role.isAssignable && !current.includes(role.id));
  if (refused.length > 0)
    throw new InvalidError({ roles: [adminServerMessages.notAssignable(refused.map((r) => r.name))] });
  return ids;
}

export async function checkedUserGroups(
  groups: GroupsRepository,
  domainName: string,
  wanted: readonly string[],
): Promise<string[]> {
  const ids = unique(wanted.map((id) => id.trim()));
  const known = await groups.existingIds(domainName, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new InvalidError({ groups: [adminServerMessages.unknownGroups(unknown)] });
  return ids;
}

/** Nobody deletes their own account: the tenant could be left without an administrator. */
export function assertNotSelf(actor: Actor, userId: string): void {
  if (actor.id === userId) throw new InvalidError({ non_field_errors: [adminServerMessages.cannotDeleteSelf] });
}
