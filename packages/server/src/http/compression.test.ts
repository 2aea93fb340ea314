import { describe, expect, it } from "vitest";
import { isCompressibleType, negotiateEncoding } from "./compression";

describe("negotiateEncoding", () => {
  it("prefers brotli over gzip when both are acceptable", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
  });

  it("picks gzip when the client weighs it above brotli or accepts only gzip", () => {
    expect(negotiateEncoding("br;q=0.2, gzip;q=0.8")).toBe("gzip");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("x-gzip")).toBe("gzip");
  });

  it("reads * as any coding not named, and q=0 as a refusal", () => {
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("br;q=0, *")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0")).toBeUndefined();
  });

  it("chooses no coding when none is offered or acceptable", () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding("")).toBeUndefined();
    expect(negotiateEncoding("identity")).toBeUndefined();
    expect(negotiateEncoding("deflate")).toBeUndefined();
  });
});

describe("isCompressibleType", () => {
  it("accepts text formats and refuses images, fonts and binary data", () => {
    for (const type of [
      "application/json; charset=utf-8",
      "text/javascript; charset=utf-8",
      "application/javascript",
      "text/css",
      "text/html; charset=utf-8",
      "image/svg+xml",
      "application/problem+json",
    ]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
    for (const type of ["image/png", "font/woff2", "application/octet-stream", "application/gzip", undefined]) {
      expect(isCompressibleType(type), String(type)).toBe(false);
    }
  });
});
