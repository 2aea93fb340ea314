import { describe, expect, it } from "vitest";
import { newRequestId } from "./requestId";

describe("newRequestId", () => {
  it("gives 32 hexadecimal digits", () => {
    expect(newRequestId()).toMatch(/^[0-9a-f]{32}$/);
  });

  it("gives a different id each time", () => {
    const ids = new Set(Array.from({ length: 200 }, () => newRequestId()));
    expect(ids.size).toBe(200);
  });
});
