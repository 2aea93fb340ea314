import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { clickDialogBackdrop } from "../../../test/clickDialogBackdrop";
import { drawnPolygon, type GeofencePolygon } from "./geofencePolygons";
import { PolygonEditDialog } from "./PolygonEditDialog";

const triangle = [
  { lat: -26.31, lng: 28.13 },
  { lat: -26.31, lng: 28.14 },
  { lat: -26.3, lng: 28.14 },
];
const crusher: GeofencePolygon = { id: 7, path: triangle, dataState: "unchanged", attributes: { name: "Crusher" } };

function renderDialog(polygon: GeofencePolygon, showAttributes: boolean, placeholder = false) {
  const handlers = { onClose: vi.fn(), onDelete: vi.fn(), onAccept: vi.fn() };
  render(
    <PolygonEditDialog polygon={polygon} showAttributes={showAttributes} placeholder={placeholder} {...handlers} />,
  );
  return { ...handlers, dialog: screen.getByRole("dialog", { name: "Edit" }) };
}

describe("the polygon's Edit dialog", () => {
  it("shows the id read-only and the name, and accepts the changed name", async () => {
    const user = userEvent.setup();
    const { dialog, onAccept } = renderDialog(crusher, false);
    expect(within(dialog).getByRole("textbox", { name: "ID" })).toHaveProperty("readOnly", true);
    expect(within(dialog).queryByRole("textbox", { name: "Site" })).toBeNull();
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "Primary crusher");
    await user.click(within(dialog).getByRole("button", { name: "Accept Changes" }));
    expect(onAccept).toHaveBeenCalledWith({ name: "Primary crusher" });
  });

  it("shows the extra attributes with the placeholder for a new polygon in metadata mode", () => {
    const { dialog } = renderDialog(drawnPolygon("zone-a", triangle, true), true, true);
    for (const label of [
      "Site",
      "Location Type",
      "Turn around time (mins)",
      "Minimum turn around time (mins)",
      "Lane",
    ]) {
      expect(within(dialog).getByRole("textbox", { name: label })).toHaveProperty(
        "placeholder",
        "Enter a value for its name and attributes",
      );
    }
  });

  it("deletes on Delete, and a click beside it does not close it", async () => {
    const user = userEvent.setup();
    const { dialog, onClose, onDelete } = renderDialog(crusher, false);
    clickDialogBackdrop();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
