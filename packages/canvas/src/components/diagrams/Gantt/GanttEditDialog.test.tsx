import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { clickDialogBackdrop } from "../../../test/clickDialogBackdrop";
import { GanttEditDialog } from "./GanttEditDialog";

const initial = { name: "Replace liners", start: "2026-10-06", end: "2026-10-10" };

function renderDialog() {
  const onAccept = vi.fn();
  const onCancel = vi.fn();
  render(<GanttEditDialog initial={initial} onAccept={onAccept} onCancel={onCancel} />);
  const dialog = screen.getByRole("dialog", { name: "Edit item" });
  return {
    dialog,
    onAccept,
    onCancel,
    name: within(dialog).getByRole("textbox", { name: "Name" }),
    start: within(dialog).getByLabelText(/Start date/) as HTMLInputElement,
    end: within(dialog).getByLabelText(/End date/) as HTMLInputElement,
    save: within(dialog).getByRole("button", { name: "Save" }),
  };
}

describe("GanttEditDialog", () => {
  it("shows the item's name, start date and end date", () => {
    const { name, start, end } = renderDialog();
    expect([(name as HTMLInputElement).value, start.value, end.value]).toEqual([
      "Replace liners",
      "2026-10-06",
      "2026-10-10",
    ]);
    expect(start.type).toBe("date");
  });

  it("says 'This field is required.' under each empty field and does not accept", async () => {
    const user = userEvent.setup();
    const { dialog, name, start, end, save, onAccept } = renderDialog();
    await user.clear(name);
    await user.clear(start);
    await user.clear(end);
    await user.click(save);
    expect(within(dialog).getAllByText("This field is required.")).toHaveLength(3);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(onAccept).not.toHaveBeenCalled();

    await user.type(name, "Reline");
    expect(within(dialog).getAllByText("This field is required.")).toHaveLength(2);
  });

  it("accepts the trimmed name and the dates as local days", async () => {
    const user = userEvent.setup();
    const { name, save, onAccept } = renderDialog();
    await user.type(name, " ");
    await user.click(save);
    expect(onAccept).toHaveBeenCalledWith({
      name: "Replace liners",
      start: new Date(2026, 9, 6),
      end: new Date(2026, 9, 10),
    });
  });

  it("cancels on Cancel and Escape, never on a click beside it", async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog();
    clickDialogBackdrop();
    expect(onCancel).not.toHaveBeenCalled();
    await user.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});
