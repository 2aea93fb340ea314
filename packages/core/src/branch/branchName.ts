import { BRANCH_NAME_MAX_LENGTH } from "../constants";

/**
 * Normalises a branch name by the spec's rule: lowercase, characters outside
 * a-z, 0-9, hyphen and dot removed, repeated hyphens collapsed.
 */
export function normalizeBranchName(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9.-]/g, "")
    .replace(/-{2,}/g, "-");
}

/** Returns why a (normalised) branch name is invalid, or null when it is valid. */
export function branchNameProblem(name: string): string | null {
  if (name.length === 0) return "Branch name is required.";
  if (name !== normalizeBranchName(name)) {
    return "Branch name may contain only lowercase letters, digits, hyphens and dots.";
  }
  if (name.length > BRANCH_NAME_MAX_LENGTH) {
    return `Branch name must be at most ${BRANCH_NAME_MAX_LENGTH} characters.`;
  }
  if (!/^[a-z0-9]/.test(name) || !/[a-z0-9]$/.test(name)) {
    return "Branch name must begin and end with a letter or a digit.";
  }
  return null;
}
