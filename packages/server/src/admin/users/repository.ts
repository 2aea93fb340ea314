import { randomUUID } from "node:crypto";
import { type Selectable, sql } from "kysely";
import type { UsersTable } from "../../db/schema";
import { isKeyValueArray, type KeyValue, parseJsonColumn } from "../../shared/json";
import { containsPattern, type Executor, keyOf, toCount } from "../shared/database";
import { type TagLists, tagListsOf } from "../shared/tags";

/** A user as the admin area sees them: no password hash, only whether one is set. */
export type AdminUser = {
  id: string;
  domainName: string;
  name: string;
  emailAddress: string;
  roles: string[];
  groups: string[];
  userMetadata: KeyValue[];
  explicitTags: TagLists;
  signedUp: boolean;
  createdAt: string;
  updatedAt: string;
};

/** A user as sign-in and the token claims see them: with the password hash, the picture and the access version. */
export type UserAccount = AdminUser & { passwordHash: string | null; pictureUrl: string | null; accessVersion: number };

type UserOrder = "name" | "-name" | "emailAddress" | "-emailAddress" | "createdAt" | "-createdAt";

export type UserFilter = {
  emailAddress?: string | undefined;
  roleId?: string | undefined;
  groupId?: string | undefined;
  search?: string | undefined;
  orderBy?: UserOrder | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
};

export type UserChange = {
  name: string;
  emailAddress: string;
  roles: string[];
  groups: string[];
  userMetadata: KeyValue[];
  explicitTags: TagLists;
};

/** Above this many users on one page, memberships are read for the whole tenant instead of by id list. */
const MEMBERSHIP_ID_LIST_LIMIT = 500;

/** SQL for the users of a tenant and their memberships. Every query names the tenant. */
export class UsersRepository {
  constructor(private readonly db: Executor) {}

  /** One page of matching users in the asked order (name by default, case-insensitive) and the number of matches. */
  async search(domainName: string, filter: UserFilter): Promise<{ users: AdminUser[]; total: number }> {
    let query = this.db.selectFrom("users").where("users.domain_name", "=", domainName);
    if (filter.emailAddress !== undefined) query = query.where("users.email_key", "=", keyOf(filter.emailAddress));
    const { roleId, groupId } = filter;
    if (roleId !== undefined) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom("user_roles")
            .select("user_roles.user_id")
            .whereRef("user_roles.user_id", "=", "users.id")
            .where("user_roles.role_id", "=", roleId),
        ),
      );
    }
    if (groupId !== undefined) {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom("user_groups")
            .select("user_groups.user_id")
            .whereRef("user_groups.user_id", "=", "users.id")
            .where("user_groups.group_id", "=", groupId),
        ),
      );
    }
    if (filter.search?.trim()) {
      const pattern = containsPattern(filter.search);
      query = query.where(
        sql<boolean>`(lower(users.name) like ${pattern} escape '\\' or users.email_key like ${pattern} escape '\\')`,
      );
    }
    const order = filter.orderBy ?? "name";
    const direction = order.startsWith("-") ? sql`desc` : sql`asc`;
    const column = order.endsWith("emailAddress")
      ? sql`users.email_key`
      : order.endsWith("createdAt")
        ? sql`users.created_at`
        : sql`lower(users.name)`;
    let rows = query.selectAll("users").orderBy(sql`${column} ${direction}`).orderBy("users.id");
    if (filter.offset) rows = rows.offset(filter.offset);
    if (filter.limit) rows = rows.limit(filter.limit);
    const [found, count] = await Promise.all([
      rows.execute(),
      query.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst(),
    ]);
    return { users: await this.withMemberships(domainName, found), total: toCount(count?.n) };
  }

  async findById(domainName: string, id: string): Promise<AdminUser | undefined> {
    const row = await this.db
      .selectFrom("users")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? (await this.withMemberships(domainName, [row]))[0] : undefined;
  }

  /** A user of any tenant by id, with their credentials (for sign-in and tokens). */
  async findAccountById(id: string): Promise<UserAccount | undefined> {
    const row = await this.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? this.accountOf(row) : undefined;
  }

  /** The tenant's user with this e-mail address (any case), with their credentials. */
  async findAccountByEmail(domainName: string, emailAddress: string): Promise<UserAccount | undefined> {
    const row = await this.db
      .selectFrom("users")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("email_key", "=", keyOf(emailAddress))
      .executeTakeFirst();
    return row ? this.accountOf(row) : undefined;
  }

  /** The id of the tenant's user with this e-mail address (any case), if any. */
  async idOfEmail(domainName: string, emailAddress: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("users")
      .select("id")
      .where("domain_name", "=", domainName)
      .where("email_key", "=", keyOf(emailAddress))
      .executeTakeFirst();
    return row?.id;
  }

  /** Inserts a user; one without a password hash signs up through the welcome e-mail's link. */
  async insert(domainName: string, user: UserChange, now: string, passwordHash: string | null): Promise<AdminUser> {
    const id = randomUUID();
    await this.db
      .insertInto("users")
      .values({
        id,
        domain_name: domainName,
        name: user.name,
        email_address: user.emailAddress.trim(),
        email_key: keyOf(user.emailAddress),
        password_hash: passwordHash,
        picture_url: null,
        user_metadata: JSON.stringify(user.userMetadata),
        allowed_tags: JSON.stringify(user.explicitTags.allowed),
        denied_tags: JSON.stringify(user.explicitTags.denied),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await this.setMemberships(id, user.roles, user.groups);
    return { id, domainName, ...user, signedUp: passwordHash !== null, createdAt: now, updatedAt: now };
  }

  /** The user's own changes, made on the identity pages (sign-up, password reset, profile). */
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

  async update(domainName: string, id: string, change: UserChange, now: string): Promise<void> {
    await this.db
      .updateTable("users")
      .set({
        name: change.name,
        email_address: change.emailAddress.trim(),
        email_key: keyOf(change.emailAddress),
        user_metadata: JSON.stringify(change.userMetadata),
        allowed_tags: JSON.stringify(change.explicitTags.allowed),
        denied_tags: JSON.stringify(change.explicitTags.denied),
        updated_at: now,
      })
      .where("domain_name", "=", domainName)
      .where("id", "=", id)
      .execute();
    await this.db.deleteFrom("user_roles").where("user_id", "=", id).execute();
    await this.db.deleteFrom("user_groups").where("user_id", "=", id).execute();
    await this.setMemberships(id, change.roles, change.groups);
  }

  async delete(domainName: string, id: string): Promise<void> {
    await this.db.deleteFrom("user_roles").where("user_id", "=", id).execute();
    await this.db.deleteFrom("user_groups").where("user_id", "=", id).execute();
    await this.db.deleteFrom("one_time_tokens").where("user_id", "=", id).execute();
    await this.db.deleteFrom("users").where("domain_name", "=", domainName).where("id", "=", id).execute();
  }

  private async setMemberships(userId: string, roles: readonly string[], groups: readonly string[]): Promise<void> {
    if (roles.length > 0) {
      await this.db
        .insertInto("user_roles")
        .values(roles.map((role_id) => ({ user_id: userId, role_id })))
        .execute();
    }
    if (groups.length > 0) {
      await this.db
        .insertInto("user_groups")
        .values(groups.map((group_id) => ({ user_id: userId, group_id })))
        .execute();
    }
  }

  private async accountOf(row: Selectable<UsersTable>): Promise<UserAccount> {
    const [user] = await this.withMemberships(row.domain_name, [row]);
    if (!user) throw new Error(`The user ${row.id} could not be read.`);
    return {
      ...user,
      passwordHash: row.password_hash,
      pictureUrl: row.picture_url,
      accessVersion: Number(row.access_version),
    };
  }

  private async withMemberships(domainName: string, rows: Selectable<UsersTable>[]): Promise<AdminUser[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const byIds = ids.length <= MEMBERSHIP_ID_LIST_LIMIT;
    let roleLinks = this.db
      .selectFrom("user_roles")
      .innerJoin("roles", "roles.id", "user_roles.role_id")
      .select(["user_roles.user_id as userId", "user_roles.role_id as id"])
      .orderBy("roles.name_key");
    let groupLinks = this.db
      .selectFrom("user_groups")
      .innerJoin("groups", "groups.id", "user_groups.group_id")
      .select(["user_groups.user_id as userId", "user_groups.group_id as id"])
      .orderBy("groups.name_key");
    // A long id list is slower than reading the tenant's memberships whole.
    roleLinks = byIds
      ? roleLinks.where("user_roles.user_id", "in", ids)
      : roleLinks.where("roles.domain_name", "=", domainName);
    groupLinks = byIds
      ? groupLinks.where("user_groups.user_id", "in", ids)
      : groupLinks.where("groups.domain_name", "=", domainName);
    const [roles, groups] = await Promise.all([roleLinks.execute(), groupLinks.execute()]);
    const rolesOf = groupBy(roles);
    const groupsOf = groupBy(groups);
    return rows.map((row) => ({
      id: row.id,
      domainName: row.domain_name,
      name: row.name,
      emailAddress: row.email_address,
      roles: rolesOf.get(row.id) ?? [],
      groups: groupsOf.get(row.id) ?? [],
      userMetadata: parseJsonColumn(row.user_metadata, [], isKeyValueArray),
      explicitTags: tagListsOf(row),
      signedUp: row.password_hash !== null,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
  }
}

function groupBy(links: readonly { userId: string; id: string }[]): Map<string, string[]> {
  const byUser = new Map<string, string[]>();
  for (const link of links) {
    const list = byUser.get(link.userId);
    if (list) list.push(link.id);
    else byUser.set(link.userId, [link.id]);
  }
  return byUser;
}
