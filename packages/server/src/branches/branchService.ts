import { branchNameProblem, DEFAULT_BRANCH, normalizeBranchName } from "@storyframe/core";
import { badRequest, HttpError } from "../http/httpError";
import type { BranchFilter, BranchRecord, BranchRepository } from "./branchRepository";

/** Branch rules: names by the spec's rule, `main` always there and never deleted, a branch starts as a copy. */
export class BranchService {
  constructor(private readonly branches: BranchRepository) {}

  /** Creates the tenant's `main` branch when it is missing. */
  async ensureMain(domainName: string): Promise<BranchRecord> {
    const existing = await this.branches.find(domainName, DEFAULT_BRANCH);
    if (existing) return existing;
    return (
      (await this.branches.create(domainName, DEFAULT_BRANCH, null, null)) ?? this.require(domainName, DEFAULT_BRANCH)
    );
  }

  /** The branch, or a 404 naming it. */
  async require(domainName: string, name: string): Promise<BranchRecord> {
    if (name === DEFAULT_BRANCH) return this.ensureMain(domainName);
    const branch = await this.branches.find(domainName, name);
    if (!branch) throw new HttpError(404, `Branch '${name}' does not exist.`);
    return branch;
  }

  list(domainName: string, filter: BranchFilter): Promise<BranchRecord[]> {
    return this.branches.list(domainName, filter);
  }

  findById(domainName: string, id: string): Promise<BranchRecord | undefined> {
    return this.branches.findById(domainName, id);
  }

  /** Normalises and validates a requested name; a name that cannot be made valid is a 400 on `name`. */
  validName(raw: string): string {
    const name = normalizeBranchName(raw);
    const problem = branchNameProblem(name);
    if (problem) throw badRequest({ name: [problem] });
    return name;
  }

  /** Creates a branch as an independent copy of `from`; 409 when it exists. */
  async create(domainName: string, rawName: string, from: string, createdBy: string | null): Promise<BranchRecord> {
    const name = this.validName(rawName);
    await this.ensureMain(domainName);
    const source = await this.branches.find(domainName, normalizeBranchName(from));
    if (!source) throw badRequest({ createdFrom: [`Branch '${from}' does not exist.`] });
    const created = await this.branches.create(domainName, name, source.name, createdBy);
    if (!created) throw new HttpError(409, `Branch '${name}' already exists.`);
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
    return { branch: await this.create(domainName, name, from, createdBy), created: true };
  }

  async delete(domainName: string, name: string): Promise<void> {
    if (name === DEFAULT_BRANCH) throw badRequest({ name: ["The main branch cannot be deleted."] });
    if (!(await this.branches.delete(domainName, name))) throw new HttpError(404, `Branch '${name}' does not exist.`);
  }
}
