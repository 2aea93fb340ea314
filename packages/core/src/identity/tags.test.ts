import { describe, expect, it } from "vitest";
import { effectiveTags, hasAllTags } from "./tags";

describe("effectiveTags", () => {
  it("unites the tags allowed by the user, their roles and their groups' roles", () => {
    expect(
      effectiveTags([
        { allowed: ["users::read"], denied: [] },
        { allowed: ["roles::read"], denied: [] },
        { allowed: ["groups::read", "users::read"], denied: [] },
      ]),
    ).toEqual(["groups::read", "roles::read", "users::read"]);
  });

  it("removes a tag denied anywhere, even if allowed elsewhere", () => {
    expect(
      effectiveTags([
        { allowed: ["users::read", "users::delete"], denied: [] },
        { allowed: [], denied: ["users::delete"] },
      ]),
    ).toEqual(["users::read"]);
  });

  it("lets a user's own denial override a role's allowance", () => {
    expect(
      effectiveTags([
        { allowed: [], denied: ["developer-tools::access"] },
        { allowed: ["developer-tools::access"], denied: [] },
      ]),
    ).toEqual([]);
  });

  it("ignores denials of tags nobody allows", () => {
    expect(effectiveTags([{ allowed: ["a"], denied: ["b"] }])).toEqual(["a"]);
  });

  it("treats tags as exact, case-sensitive strings and ignores blanks", () => {
    expect(effectiveTags([{ allowed: ["Users::Read", " users::read ", ""], denied: ["users::read"] }])).toEqual([
      "Users::Read",
    ]);
  });

  it("answers nothing for no sources", () => {
    expect(effectiveTags([])).toEqual([]);
  });
});

describe("hasAllTags", () => {
  it("requires every tag", () => {
    expect(hasAllTags(["a", "b"], ["a"])).toBe(true);
    expect(hasAllTags(["a"], ["a", "b"])).toBe(false);
  });
  it("is satisfied by no requirement", () => {
    expect(hasAllTags([], [])).toBe(true);
  });
});
