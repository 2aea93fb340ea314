import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashSecret, isApiTokenSecret, mintSecret } from "./secrets";

describe("API token secrets", () => {
  it("start with their prefix and carry 256 random bits", () => {
    const minted = mintSecret("sf_pat_");
    expect(minted.token).toMatch(/^sf_pat_[A-Za-z0-9_-]{43}$/);
    expect(mintSecret("sf_pat_").token).not.toBe(minted.token);
  });

  it("are kept as their SHA-256 and their first twelve characters only", () => {
    const minted = mintSecret("sf_sat_");
    expect(minted.hash).toBe(createHash("sha256").update(minted.token).digest("hex"));
    expect(minted.start).toBe(minted.token.slice(0, 12));
    expect(hashSecret(minted.token)).toBe(minted.hash);
  });

  it("are told apart from signed access tokens by their prefix", () => {
    expect(isApiTokenSecret("sf_pat_abc")).toBe(true);
    expect(isApiTokenSecret("sf_sat_abc")).toBe(true);
    expect(isApiTokenSecret("eyJhbGciOiJSUzI1NiJ9.e30.sig")).toBe(false);
    expect(isApiTokenSecret("sf_other_abc")).toBe(false);
  });
});
