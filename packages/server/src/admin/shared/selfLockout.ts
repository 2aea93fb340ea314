import { adminServerMessages, TAGS } from "@storyframe/core";
import { InvalidError } from "../../shared/domainErrors";
import { AccessRepository } from "../access/repository";
import type { Actor } from "./actor";
import type { Executor } from "./database";

/** The tags an administrator cannot take away from themselves: without them nobody may be left to undo it. */
const GUARDED_TAGS: readonly string[] = [TAGS.usersUpdate, TAGS.rolesUpdate];

/**
 * Runs `change` (inside the caller's transaction) and refuses it when it took
 * users::update or roles::update away from the caller — through their own
 * roles, groups or tags, or by changing or deleting a role or group they
 * depend on. The thrown error rolls the transaction back.
 */
export async function withoutSelfLockout<T>(trx: Executor, actor: Actor, change: () => Promise<T>): Promise<T> {
  const access = new AccessRepository(trx);
  const before = actor.id ? await access.effectiveTagsOf(actor.domainName, actor.id) : null;
  const result = await change();
  if (before && actor.id) {
    const after = (await access.effectiveTagsOf(actor.domainName, actor.id)) ?? [];
    const lost = GUARDED_TAGS.filter((tag) => before.includes(tag) && !after.includes(tag));
    if (lost.length > 0) throw new InvalidError({ non_field_errors: [adminServerMessages.cannotLockOut(lost)] });
  }
  return result;
}
