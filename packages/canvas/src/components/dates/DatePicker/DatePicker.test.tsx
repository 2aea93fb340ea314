import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { simulateDesktopPointer } from "../../../test/desktopPointer";
import { renderInCanvas } from "../../../test/renderInCanvas";
import DatePicker from "./DatePicker";
import { datePickerPropsSchema } from "./DatePicker.meta";

const props = (input: Record<string, unknown>) => datePickerPropsSchema.parse(input);
/** The picker's hidden input holds the text the field shows. */
const shownText = (name: string) => screen.getByRole("group", { name }).querySelector("input")?.value;
const section = (name: string) => screen.getByRole("spinbutton", { name });

describe("DatePicker", () => {
  simulateDesktopPointer();

  it("shows the stored date as YYYY/MM/DD by default", () => {
    renderInCanvas(<DatePicker {...props({ label: "Report date", parameter: "day" })} />, {
      parameters: { day: "2025-06-30" },
    });
    expect(shownText("Report date")).toBe("2025/06/30");
  });

  it("uses the author's format", () => {
    renderInCanvas(<DatePicker {...props({ label: "Invoice date", parameter: "day", format: "DD/MM/YYYY" })} />, {
      parameters: { day: "2025-06-30" },
    });
    expect(shownText("Invoice date")).toBe("30/06/2025");
  });

  it("commits the day chosen in the calendar when the popup closes, calling onChange(new, old)", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <DatePicker {...props({ label: "Report date", parameter: "day", onChange })} />,
      {
        parameters: { day: "2025-06-30" },
      },
    );
    await user.click(screen.getByRole("button", { name: /Choose date/ }));
    await user.click(screen.getByRole("gridcell", { name: "15" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(runtime.getSnapshot().parameters.day).toBe("2025-06-15");
    expect(onChange).toHaveBeenCalledExactlyOnceWith("2025-06-15", "2025-06-30", expect.anything());
  });

  it("keeps changes made while the popup is open until it closes", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<DatePicker {...props({ label: "Report date", parameter: "day" })} />, {
      parameters: { day: "2025-06-30" },
    });
    await user.click(screen.getByRole("button", { name: /Choose date/ }));
    await user.click(screen.getByRole("button", { name: /switch to year view/ }));
    await user.click(screen.getByRole("radio", { name: "2026" }));
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(runtime.getSnapshot().parameters.day).toBe("2025-06-30");
    await user.click(screen.getByRole("gridcell", { name: "1" }));
    expect(runtime.getSnapshot().parameters.day).toBe("2026-06-01");
  });

  it("commits a typed date when the field is left, not while typing", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <DatePicker {...props({ label: "Report date", parameter: "day", onChange })} />,
      {
        parameters: { day: "2025-06-30" },
      },
    );
    await user.click(section("Day"));
    await user.keyboard("20");
    expect(shownText("Report date")).toBe("2025/06/20");
    expect(runtime.getSnapshot().parameters.day).toBe("2025-06-30");
    await user.tab();
    expect(runtime.getSnapshot().parameters.day).toBe("2025-06-20");
    expect(onChange).toHaveBeenCalledExactlyOnceWith("2025-06-20", "2025-06-30", expect.anything());
  });

  it("commits a typed date on Enter", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<DatePicker {...props({ label: "Report date", parameter: "day" })} />, {
      parameters: { day: "2025-06-30" },
    });
    await user.click(section("Month"));
    await user.keyboard("07{Enter}");
    expect(runtime.getSnapshot().parameters.day).toBe("2025-07-30");
  });

  it("disables days outside minDate and maxDate in the calendar", async () => {
    const user = userEvent.setup();
    renderInCanvas(
      <DatePicker
        {...props({ label: "Report date", parameter: "day", minDate: "2025-06-10", maxDate: "2025-06-20" })}
      />,
      { parameters: { day: "2025-06-15" } },
    );
    await user.click(screen.getByRole("button", { name: /Choose date/ }));
    expect(screen.getByRole("gridcell", { name: "9" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("gridcell", { name: "10" }).hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("gridcell", { name: "21" }).hasAttribute("disabled")).toBe(true);
  });

  it("does not commit a typed date before minDate, and says why", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(
      <DatePicker {...props({ label: "Report date", parameter: "day", minDate: "2025-06-10" })} />,
      { parameters: { day: "2025-06-15" } },
    );
    await user.click(section("Day"));
    await user.keyboard("05");
    await user.tab();
    expect(runtime.getSnapshot().parameters.day).toBe("2025-06-15");
    expect(screen.getByText("The earliest allowed is 2025/06/10.")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Report date" }).getAttribute("aria-invalid")).toBe("true");
  });

  it("shows external error and helper text", () => {
    renderInCanvas(
      <DatePicker {...props({ label: "Report date", error: true, helperText: "No data for this day." })} />,
    );
    expect(screen.getByText("No data for this day.")).toBeTruthy();
    expect(screen.getByRole("group", { name: "Report date" }).getAttribute("aria-invalid")).toBe("true");
  });

  it("follows a date set elsewhere", () => {
    const { runtime } = renderInCanvas(<DatePicker {...props({ label: "Report date", parameter: "day" })} />, {
      parameters: { day: "2025-06-30" },
    });
    act(() => runtime.setParameter("day", "2025-01-02"));
    expect(shownText("Report date")).toBe("2025/01/02");
  });
});
