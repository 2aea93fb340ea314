import { DEFAULT_BRANCH, TAGS } from "@storyframe/core";
import type { Principal } from "../auth/principal";
import { ForbiddenError } from "../shared/domainErrors";

/**
 * The branch a tenant serves to everyone: its active one. Every tenant's is
 * `main` for now; a per-tenant choice would be made here.
 */
export function activeBranchOf(_domainName: string): string {
  return DEFAULT_BRANCH;
}

/** Whether the caller may read branches other than the tenant's active one (developers only). */
export function mayReadEveryBranch(principal: Principal | null): boolean {
  return principal?.effectiveTags.includes(TAGS.developerTools) ?? false;
}

const branchPolicyMessages = {
  developersOnly: (branch: string, active: string) =>
    `Branch '${branch}' is not available to you: branches other than '${active}' need ${TAGS.developerTools}.`,
} as const;

/**
 * Refuses (403) a caller without developer-tools::access who names a branch
 * other than the tenant's active one, in a `Branch` header or a path; the
 * name is normalised first. Refused whether or not the branch exists, so
 * the answer tells nothing about other branches.
 */
export function assertMayReadBranch(principal: Principal | null, domainName: string, branch: string): void {
  const active = activeBranchOf(domainName);
  if (branch === active || mayReadEveryBranch(principal)) return;
  throw new ForbiddenError(branchPolicyMessages.developersOnly(branch, active));
}
