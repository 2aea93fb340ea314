import type { BranchService } from "../../branches/branchService";
import type { ContentRepository, PushOutcome } from "../contentRepository";
import { type ContentProblem, readContentFolder } from "./readContentFolder";
import { writeContentFolder } from "./writeContentFolder";

export type PushResult = { ok: true; outcome: PushOutcome } | { ok: false; problems: ContentProblem[] };

/** Moves content between folders and branches: push validates first and is all or nothing; pull writes files. */
export class ContentPublisher {
  constructor(
    private readonly content: ContentRepository,
    private readonly branches: BranchService,
  ) {}

  async push(dir: string, domainName: string, branch: string): Promise<PushResult> {
    const folder = readContentFolder(dir);
    if (folder.problems.length > 0) return { ok: false, problems: folder.problems };
    await this.branches.require(domainName, branch);
    return { ok: true, outcome: await this.content.replaceAll(domainName, branch, folder.objects) };
  }

  async pull(domainName: string, branch: string, dir: string): Promise<number> {
    await this.branches.require(domainName, branch);
    const objects = await this.content.list(domainName, branch);
    writeContentFolder(dir, objects);
    return objects.length;
  }
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  return problems.map((p) => `${p.file}${p.path ? ` (${p.path})` : ""}: ${p.message}`).join("\n");
}
