import type { BranchService } from "../../branches/service";
import type { ContentRepository, PushOutcome } from "../repository";
import { type ContentProblem, readContentFolder } from "./readContentFolder";
import { writeContentFolder } from "./writeContentFolder";

export type PushResult =
  | { ok: true; outcome: PushOutcome; warnings: ContentProblem[] }
  | { ok: false; problems: ContentProblem[] };

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
    const outcome = await this.content.replaceAll(domainName, branch, folder.objects);
    return { ok: true, outcome, warnings: folder.warnings };
  }

  async pull(domainName: string, branch: string, dir: string): Promise<number> {
    await this.branches.require(domainName, branch);
    const objects = await this.content.list(domainName, branch);
    writeContentFolder(dir, objects);
    return objects.length;
  }
}

/** The warnings of a folder after its summary line, or nothing. */
export function formatWarnings(warnings: readonly ContentProblem[]): string {
  return warnings.length === 0 ? "" : `\n${warnings.length} warning(s)\n${formatProblems(warnings)}`;
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  return problems.map((p) => `${p.file}${p.path ? ` (${p.path})` : ""}: ${p.message}`).join("\n");
}
