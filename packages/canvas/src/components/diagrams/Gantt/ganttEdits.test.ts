import { describe, expect, it } from "vitest";
import { ganttPropsSchema } from "./Gantt.meta";
import { acceptedValues, editMessages, validateEditForm } from "./ganttEditForm";
import { itemEdit, linkDeletion, rowChanged, rowValues } from "./ganttEdits";

const { items, links } = ganttPropsSchema.parse({
  items: [{ id: 7, name: "Replace liners", start: "2026-10-06", end: "2026-10-10", crew: "Boilermakers" }],
  links: [{ id: 3, source: 6, target: 7 }],
});
const [item] = items;
const [link] = links;
const day = (date: number) => new Date(2026, 9, date);

describe("the edit form (canvas-components §5)", () => {
  it("requires name, start date and end date with 'This field is required.'", () => {
    expect(editMessages.required).toBe("This field is required.");
    expect(validateEditForm({ name: "  ", start: "", end: "" })).toEqual({
      name: "This field is required.",
      start: "This field is required.",
      end: "This field is required.",
    });
  });

  it("counts an unreadable date as missing and refuses an end before the start", () => {
    expect(validateEditForm({ name: "x", start: "2026-13-45x", end: "2026-10-01" })).toEqual({
      start: "This field is required.",
    });
    expect(validateEditForm({ name: "x", start: "2026-10-05", end: "2026-10-04" })).toEqual({
      end: "The end date cannot be before the start date.",
    });
    expect(validateEditForm({ name: "x", start: "2026-10-05", end: "2026-10-05" })).toEqual({});
  });

  it("accepts a valid form as a trimmed name and local days, and nothing else", () => {
    expect(acceptedValues({ name: " Reline ", start: "2026-10-06", end: "2026-10-11" })).toEqual({
      name: "Reline",
      start: day(6),
      end: day(11),
    });
    expect(acceptedValues({ name: "", start: "2026-10-06", end: "2026-10-11" })).toBeNull();
  });

  it("starts from the row's name and dates; a milestone's end is its start", () => {
    expect(rowValues({ text: "Handover", start: day(12) })).toEqual({
      name: "Handover",
      start: "2026-10-12",
      end: "2026-10-12",
    });
  });
});

describe("edits", () => {
  it("state an item's new and previous name and dates, where the change came from, the item and a request id", () => {
    if (item === undefined) throw new Error("No item.");
    const edit = itemEdit(
      item,
      { text: "Replace liners", start: day(6), end: day(10) },
      { text: "Reline", start: day(6), end: day(11) },
      "dialog",
    );
    expect(edit).toEqual({
      operation: "update-item",
      request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      source: "dialog",
      id: 7,
      name: "Reline",
      start: "2026-10-06",
      end: "2026-10-11",
      previous: { name: "Replace liners", start: "2026-10-06", end: "2026-10-10" },
      item,
    });
    expect(itemEdit(item, {}, {}, "drag").request_id).not.toBe(edit.request_id);
  });

  it("state a deleted link with its ends and type", () => {
    if (link === undefined) throw new Error("No link.");
    expect(linkDeletion(link)).toEqual({
      operation: "delete-link",
      request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      id: 3,
      source: 6,
      target: 7,
      type: 0,
      link,
    });
  });

  it("tell a changed row by its name or its days", () => {
    const row = { text: "A", start: day(6), end: day(7) };
    expect(rowChanged(row, { ...row, start: new Date(2026, 9, 6, 12) })).toBe(false);
    expect(rowChanged(row, { ...row, end: day(8) })).toBe(true);
    expect(rowChanged(row, { ...row, text: "B" })).toBe(true);
  });
});
