import { branchNameProblem, CONTENT_HEADERS, normalizeBranchName } from "@storyframe/core";
import type { FastifyRequest } from "fastify";
import { activeBranchOf, assertMayReadBranch } from "../branches/policy";
import { InvalidError } from "../shared/domainErrors";

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The branch a content or data call works on, from the `Branch` header
 * (normalised by the branch-name rule; `BranchState` must be 'clean' when
 * sent). The content API requires the header; the data API falls back to the tenant's active branch.
 * A branch other than the tenant's active one needs developer-tools::access
 * (403 otherwise, decision 063).
 */
export function requestedBranch(request: FastifyRequest, options: { required: boolean }): string {
  const state = header(request, CONTENT_HEADERS.branchState);
  if (state !== undefined && state !== "clean") {
    throw new InvalidError({ [CONTENT_HEADERS.branchState]: ["Only the 'clean' branch state is supported."] });
  }
  const raw = header(request, CONTENT_HEADERS.branch)?.trim() ?? "";
  if (raw === "") {
    if (options.required) throw new InvalidError({ [CONTENT_HEADERS.branch]: ["The Branch header is required."] });
    return activeBranchOf(request.principal?.domainName ?? "");
  }
  const name = normalizeBranchName(raw);
  const problem = branchNameProblem(name);
  if (problem) throw new InvalidError({ [CONTENT_HEADERS.branch]: [problem] });
  assertMayReadBranch(request.principal, request.principal?.domainName ?? "", name);
  return name;
}
