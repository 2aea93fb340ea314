import { effectiveTags } from "@storyframe/core";
import { type GroupRecord, GroupsRepository } from "../groups/repository";
import { type RoleRecord, RolesRepository } from "../roles/repository";
import type { Executor } from "../shared/database";
import { keyOf, unique } from "../shared/database";
import type { TagLists } from "../shared/tags";
import { type UserAccount, UsersRepository } from "../users/repository";

/** A user with everything that decides their access: their roles, their groups and their groups' roles. */
export type UserAccess = { user: UserAccount; roles: RoleRecord[]; groups: GroupRecord[]; groupRoles: RoleRecord[] };

const byName = (a: { name: string }, b: { name: string }) => (keyOf(a.name) < keyOf(b.name) ? -1 : 1);

/**
 * What the rest of the server reads about users: sign-in, token claims,
 * token verification and the self-lockout rule all read through here, so
 * the admin tables have one owner and effective tags one definition.
 */
export class AccessRepository {
  constructor(private readonly db: Executor) {}

  findUserById(id: string): Promise<UserAccount | undefined> {
    return new UsersRepository(this.db).findAccountById(id);
  }

  findUserByEmail(domainName: string, emailAddress: string): Promise<UserAccount | undefined> {
    return new UsersRepository(this.db).findAccountByEmail(domainName, emailAddress);
  }

  async loadAccess(user: UserAccount): Promise<UserAccess> {
    const roles = new RolesRepository(this.db);
    const [ownRoles, groups] = await Promise.all([
      roles.findByIds(user.domainName, user.roles),
      new GroupsRepository(this.db).findByIds(user.domainName, user.groups),
    ]);
    const groupRoles = await roles.findByIds(user.domainName, unique(groups.flatMap((group) => group.roles)));
    return { user, roles: ownRoles.sort(byName), groups, groupRoles: groupRoles.sort(byName) };
  }

  /** The user's effective tags as the database has them now; null when the tenant has no such user. */
  async effectiveTagsOf(domainName: string, userId: string): Promise<string[] | null> {
    const user = await this.findUserById(userId);
    if (!user || user.domainName !== domainName) return null;
    return effectiveTagsOfAccess(await this.loadAccess(user));
  }
}

/** Where a user's tags come from: their own, their roles' and their groups' roles'. */
export function tagSourcesOf(access: UserAccess): TagLists[] {
  return [
    access.user.explicitTags,
    ...access.roles.map((role) => role.explicitTags),
    ...access.groupRoles.map((role) => role.explicitTags),
  ];
}

/** The one definition of a user's effective tags: every allowed tag of every source minus every denied one. */
function effectiveTagsOfAccess(access: UserAccess): string[] {
  return effectiveTags(tagSourcesOf(access));
}
