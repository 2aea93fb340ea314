import { describe, expect, it } from "vitest";
import { apiTokenCreateSchema, apiTokenMessages } from "./apiTokens";

describe("apiTokenCreateSchema", () => {
  it("requires an expiry between one day and a year", () => {
    for (const expiresInDays of [0, 366, 1.5, undefined]) {
      const parsed = apiTokenCreateSchema.safeParse({ name: "Sync", expiresInDays });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(apiTokenMessages.expiryRange);
    }
    expect(apiTokenCreateSchema.parse({ name: "Sync", expiresInDays: 365 }).expiresInDays).toBe(365);
  });

  it("trims the name and keeps each tag once, sorted", () => {
    expect(apiTokenCreateSchema.parse({ name: "  Sync ", expiresInDays: 7, tags: ["b", "a", "b "] })).toEqual({
      name: "Sync",
      expiresInDays: 7,
      tags: ["a", "b"],
    });
  });

  it("needs a name", () => {
    expect(apiTokenCreateSchema.safeParse({ name: "  ", expiresInDays: 7 }).success).toBe(false);
  });
});
