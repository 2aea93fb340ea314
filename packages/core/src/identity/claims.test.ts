import { describe, expect, it } from "vitest";
import { decodeUserMetadata, encodeUserMetadata } from "./claims";

describe("user metadata claims", () => {
  it("encodes entries as key::value", () => {
    expect(encodeUserMetadata([{ key: "region", value: "EMEA" }])).toEqual(["region::EMEA"]);
  });
  it("decodes values that contain the separator", () => {
    expect(decodeUserMetadata(["url::https://x::y"])).toEqual([{ key: "url", value: "https://x::y" }]);
  });
  it("skips entries without a key", () => {
    expect(decodeUserMetadata(["novalue", "::x"])).toEqual([]);
  });
});
