import { randomUUID } from "node:crypto";
import { type Selectable, sql } from "kysely";
import type { RolesTable } from "../../db/schema";
import { containsPattern, type Executor, keyOf, toCount } from "../shared/database";
import { type TagLists, tagListsOf } from "../shared/tags";

/** A role of a tenant: a named set of tags, given to users directly or through groups. */
export type RoleRecord = {
  id: string;
  domainName: string;
  name: string;
  description: string;
  explicitTags: TagLists;
  isAssignable: boolean;
};

export type RoleFilter = {
  name?: string | undefined;
  orderBy?: "name" | "-name" | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
};

export type RoleChange = { description: string; explicitTags: TagLists; isAssignable: boolean };

/** SQL for roles of a tenant. Every query names the tenant. */
export class RolesRepository {
  constructor(private readonly db: Executor) {}

  async search(domainName: string, filter: RoleFilter): Promise<{ roles: RoleRecord[]; total: number }> {
    let query = this.db.selectFrom("roles").where("domain_name", "=", domainName);
    if (filter.name?.trim()) {
      query = query.where(sql<boolean>`name_key like ${containsPattern(filter.name)} escape '\\'`);
    }
    const direction = filter.orderBy === "-name" ? "desc" : "asc";
    let rows = query.selectAll().orderBy("name_key", direction).orderBy("id");
    if (filter.offset) rows = rows.offset(filter.offset);
    if (filter.limit) rows = rows.limit(filter.limit);
    const [found, count] = await Promise.all([
      rows.execute(),
      query.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst(),
    ]);
    return { roles: found.map(toRole), total: toCount(count?.n) };
  }

  async findById(domainName: string, id: string): Promise<RoleRecord | undefined> {
    const row = await this.db
      .selectFrom("roles")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? toRole(row) : undefined;
  }

  async findByName(domainName: string, name: string): Promise<RoleRecord | undefined> {
    const row = await this.db
      .selectFrom("roles")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("name_key", "=", keyOf(name))
      .executeTakeFirst();
    return row ? toRole(row) : undefined;
  }

  /** A role by id, or else by name (as the user list's Role filter takes either). */
  async findByIdOrName(domainName: string, idOrName: string): Promise<RoleRecord | undefined> {
    return (await this.findById(domainName, idOrName)) ?? (await this.findByName(domainName, idOrName));
  }

  async findByIds(domainName: string, ids: readonly string[]): Promise<RoleRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom("roles")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("id", "in", [...ids])
      .execute();
    return rows.map(toRole);
  }

  /** Every role of the tenant by id, with names only (for presenting memberships). */
  async namesById(domainName: string): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom("roles")
      .select(["id", "name"])
      .where("domain_name", "=", domainName)
      .execute();
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async lookups(domainName: string): Promise<{ value: string; label: string; isAssignable: boolean }[]> {
    const rows = await this.db
      .selectFrom("roles")
      .select(["id", "name", "is_assignable"])
      .where("domain_name", "=", domainName)
      .orderBy("name_key")
      .execute();
    return rows.map((row) => ({ value: row.id, label: row.name, isAssignable: Boolean(row.is_assignable) }));
  }

  async insert(domainName: string, role: { name: string } & RoleChange, now: string): Promise<RoleRecord> {
    const id = randomUUID();
    await this.db
      .insertInto("roles")
      .values({
        id,
        domain_name: domainName,
        name: role.name,
        name_key: keyOf(role.name),
        description: role.description,
        allowed_tags: JSON.stringify(role.explicitTags.allowed),
        denied_tags: JSON.stringify(role.explicitTags.denied),
        is_assignable: role.isAssignable ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { id, domainName, ...role };
  }

  async update(domainName: string, id: string, change: RoleChange, now: string): Promise<void> {
    await this.db
      .updateTable("roles")
      .set({
        description: change.description,
        allowed_tags: JSON.stringify(change.explicitTags.allowed),
        denied_tags: JSON.stringify(change.explicitTags.denied),
        is_assignable: change.isAssignable ? 1 : 0,
        updated_at: now,
      })
      .where("domain_name", "=", domainName)
      .where("id", "=", id)
      .execute();
  }

  /** Takes the role from every user and group that has it; answers whom it was taken from. */
  async detach(roleId: string): Promise<{ users: string[]; groups: string[] }> {
    const [users, groups] = [
      await this.db.selectFrom("user_roles").select("user_id").where("role_id", "=", roleId).execute(),
      await this.db.selectFrom("group_roles").select("group_id").where("role_id", "=", roleId).execute(),
    ];
    await this.db.deleteFrom("user_roles").where("role_id", "=", roleId).execute();
    await this.db.deleteFrom("group_roles").where("role_id", "=", roleId).execute();
    return { users: users.map((row) => row.user_id).sort(), groups: groups.map((row) => row.group_id).sort() };
  }

  async delete(domainName: string, id: string): Promise<void> {
    await this.db.deleteFrom("roles").where("domain_name", "=", domainName).where("id", "=", id).execute();
  }
}

function toRole(row: Selectable<RolesTable>): RoleRecord {
  return {
    id: row.id,
    domainName: row.domain_name,
    name: row.name,
    description: row.description,
    explicitTags: tagListsOf(row),
    isAssignable: Boolean(row.is_assignable),
  };
}
