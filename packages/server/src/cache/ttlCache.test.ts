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

  it("counts each lookup as a hit or a miss, an expired entry as a miss", () => {
    let now = 1000;
    const counted = { hits: 0, misses: 0 };
    const counter = { hit: () => (counted.hits += 1), miss: () => (counted.misses += 1) };
    const cache = new TtlCache<string, number>(500, () => now, counter);
    cache.get("a");
    cache.set("a", 1);
    cache.get("a");
    now = 1500;
    cache.get("a");
    expect(counted).toEqual({ hits: 1, misses: 2 });
  });

  it("caches nothing when the time to live is zero", () => {
    const cache = new TtlCache<string, number>(0);
    cache.set("a", 1);
    expect(cache.get("a")).toBeUndefined();
  });
});
