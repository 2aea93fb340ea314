import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBase64UrlText, encodeBase64UrlText } from "./base64url";

describe("base64url text", () => {
  it("writes the RFC 4648 base64url alphabet without padding", () => {
    expect(encodeBase64UrlText("")).toBe("");
    expect(encodeBase64UrlText("f")).toBe("Zg");
    expect(encodeBase64UrlText("foob")).toBe("Zm9vYg");
    expect(encodeBase64UrlText("\u00fb\u00ff\u00bf")).toBe("w7vDv8K_");
    expect(encodeBase64UrlText("??>")).toBe("Pz8-");
  });

  it("round-trips well-formed text of any size", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        const encoded = encodeBase64UrlText(text);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeBase64UrlText(encoded)).toBe(text);
      }),
    );
    const large = "Storyframe ✓ ".repeat(5_000);
    expect(decodeBase64UrlText(encodeBase64UrlText(large))).toBe(large);
  });

  it("accepts padding", () => {
    expect(decodeBase64UrlText("Zg==")).toBe("f");
    expect(decodeBase64UrlText("Zm9vYg==")).toBe("foob");
  });

  it.each([
    ["a character outside the alphabet", "Zm9v+g"],
    ["whitespace", "Zm9v Yg"],
    ["an impossible length", "Zm9vY"],
    ["incomplete padding", "Zg="],
    ["padding inside the value", "Z=g="],
    ["malformed UTF-8", "_w"],
  ])("refuses %s", (_label, encoded) => {
    expect(() => decodeBase64UrlText(encoded)).toThrow(TypeError);
  });
});
