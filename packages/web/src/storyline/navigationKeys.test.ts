import { describe, expect, it } from "vitest";
import { isEditableTarget, moveForKey } from "./navigationKeys";

const key = (k: string, ctrlKey = false) => ({ key: k, ctrlKey, metaKey: false, altKey: false });

describe("moveForKey", () => {
  it("maps the arrows to paragraph, page and chapter moves", () => {
    expect(moveForKey(key("ArrowDown"))).toBe("nextParagraph");
    expect(moveForKey(key("ArrowUp"))).toBe("previousParagraph");
    expect(moveForKey(key("ArrowDown", true))).toBe("nextPage");
    expect(moveForKey(key("ArrowUp", true))).toBe("previousPage");
    expect(moveForKey(key("ArrowRight"))).toBe("nextChapter");
    expect(moveForKey(key("ArrowLeft"))).toBe("previousChapter");
  });
  it("ignores other keys and Alt combinations", () => {
    expect(moveForKey(key("Enter"))).toBeNull();
    expect(moveForKey({ ...key("ArrowDown"), altKey: true })).toBeNull();
  });
});

describe("isEditableTarget", () => {
  it("keeps keys typed into fields and trees away from navigation", () => {
    document.body.innerHTML = `<input id="i"/><div role="tree"><span id="t"></span></div><p id="p"></p>`;
    expect(isEditableTarget(document.getElementById("i"))).toBe(true);
    expect(isEditableTarget(document.getElementById("t"))).toBe(true);
    expect(isEditableTarget(document.getElementById("p"))).toBe(false);
    expect(isEditableTarget(null)).toBe(false);
  });
});
