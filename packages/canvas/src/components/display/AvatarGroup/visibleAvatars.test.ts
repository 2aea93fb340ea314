import { describe, expect, it } from "vitest";
import { visibleAvatars } from "./visibleAvatars";

describe("visibleAvatars", () => {
  it("shows every avatar within max", () => {
    expect(visibleAvatars(4, 4)).toEqual({ shown: 4, surplus: 0 });
  });

  it("keeps the last place for the rest past max", () => {
    expect(visibleAvatars(6, 4)).toEqual({ shown: 3, surplus: 3 });
  });

  it("counts the avatars the group was not given from total", () => {
    expect(visibleAvatars(3, 4, 25)).toEqual({ shown: 3, surplus: 22 });
    expect(visibleAvatars(2, 4, 3)).toEqual({ shown: 2, surplus: 1 });
  });

  it("never counts fewer than the avatars given", () => {
    expect(visibleAvatars(5, 3, 1)).toEqual({ shown: 2, surplus: 3 });
  });
});
