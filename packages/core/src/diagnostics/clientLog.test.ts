import { describe, expect, it } from "vitest";
import { clientLogEntrySchema } from "./clientLog";

const entry = {
  level: "error",
  kind: "render",
  message: "TypeError: x is undefined",
  pageUrl: "http://localhost/",
  occurredAt: "2025-03-01T10:00:00.000Z",
};

describe("clientLogEntrySchema", () => {
  it("accepts a minimal report", () => {
    expect(clientLogEntrySchema.safeParse(entry).success).toBe(true);
  });

  it("refuses unknown fields, long messages and odd trace ids", () => {
    expect(clientLogEntrySchema.safeParse({ ...entry, extra: 1 }).success).toBe(false);
    expect(clientLogEntrySchema.safeParse({ ...entry, message: "x".repeat(2001) }).success).toBe(false);
    expect(clientLogEntrySchema.safeParse({ ...entry, traceId: "<script>" }).success).toBe(false);
  });
});
