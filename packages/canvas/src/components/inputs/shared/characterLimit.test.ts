import { describe, expect, it } from "vitest";
import { characterCounter, characterLimitMessage, checkCharacterLimit } from "./characterLimit";

describe("character limit", () => {
  it("words the error and the counter as the spec does", () => {
    expect(characterLimitMessage(10)).toBe("Character limit of 10 exceeded.");
    expect(characterCounter(12, 10)).toBe("12/10");
  });

  it("is exceeded only above the limit", () => {
    expect(checkCharacterLimit("1234567890", 10)).toEqual({ exceeded: false, counter: "10/10", message: null });
    expect(checkCharacterLimit("12345678901", 10)).toEqual({
      exceeded: true,
      counter: "11/10",
      message: "Character limit of 10 exceeded.",
    });
  });
});
