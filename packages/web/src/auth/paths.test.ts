import { describe, expect, it } from "vitest";
import { localPath, pathInState, pathOf } from "./paths";

describe("localPath", () => {
  it.each(["/", "/storylines/q3", "/storylines/q3?chapter=2#top"])("accepts the site address %s", (path) => {
    expect(localPath(path)).toBe(path);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example",
    "javascript:alert(1)",
    "storylines/q3",
    "",
    "/login-callback?code=abc",
    "/Logout-Callback",
  ])("refuses %s", (path) => {
    expect(localPath(path)).toBeNull();
  });

  it("refuses what is not a string", () => {
    expect(localPath(42)).toBeNull();
    expect(localPath(undefined)).toBeNull();
  });
});

describe("pathInState", () => {
  it("reads a site address from a round-tripped state", () => {
    expect(pathInState({ originalPath: "/storylines/q3" }, "originalPath")).toBe("/storylines/q3");
    expect(pathInState({ returnPath: "/admin" }, "returnPath")).toBe("/admin");
    expect(pathInState({ originalPath: "/a" }, "returnPath")).toBeNull();
    expect(pathInState(null, "originalPath")).toBeNull();
    expect(pathInState("/a", "originalPath")).toBeNull();
  });
});

describe("pathOf", () => {
  it("joins path, query and fragment", () => {
    expect(pathOf({ pathname: "/storylines/q3", search: "?chapter=2", hash: "#top" })).toBe(
      "/storylines/q3?chapter=2#top",
    );
  });
});
