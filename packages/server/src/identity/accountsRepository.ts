import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database, GroupsTable, RolesTable, UsersTable } from "../db/schema";
import { isKeyValueArray, isStringArray, type KeyValue, parseJsonColumn } from "../shared/json";

export type TagLists = { allowed: string[]; denied: string[] };

export type RoleRecord = {
  id: string;
  domainName: string;
  name: string;
  description: string;
  explicitTags: TagLists;
  isAssignable: boolean;
};

export type GroupRecord = {
  id: string;
  domainName: string;
  name: string;
  description: string;
  roles: string[];
  userMetadata: KeyValue[];
  explicitTags: TagLists;
};

export type UserRecord = {
  id: string;
  domainName: string;
  name: string;
  emailAddress: string;
  passwordHash: string | null;
  pictureUrl: string | null;
  roles: string[];
  groups: string[];
  userMetadata: KeyValue[];
  explicitTags: TagLists;
};

/** A user with everything that decides their access. */
export type UserAccess = { user: UserRecord; roles: RoleRecord[]; groups: GroupRecord[]; groupRoles: RoleRecord[] };

export type NewRole = Omit<RoleRecord, "id">;
export type NewGroup = Omit<GroupRecord, "id">;
export type NewUser = Omit<UserRecord, "id">;

/** SQL for users, roles and groups. Every query names the tenant. */
export class AccountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findUserByEmail(domainName: string, emailAddress: string): Promise<UserRecord | undefined> {
    const row = await this.db
      .selectFrom("users")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("email_key", "=", emailAddress.trim().toLowerCase())
      .executeTakeFirst();
    return row ? this.withMemberships(row) : undefined;
  }

  async findUserById(id: string): Promise<UserRecord | undefined> {
    const row = await this.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? this.withMemberships(row) : undefined;
  }

  async loadAccess(user: UserRecord): Promise<UserAccess> {
    const roles = await this.rolesByIds(user.domainName, user.roles);
    const groups = user.groups.length
      ? (
          await this.db
            .selectFrom("groups")
            .selectAll()
            .where("domain_name", "=", user.domainName)
            .where("id", "in", user.groups)
            .execute()
        ).map((row) => toGroup(row, []))
      : [];
    const groupRoleLinks = groups.length
      ? await this.db
          .selectFrom("group_roles")
          .select(["group_id", "role_id"])
          .where(
            "group_id",
            "in",
            groups.map((g) => g.id),
          )
          .execute()
      : [];
    for (const group of groups) {
      group.roles = groupRoleLinks.filter((link) => link.group_id === group.id).map((link) => link.role_id);
    }
    const groupRoles = await this.rolesByIds(user.domainName, [...new Set(groupRoleLinks.map((link) => link.role_id))]);
    return { user, roles, groups, groupRoles };
  }

  async findRoleByName(domainName: string, name: string): Promise<RoleRecord | undefined> {
    const row = await this.db
      .selectFrom("roles")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("name_key", "=", name.trim().toLowerCase())
      .executeTakeFirst();
    return row ? toRole(row) : undefined;
  }

  async createRole(role: NewRole, now: string): Promise<RoleRecord> {
    const id = randomUUID();
    await this.db
      .insertInto("roles")
      .values({
        id,
        domain_name: role.domainName,
        name: role.name,
        name_key: role.name.trim().toLowerCase(),
        description: role.description,
        allowed_tags: JSON.stringify(role.explicitTags.allowed),
        denied_tags: JSON.stringify(role.explicitTags.denied),
        is_assignable: role.isAssignable ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { ...role, id };
  }

  async createGroup(group: NewGroup, now: string): Promise<GroupRecord> {
    const id = randomUUID();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("groups")
        .values({
          id,
          domain_name: group.domainName,
          name: group.name,
          name_key: group.name.trim().toLowerCase(),
          description: group.description,
          user_metadata: JSON.stringify(group.userMetadata),
          allowed_tags: JSON.stringify(group.explicitTags.allowed),
          denied_tags: JSON.stringify(group.explicitTags.denied),
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (const roleId of group.roles) {
        await trx.insertInto("group_roles").values({ group_id: id, role_id: roleId }).execute();
      }
    });
    return { ...group, id };
  }

  async createUser(user: NewUser, now: string): Promise<UserRecord> {
    const id = randomUUID();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto("users")
        .values({
          id,
          domain_name: user.domainName,
          name: user.name,
          email_address: user.emailAddress.trim(),
          email_key: user.emailAddress.trim().toLowerCase(),
          password_hash: user.passwordHash,
          picture_url: user.pictureUrl,
          user_metadata: JSON.stringify(user.userMetadata),
          allowed_tags: JSON.stringify(user.explicitTags.allowed),
          denied_tags: JSON.stringify(user.explicitTags.denied),
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (const roleId of user.roles)
        await trx.insertInto("user_roles").values({ user_id: id, role_id: roleId }).execute();
      for (const groupId of user.groups) {
        await trx.insertInto("user_groups").values({ user_id: id, group_id: groupId }).execute();
      }
    });
    return { ...user, id };
  }

  async setPassword(userId: string, passwordHash: string, now: string): Promise<void> {
    await this.db
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: now })
      .where("id", "=", userId)
      .execute();
  }

  async setName(userId: string, name: string, now: string): Promise<void> {
    await this.db.updateTable("users").set({ name, updated_at: now }).where("id", "=", userId).execute();
  }

  private async rolesByIds(domainName: string, ids: readonly string[]): Promise<RoleRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom("roles")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("id", "in", [...ids])
      .orderBy("name_key")
      .execute();
    return rows.map(toRole);
  }

  private async withMemberships(row: Selectable<UsersTable>): Promise<UserRecord> {
    const [roles, groups] = await Promise.all([
      this.db.selectFrom("user_roles").select("role_id").where("user_id", "=", row.id).execute(),
      this.db.selectFrom("user_groups").select("group_id").where("user_id", "=", row.id).execute(),
    ]);
    return {
      id: row.id,
      domainName: row.domain_name,
      name: row.name,
      emailAddress: row.email_address,
      passwordHash: row.password_hash,
      pictureUrl: row.picture_url,
      roles: roles.map((r) => r.role_id),
      groups: groups.map((g) => g.group_id),
      userMetadata: parseJsonColumn(row.user_metadata, [], isKeyValueArray),
      explicitTags: tagLists(row),
    };
  }
}

function tagLists(row: { allowed_tags: string; denied_tags: string }): TagLists {
  return {
    allowed: parseJsonColumn(row.allowed_tags, [], isStringArray),
    denied: parseJsonColumn(row.denied_tags, [], isStringArray),
  };
}

function toRole(row: Selectable<RolesTable>): RoleRecord {
  return {
    id: row.id,
    domainName: row.domain_name,
    name: row.name,
    description: row.description,
    explicitTags: tagLists(row),
    isAssignable: Boolean(row.is_assignable),
  };
}

function toGroup(row: Selectable<GroupsTable>, roles: string[]): GroupRecord {
  return {
    id: row.id,
    domainName: row.domain_name,
    name: row.name,
    description: row.description,
    roles,
    userMetadata: parseJsonColumn(row.user_metadata, [], isKeyValueArray),
    explicitTags: tagLists(row),
  };
}
