import { branchNameProblem, CONTENT_HEADERS, DEFAULT_BRANCH, normalizeBranchName } from "@storyframe/core";
import type { FastifyRequest } from "fastify";
import { badRequest } from "./httpError";

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The branch a content or data call works on, from the `Branch` header
 * (normalised by the branch-name rule; `BranchState` must be 'clean' when
 * sent). The content API requires the header; the data API falls back to main.
 */
export function requestedBranch(request: FastifyRequest, options: { required: boolean }): string {
  const state = header(request, CONTENT_HEADERS.branchState);
  if (state !== undefined && state !== "clean") {
    throw badRequest({ [CONTENT_HEADERS.branchState]: ["Only the 'clean' branch state is supported."] });
  }
  const raw = header(request, CONTENT_HEADERS.branch)?.trim() ?? "";
  if (raw === "") {
    if (options.required) throw badRequest({ [CONTENT_HEADERS.branch]: ["The Branch header is required."] });
    return DEFAULT_BRANCH;
  }
  const name = normalizeBranchName(raw);
  const problem = branchNameProblem(name);
  if (problem) throw badRequest({ [CONTENT_HEADERS.branch]: [problem] });
  return name;
}
