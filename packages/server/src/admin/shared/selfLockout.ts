import { adminServerMessages, effectiveTags, TAGS } from "@storyframe/core";
import { badRequest } from "../../http/httpError";
import type { Actor } from "./actor";
import type { Executor } from "./database";
import { tagListsOf } from "./tags";

/** The tags an administrator cannot take away from themselves: without them nobody may be left to undo it. */
export const GUARDED_TAGS: readonly string[] = [TAGS.usersUpdate, TAGS.rolesUpdate];

/** A user's effective tags as the database has them now (their own, their roles', their groups' roles'). */
export async function effectiveTagsInDatabase(
  db: Executor,
  domainName: string,
  userId: string,
): Promise<string[] | null> {
  const user = await db
    .selectFrom("users")
    .select(["allowed_tags", "denied_tags"])
    .where("id", "=", userId)
    .where("domain_name", "=", domainName)
    .executeTakeFirst();
  if (!user) return null;
  const roles = await db
    .selectFrom("roles")
    .select(["allowed_tags", "denied_tags"])
    .where("domain_name", "=", domainName)
    .where((eb) =>
      eb.or([
        eb("id", "in", eb.selectFrom("user_roles").select("role_id").where("user_id", "=", userId)),
        eb(
          "id",
          "in",
          eb
            .selectFrom("group_roles")
            .innerJoin("user_groups", "user_groups.group_id", "group_roles.group_id")
            .select("group_roles.role_id")
            .where("user_groups.user_id", "=", userId),
        ),
      ]),
    )
    .execute();
  return effectiveTags([user, ...roles].map(tagListsOf));
}

/**
 * Runs `change` (inside the caller's transaction) and refuses it with 400
 * when it took users::update or roles::update away from the caller — through
 * their own roles, groups or tags, or by changing or deleting a role or group
 * they depend on. The thrown error rolls the transaction back.
 */
export async function withoutSelfLockout<T>(trx: Executor, actor: Actor, change: () => Promise<T>): Promise<T> {
  const before = actor.id ? await effectiveTagsInDatabase(trx, actor.domainName, actor.id) : null;
  const result = await change();
  if (before && actor.id) {
    const after = (await effectiveTagsInDatabase(trx, actor.domainName, actor.id)) ?? [];
    const lost = GUARDED_TAGS.filter((tag) => before.includes(tag) && !after.includes(tag));
    if (lost.length > 0) throw badRequest({ non_field_errors: [adminServerMessages.cannotLockOut(lost)] });
  }
  return result;
}
