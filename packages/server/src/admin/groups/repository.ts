import { randomUUID } from "node:crypto";
import { type Selectable, sql } from "kysely";
import type { GroupsTable } from "../../db/schema";
import { isKeyValueArray, type KeyValue, parseJsonColumn } from "../../shared/json";
import type { RoleFilter } from "../roles/repository";
import { containsPattern, type Executor, keyOf, toCount } from "../shared/database";
import { type TagLists, tagListsOf } from "../shared/tags";

/** A group of a tenant: users in it get its roles and its user metadata. */
export type GroupRecord = {
  id: string;
  domainName: string;
  name: string;
  description: string;
  roles: string[];
  userMetadata: KeyValue[];
  explicitTags: TagLists;
};

export type GroupChange = {
  description: string;
  roles: string[];
  userMetadata: KeyValue[];
  explicitTags: TagLists;
};

/** SQL for groups of a tenant and their roles. Every query names the tenant. */
export class GroupsRepository {
  constructor(private readonly db: Executor) {}

  async search(domainName: string, filter: RoleFilter): Promise<{ groups: GroupRecord[]; total: number }> {
    let query = this.db.selectFrom("groups").where("domain_name", "=", domainName);
    if (filter.name?.trim()) {
      query = query.where(sql<boolean>`name_key like ${containsPattern(filter.name)} escape '\\'`);
    }
    let rows = query
      .selectAll()
      .orderBy("name_key", filter.orderBy === "-name" ? "desc" : "asc")
      .orderBy("id");
    if (filter.offset) rows = rows.offset(filter.offset);
    if (filter.limit) rows = rows.limit(filter.limit);
    const [found, count] = await Promise.all([
      rows.execute(),
      query.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst(),
    ]);
    return { groups: await this.withRoles(found), total: toCount(count?.n) };
  }

  async findById(domainName: string, id: string): Promise<GroupRecord | undefined> {
    const row = await this.db
      .selectFrom("groups")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? (await this.withRoles([row]))[0] : undefined;
  }

  async findByName(domainName: string, name: string): Promise<GroupRecord | undefined> {
    const row = await this.db
      .selectFrom("groups")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("name_key", "=", keyOf(name))
      .executeTakeFirst();
    return row ? (await this.withRoles([row]))[0] : undefined;
  }

  async findByIdOrName(domainName: string, idOrName: string): Promise<GroupRecord | undefined> {
    return (await this.findById(domainName, idOrName)) ?? (await this.findByName(domainName, idOrName));
  }

  async findByIds(domainName: string, ids: readonly string[]): Promise<GroupRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom("groups")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("id", "in", [...ids])
      .orderBy("name_key")
      .execute();
    return this.withRoles(rows);
  }

  /** The ids among `ids` that are groups of the tenant. */
  async existingIds(domainName: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom("groups")
      .select("id")
      .where("domain_name", "=", domainName)
      .where("id", "in", [...ids])
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  async namesById(domainName: string): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom("groups")
      .select(["id", "name"])
      .where("domain_name", "=", domainName)
      .execute();
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async lookups(domainName: string): Promise<{ value: string; label: string }[]> {
    const rows = await this.db
      .selectFrom("groups")
      .select(["id", "name"])
      .where("domain_name", "=", domainName)
      .orderBy("name_key")
      .execute();
    return rows.map((row) => ({ value: row.id, label: row.name }));
  }

  async insert(domainName: string, group: { name: string } & GroupChange, now: string): Promise<GroupRecord> {
    const id = randomUUID();
    await this.db
      .insertInto("groups")
      .values({
        id,
        domain_name: domainName,
        name: group.name,
        name_key: keyOf(group.name),
        description: group.description,
        user_metadata: JSON.stringify(group.userMetadata),
        allowed_tags: JSON.stringify(group.explicitTags.allowed),
        denied_tags: JSON.stringify(group.explicitTags.denied),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await this.setRoles(id, group.roles);
    return { id, domainName, ...group };
  }

  async update(domainName: string, id: string, change: GroupChange, now: string): Promise<void> {
    await this.db
      .updateTable("groups")
      .set({
        description: change.description,
        user_metadata: JSON.stringify(change.userMetadata),
        allowed_tags: JSON.stringify(change.explicitTags.allowed),
        denied_tags: JSON.stringify(change.explicitTags.denied),
        updated_at: now,
      })
      .where("domain_name", "=", domainName)
      .where("id", "=", id)
      .execute();
    await this.db.deleteFrom("group_roles").where("group_id", "=", id).execute();
    await this.setRoles(id, change.roles);
  }

  /** Takes every user out of the group; answers who was in it. */
  async detach(groupId: string): Promise<string[]> {
    const users = await this.db.selectFrom("user_groups").select("user_id").where("group_id", "=", groupId).execute();
    await this.db.deleteFrom("user_groups").where("group_id", "=", groupId).execute();
    await this.db.deleteFrom("group_roles").where("group_id", "=", groupId).execute();
    return users.map((row) => row.user_id).sort();
  }

  async delete(domainName: string, id: string): Promise<void> {
    await this.db.deleteFrom("groups").where("domain_name", "=", domainName).where("id", "=", id).execute();
  }

  private async setRoles(groupId: string, roles: readonly string[]): Promise<void> {
    if (roles.length === 0) return;
    await this.db
      .insertInto("group_roles")
      .values(roles.map((role_id) => ({ group_id: groupId, role_id })))
      .execute();
  }

  private async withRoles(rows: Selectable<GroupsTable>[]): Promise<GroupRecord[]> {
    if (rows.length === 0) return [];
    const links = await this.db
      .selectFrom("group_roles")
      .innerJoin("roles", "roles.id", "group_roles.role_id")
      .select(["group_roles.group_id", "group_roles.role_id"])
      .where(
        "group_roles.group_id",
        "in",
        rows.map((row) => row.id),
      )
      .orderBy("roles.name_key")
      .execute();
    const rolesOf = new Map<string, string[]>();
    for (const link of links) rolesOf.set(link.group_id, [...(rolesOf.get(link.group_id) ?? []), link.role_id]);
    return rows.map((row) => ({
      id: row.id,
      domainName: row.domain_name,
      name: row.name,
      description: row.description,
      roles: rolesOf.get(row.id) ?? [],
      userMetadata: parseJsonColumn(row.user_metadata, [], isKeyValueArray),
      explicitTags: tagListsOf(row),
    }));
  }
}
