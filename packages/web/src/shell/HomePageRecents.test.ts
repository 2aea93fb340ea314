import { afterEach, describe, expect, it } from "vitest";
import { readRecentStorylines, recentStorylinesKey, rememberStorylineOpened } from "./HomePageRecents";

afterEach(() => window.localStorage.clear());

describe("the recently opened storylines", () => {
  it("put the storyline opened last first, each once", () => {
    rememberStorylineOpened("u1", "fleet-operations");
    rememberStorylineOpened("u1", "tech-stocks");
    rememberStorylineOpened("u1", "fleet-operations");
    expect(readRecentStorylines("u1")).toEqual(["fleet-operations", "tech-stocks"]);
  });

  it("keep the last eight", () => {
    for (let index = 1; index <= 10; index += 1) rememberStorylineOpened("u1", `s${index}`);
    expect(readRecentStorylines("u1")).toEqual(["s10", "s9", "s8", "s7", "s6", "s5", "s4", "s3"]);
  });

  it("are kept per user, and there are none for an anonymous visitor", () => {
    rememberStorylineOpened("u1", "fleet-operations");
    expect(readRecentStorylines("u2")).toEqual([]);
    expect(readRecentStorylines(null)).toEqual([]);
  });

  it("ignore a stored value that is not a list of names", () => {
    window.localStorage.setItem(recentStorylinesKey("u1"), "{not json");
    expect(readRecentStorylines("u1")).toEqual([]);
    window.localStorage.setItem(recentStorylinesKey("u1"), JSON.stringify(["ok", 3, null]));
    expect(readRecentStorylines("u1")).toEqual(["ok"]);
  });
});
