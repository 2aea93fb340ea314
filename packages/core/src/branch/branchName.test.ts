import { describe, expect, it } from "vitest";
import { branchNameProblem, normalizeBranchName } from "./branchName";

describe("normalizeBranchName", () => {
  it("lowercases the name", () => {
    expect(normalizeBranchName("Feature-X")).toBe("feature-x");
  });
  it("removes characters outside a-z, 0-9, hyphen and dot", () => {
    expect(normalizeBranchName("my branch_v2!/x")).toBe("mybranchv2x");
    expect(normalizeBranchName("release-1.2")).toBe("release-1.2");
  });
  it("collapses repeated hyphens", () => {
    expect(normalizeBranchName("a---b--c")).toBe("a-b-c");
  });
  it("collapses hyphens that meet once other characters are removed", () => {
    expect(normalizeBranchName("a-_-b")).toBe("a-b");
  });
});

describe("branchNameProblem", () => {
  it("accepts a valid name", () => {
    expect(branchNameProblem("main")).toBeNull();
    expect(branchNameProblem("feature-1.2")).toBeNull();
  });
  it("refuses an empty name", () => {
    expect(branchNameProblem("")).toBe("Branch name is required.");
  });
  it("refuses names that begin or end with a hyphen or dot", () => {
    expect(branchNameProblem("-feature")).toBe("Branch name must begin and end with a letter or a digit.");
    expect(branchNameProblem("feature.")).toBe("Branch name must begin and end with a letter or a digit.");
  });
  it("allows 63 characters and refuses 64", () => {
    expect(branchNameProblem("a".repeat(63))).toBeNull();
    expect(branchNameProblem("a".repeat(64))).toBe("Branch name must be at most 63 characters.");
  });
  it("refuses names that are not normalised", () => {
    expect(branchNameProblem("Feature")).toBe(
      "Branch name may contain only lowercase letters, digits, hyphens and dots.",
    );
    expect(branchNameProblem("a--b")).toBe("Branch name may contain only lowercase letters, digits, hyphens and dots.");
  });
});
