import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttlCache";

describe("TtlCache", () => {
  it("returns a value until it expires", () => {
    let now = 1000;
    const cache = new TtlCache<string, number>(500, () => now);
    cache.set("a", 1);
    now = 1499;
    expect(cache.get("a")).toBe(1);
    now = 1500;
    expect(cache.get("a")).toBeUndefined();
  });

  it("loads once and serves later reads from the cache", async () => {
    const cache = new TtlCache<string, string>(10_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return "value";
    };
    expect(await cache.getOrLoad("k", load)).toBe("value");
    expect(await cache.getOrLoad("k", load)).toBe("value");
    expect(loads).toBe(1);
  });

  it("forgets everything on clear", () => {
    const cache = new TtlCache<string, number>(10_000);
    cache.set("a", 1);
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
  });

  it("caches nothing when the time to live is zero", () => {
    const cache = new TtlCache<string, number>(0);
    cache.set("a", 1);
    expect(cache.get("a")).toBeUndefined();
  });
});
