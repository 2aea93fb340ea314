import { describe, expect, it } from "vitest";
import { parseFrameData } from "./parseFrameData";

describe("frame data typed in the Debugger", () => {
  it("is a JSON object", () => {
    expect(parseFrameData('{ "title": "Fleet", "count": 3 }')).toEqual({
      ok: true,
      value: { title: "Fleet", count: 3 },
    });
  });

  it("that does not parse says 'Failed to parse JSON:' with the parser's reason", () => {
    const parsed = parseFrameData('{ "title": }');
    expect(parsed.ok).toBe(false);
    let reason = "";
    try {
      JSON.parse('{ "title": }');
    } catch (error) {
      reason = (error as Error).message;
    }
    expect(parsed).toEqual({ ok: false, message: `Failed to parse JSON: ${reason}` });
  });

  it("that is not an object is refused by what it is", () => {
    expect(parseFrameData("[1, 2]")).toEqual({
      ok: false,
      message: "Frame data must be a JSON object ({ … }), not an array.",
    });
    expect(parseFrameData("null")).toEqual({
      ok: false,
      message: "Frame data must be a JSON object ({ … }), not null.",
    });
    expect(parseFrameData('"text"')).toEqual({
      ok: false,
      message: "Frame data must be a JSON object ({ … }), not a string.",
    });
  });
});
