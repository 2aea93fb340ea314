import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { templateFile, templateOfFile, UnsafeTemplateNameError } from "./templateFiles";

const dir = "/work/templates";

describe("templateFile", () => {
  it("places a template's files in folders for the parts of its path", () => {
    expect(templateFile(dir, "shared/table", "jsx")).toBe(join(dir, "shared", "table.jsx"));
  });

  it("refuses a name that would climb out of the folder or is absolute", () => {
    expect(() => templateFile(dir, "../outside", "jsx")).toThrow(UnsafeTemplateNameError);
    expect(() => templateFile(dir, "/etc/passwd", "css")).toThrow(UnsafeTemplateNameError);
  });
});

describe("templateOfFile", () => {
  it("reads the template a .jsx or .css file holds", () => {
    expect(templateOfFile(dir, "shared/table.css")).toEqual({ name: "shared/table", kind: "css" });
  });

  it("ignores the link's own files, hidden files and other types", () => {
    expect(templateOfFile(dir, "_storyframe/components/Card.md")).toBeNull();
    expect(templateOfFile(dir, ".storyframe-save")).toBeNull();
    expect(templateOfFile(dir, "notes.txt")).toBeNull();
    expect(templateOfFile(dir, "../elsewhere.jsx")).toBeNull();
  });
});
