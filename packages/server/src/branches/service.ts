import { branchNameProblem, DEFAULT_BRANCH, normalizeBranchName } from "@storyframe/core";
import { z } from "zod";
import { type Announce, type CacheInvalidation, notShared } from "../redis/cacheInvalidation";
import { ConflictError, InvalidError, NotFoundError } from "../shared/domainErrors";
import { activeBranchOf } from "./policy";
import type { BranchFilter, BranchRecord, BranchRepository } from "./repository";

const branchMessages = {
  mainNotDeletable: "The main branch cannot be deleted.",
  activeNotDeletable: (name: string) => `Branch '${name}' is the tenant's active branch and cannot be deleted.`,
  exists: (name: string) => `Branch '${name}' already exists.`,
  missing: (name: string) => `Branch '${name}' does not exist.`,
} as const;

const forgottenBranchSchema = z.object({ domainName: z.string(), name: z.string() });

/** How long a branch (and so its revision) is trusted without asking the database. */
const BRANCH_CACHE_MS = 1000;

/** Branch rules: names by the spec's rule, `main` always there and never deleted, a branch starts as a copy. */
export class BranchService {
  /**
   * Recently read branches. Writes through this process forget their branch
   * at once; a write by another instance or the CLI shows within a second.
   */
  private readonly recent = new Map<string, { branch: BranchRecord; untilMs: number }>();
  private forgetEverywhere: Announce<z.infer<typeof forgottenBranchSchema>> = notShared;

  constructor(
    private readonly branches: BranchRepository,
    private readonly now: () => number = Date.now,
  ) {}

  /** Drops a branch from the cache after its content or the branch itself changed, here and on every instance. */
  forget(domainName: string, name: string): void {
    this.recent.delete(`${domainName}\0${name}`);
    this.forgetEverywhere({ domainName, name });
  }

  /**
   * Shares the branch cache's invalidations with the installation's other instances (decision 085): every
   * cache keyed by a branch's revision (storylines, data answers, endpoint access) follows at once.
   */
  shareWith(invalidation: CacheInvalidation): void {
    this.forgetEverywhere = invalidation.share(
      "branch",
      forgottenBranchSchema,
      ({ domainName, name }) => this.recent.delete(`${domainName}\0${name}`),
      () => this.recent.clear(),
    );
  }

  /** Creates the tenant's `main` branch when it is missing. */
  async ensureMain(domainName: string): Promise<BranchRecord> {
    const existing = await this.branches.find(domainName, DEFAULT_BRANCH);
    if (existing) return existing;
    return (
      (await this.branches.create(domainName, DEFAULT_BRANCH, null, null)) ?? this.require(domainName, DEFAULT_BRANCH)
    );
  }

  /** The branch, or a not-found naming it. */
  async require(domainName: string, name: string): Promise<BranchRecord> {
    const key = `${domainName}\0${name}`;
    const cached = this.recent.get(key);
    if (cached && cached.untilMs > this.now()) return cached.branch;
    const branch =
      name === DEFAULT_BRANCH ? await this.ensureMain(domainName) : await this.branches.find(domainName, name);
    if (!branch) throw new NotFoundError(branchMessages.missing(name));
    if (this.recent.size > 1000) this.recent.clear();
    this.recent.set(key, { branch, untilMs: this.now() + BRANCH_CACHE_MS });
    return branch;
  }

  /** The tenant's branches; the name filter is normalised like a branch name, so `Feature` finds `feature-x`. */
  list(domainName: string, filter: BranchFilter): Promise<BranchRecord[]> {
    const { name, ...rest } = filter;
    const normal = name === undefined ? "" : normalizeBranchName(name);
    return this.branches.list(domainName, normal ? { ...rest, name: normal } : rest);
  }

  findById(domainName: string, id: string): Promise<BranchRecord | undefined> {
    return this.branches.findById(domainName, id);
  }

  /**
   * Normalises and validates a requested name (every route that takes a branch name goes through here or
   * the same rule, decision 063); a name that cannot be made valid is invalid on `name`.
   */
  validName(raw: string): string {
    return validBranchName(raw, "name");
  }

  /** Creates a branch as an independent copy of `from`; a conflict when it exists. */
  create(domainName: string, rawName: string, from: string, createdBy: string | null): Promise<BranchRecord> {
    return this.createNamed(domainName, this.validName(rawName), from, createdBy);
  }

  private async createNamed(domainName: string, name: string, from: string, createdBy: string | null) {
    await this.ensureMain(domainName);
    const source = await this.branches.find(domainName, normalizeBranchName(from));
    if (!source) throw new InvalidError({ createdFrom: [branchMessages.missing(from)] });
    const created = await this.branches.create(domainName, name, source.name, createdBy);
    if (!created) throw new ConflictError(branchMessages.exists(name));
    this.forget(domainName, name);
    return created;
  }

  /** Creates the branch when missing, or answers the existing one (upsert). */
  async upsert(
    domainName: string,
    rawName: string,
    from: string,
    createdBy: string | null,
  ): Promise<{ branch: BranchRecord; created: boolean }> {
    const name = this.validName(rawName);
    const existing = await this.branches.find(domainName, name);
    if (existing) return { branch: existing, created: false };
    return { branch: await this.createNamed(domainName, name, from, createdBy), created: true };
  }

  /**
   * Deletes the branch the caller names (normalised like every branch name) and its content; never main, nor
   * the tenant's active branch, which everyone is shown.
   */
  async delete(domainName: string, rawName: string): Promise<void> {
    const name = this.validName(rawName);
    if (name === DEFAULT_BRANCH) throw new InvalidError({ name: [branchMessages.mainNotDeletable] });
    if (name === activeBranchOf(domainName))
      throw new InvalidError({ name: [branchMessages.activeNotDeletable(name)] });
    if (!(await this.branches.delete(domainName, name))) throw new NotFoundError(branchMessages.missing(name));
    this.forget(domainName, name);
  }
}

/**
 * A requested branch name normalised by the branch-name rule, or an InvalidError on `field` saying why it
 * cannot be one (decision 063).
 */
export function validBranchName(raw: string, field: string): string {
  const name = normalizeBranchName(raw);
  const problem = branchNameProblem(name);
  if (problem) throw new InvalidError({ [field]: [problem] });
  return name;
}
