import { adminServerMessages, TAGS } from "@storyframe/core";
import { ForbiddenError, InvalidError, NotFoundError } from "../../shared/domainErrors";
import type { Actor } from "./actor";

/** The tags only someone who holds them may grant (to a user, a role or a group). */
export const PLATFORM_TAGS: readonly string[] = Object.values(TAGS);

/**
 * A body may name the tenant it is meant for; naming another tenant than
 * the caller's is refused like a path or query naming one.
 */
export function assertOwnTenant(actor: Actor, domainName: string | undefined): void {
  if (domainName !== undefined && domainName !== actor.domainName)
    throw new ForbiddenError(adminServerMessages.otherTenant);
}

/** A resource of the caller's tenant; another tenant's resources do not exist for the caller. */
export function found<T>(resource: T | undefined, what: string, id: string): T {
  if (!resource) throw new NotFoundError(`No ${what} with id ${id} in this tenant.`);
  return resource;
}

/**
 * Nobody grants a platform tag (users::…, roles::…, groups::…,
 * developer-tools::access) they do not hold themselves, so holding
 * users::update alone cannot be turned into more. Tags already granted may stay.
 */
export function assertMayGrant(actor: Actor, before: readonly string[], after: readonly string[]): void {
  const had = new Set(before);
  const held = new Set(actor.effectiveTags);
  const refused = after.filter((tag) => PLATFORM_TAGS.includes(tag) && !had.has(tag) && !held.has(tag));
  if (refused.length > 0) throw new InvalidError({ explicitTags: [adminServerMessages.cannotGrant(refused)] });
}
