import { adminServerMessages } from "@storyframe/core";
import { InvalidError } from "../../shared/domainErrors";
import type { RolesRepository } from "../roles/repository";
import { unique } from "../shared/database";

/** The roles a group is given must be roles of the tenant (assignable or not). */
export async function checkedGroupRoles(roles: RolesRepository, domainName: string, ids: readonly string[]) {
  const wanted = unique(ids.map((id) => id.trim()));
  const known = new Set((await roles.findByIds(domainName, wanted)).map((role) => role.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new InvalidError({ roles: [adminServerMessages.unknownRoles(unknown)] });
  return wanted;
}
