import { describe, expect, it } from "vitest";
import { adminAccessOf } from "./adminAccess";

describe("adminAccessOf", () => {
  it("opens the areas whose read tag the user has, in menu order", () => {
    expect(adminAccessOf(["groups::read", "users::read"]).readable).toEqual(["users", "groups"]);
    expect(adminAccessOf(["developer-tools::access"]).readable).toEqual([]);
    expect(adminAccessOf(["users::read", "service-accounts::manage"]).readable).toEqual(["users", "service-accounts"]);
  });

  it("gates each action by its own tag", () => {
    const access = adminAccessOf(["users::read", "users::delete"]);
    expect(access.can("users", "delete")).toBe(true);
    expect(access.can("users", "create")).toBe(false);
    expect(access.can("roles", "read")).toBe(false);
  });
});
