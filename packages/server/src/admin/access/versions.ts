import { LruCache } from "@storyframe/core";
import { sql } from "kysely";
import { z } from "zod";
import { type Announce, type CacheInvalidation, notShared } from "../../redis/cacheInvalidation";
import type { Executor } from "../shared/database";
import type { TagLists } from "../shared/tags";

/** What decides access among the fields of a user, role or group; names, descriptions and metadata do not. */
type AccessFields = { roles?: readonly string[]; groups?: readonly string[]; explicitTags: TagLists };

/** Whether a change touches access (roles, groups or own tags, in any order), so its holders' versions must rise. */
export function accessChanged(before: AccessFields, after: AccessFields): boolean {
  const same = (a: readonly string[] = [], b: readonly string[] = []) => {
    const [x, y] = [[...a].sort(), [...b].sort()];
    return x.length === y.length && x.every((value, i) => value === y[i]);
  };
  return !(
    same(before.roles, after.roles) &&
    same(before.groups, after.groups) &&
    same(before.explicitTags.allowed, after.explicitTags.allowed) &&
    same(before.explicitTags.denied, after.explicitTags.denied)
  );
}

/**
 * SQL that raises users' access versions. The admin services call it inside
 * the transaction of every change to a user, their roles, their groups or a
 * role or group they hold, so a change and its version land together.
 */
export class AccessVersionRepository {
  constructor(private readonly db: Executor) {}

  async raiseUser(domainName: string, userId: string): Promise<void> {
    await this.db
      .updateTable("users")
      .set({ access_version: sql`access_version + 1` })
      .where("domain_name", "=", domainName)
      .where("id", "=", userId)
      .execute();
  }

  /** Every holder of the role: directly, or through a group that has it. */
  async raiseHoldersOfRole(domainName: string, roleId: string): Promise<void> {
    await this.db
      .updateTable("users")
      .set({ access_version: sql`access_version + 1` })
      .where("domain_name", "=", domainName)
      .where((eb) =>
        eb.or([
          eb("id", "in", eb.selectFrom("user_roles").select("user_id").where("role_id", "=", roleId)),
          eb(
            "id",
            "in",
            eb
              .selectFrom("user_groups")
              .innerJoin("group_roles", "group_roles.group_id", "user_groups.group_id")
              .select("user_groups.user_id")
              .where("group_roles.role_id", "=", roleId),
          ),
        ]),
      )
      .execute();
  }

  async raiseMembersOfGroup(domainName: string, groupId: string): Promise<void> {
    await this.db
      .updateTable("users")
      .set({ access_version: sql`access_version + 1` })
      .where("domain_name", "=", domainName)
      .where("id", "in", (eb) => eb.selectFrom("user_groups").select("user_id").where("group_id", "=", groupId))
      .execute();
  }

  /** The user's tenant and access version now; undefined when there is no such user. */
  async find(userId: string): Promise<CurrentAccess | undefined> {
    const row = await this.db
      .selectFrom("users")
      .select(["domain_name", "access_version"])
      .where("id", "=", userId)
      .executeTakeFirst();
    return row ? { domainName: row.domain_name, version: Number(row.access_version) } : undefined;
  }
}

const changedUsersSchema = z.object({ userIds: z.union([z.literal("everyone"), z.array(z.string())]) });

/** A user's tenant and access version as the database has them. */
export type CurrentAccess = { domainName: string; version: number };

/** How long a user's version is trusted without asking the database: changes made by another process show within it. */
const VERSION_TTL_MS = 5_000;

/**
 * Each user's current access version, read through a small in-process cache
 * that the admin services clear after every change they commit, so a change
 * made here takes effect on the next request. A read that raced a change is
 * not cached (the generation moved on), so it cannot put the old version back.
 */
export class AccessVersions {
  private readonly cache = new LruCache<string, { access: CurrentAccess | null; untilMs: number }>(10_000);
  private generation = 0;
  private changedEverywhere: Announce<z.infer<typeof changedUsersSchema>> = notShared;

  constructor(
    private readonly db: Executor,
    private readonly now: () => number = Date.now,
  ) {}

  /** The user's tenant and access version; null when the user does not exist (any more). */
  async current(userId: string): Promise<CurrentAccess | null> {
    const cached = this.cache.get(userId);
    if (cached && cached.untilMs > this.now()) return cached.access;
    const generation = this.generation;
    const access = (await new AccessVersionRepository(this.db).find(userId)) ?? null;
    if (generation === this.generation) this.cache.set(userId, { access, untilMs: this.now() + VERSION_TTL_MS });
    return access;
  }

  /** Forgets what is known of these users (or of everyone): call after the change has been committed. */
  changed(userIds: readonly string[] | "everyone"): void {
    this.forget(userIds);
    this.changedEverywhere({ userIds: userIds === "everyone" ? userIds : [...userIds] });
  }

  /**
   * Shares these invalidations with the installation's other instances (decision 085), so a change of access
   * made on one holds on the next request to any of them.
   */
  shareWith(invalidation: CacheInvalidation): void {
    this.changedEverywhere = invalidation.share(
      "access",
      changedUsersSchema,
      ({ userIds }) => this.forget(userIds),
      () => this.forget("everyone"),
    );
  }

  private forget(userIds: readonly string[] | "everyone"): void {
    this.generation += 1;
    if (userIds === "everyone") this.cache.clear();
    else for (const id of userIds) this.cache.delete(id);
  }
}
