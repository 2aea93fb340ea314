import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { simulateDesktopPointer } from "../../../test/desktopPointer";
import { renderInCanvas } from "../../../test/renderInCanvas";
import DateTimePicker from "./DateTimePicker";
import { dateTimePickerPropsSchema } from "./DateTimePicker.meta";

const props = (input: Record<string, unknown>) => dateTimePickerPropsSchema.parse(input);
const shownText = () => screen.getByRole("group", { name: "Shutdown starts" }).querySelector("input")?.value;
const render = (input: Record<string, unknown> = {}) =>
  renderInCanvas(<DateTimePicker {...props({ label: "Shutdown starts", parameter: "at", ...input })} />, {
    parameters: { at: "2025-07-14T06:00:00" },
  });

describe("DateTimePicker", () => {
  simulateDesktopPointer();

  it("shows the stored date-time as YYYY/MM/DD HH:mm on a 24-hour clock", () => {
    const { runtime } = render();
    expect(shownText()).toBe("2025/07/14 06:00");
    act(() => runtime.setParameter("at", "2025-07-14T18:45:00"));
    expect(shownText()).toBe("2025/07/14 18:45");
  });

  it("commits day, hour and minute only when the popup closes, calling onChange(new, old)", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = render({ onChange });
    await user.click(screen.getByRole("button", { name: /Choose date/ }));
    await user.click(screen.getByRole("gridcell", { name: "15" }));
    await user.click(screen.getByRole("option", { name: "14 hours" }));
    await user.click(screen.getByRole("option", { name: "30 minutes" }));
    expect(runtime.getSnapshot().parameters.at).toBe("2025-07-14T06:00:00");
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(runtime.getSnapshot().parameters.at).toBe("2025-07-15T14:30:00");
    expect(onChange).toHaveBeenCalledExactlyOnceWith("2025-07-15T14:30:00", "2025-07-14T06:00:00", expect.anything());
  });

  it("keeps the value when the popup is cancelled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = render({ onChange });
    await user.click(screen.getByRole("button", { name: /Choose date/ }));
    await user.click(screen.getByRole("gridcell", { name: "20" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(runtime.getSnapshot().parameters.at).toBe("2025-07-14T06:00:00");
    expect(shownText()).toBe("2025/07/14 06:00");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("commits typed hours when the field is left", async () => {
    const user = userEvent.setup();
    const { runtime } = render();
    await user.click(screen.getByRole("spinbutton", { name: "Hours" }));
    await user.keyboard("21");
    expect(runtime.getSnapshot().parameters.at).toBe("2025-07-14T06:00:00");
    await user.tab();
    expect(runtime.getSnapshot().parameters.at).toBe("2025-07-14T21:00:00");
  });

  it("respects minDateTime: earlier hours are disabled and a typed earlier time is not committed", async () => {
    const user = userEvent.setup();
    const { runtime } = render({ minDateTime: "2025-07-14T06:00" });
    await user.click(screen.getByRole("spinbutton", { name: "Hours" }));
    await user.keyboard("05");
    await user.tab();
    expect(runtime.getSnapshot().parameters.at).toBe("2025-07-14T06:00:00");
    expect(screen.getByText("The earliest allowed is 2025/07/14 06:00.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Choose date/ }));
    expect(screen.getByRole("option", { name: "5 hours" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("respects maxDate by day", async () => {
    const user = userEvent.setup();
    render({ maxDate: "2025-07-20" });
    await user.click(screen.getByRole("button", { name: /Choose date/ }));
    expect(screen.getByRole("gridcell", { name: "20" }).hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("gridcell", { name: "21" }).hasAttribute("disabled")).toBe(true);
  });

  it("shows external error and helper text", () => {
    render({ error: true, helperText: "Overlaps another shutdown." });
    expect(screen.getByText("Overlaps another shutdown.")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Shutdown starts" }).getAttribute("aria-invalid")).toBe("true");
  });
});
