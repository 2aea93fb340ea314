import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import DateRangePicker from "./DateRangePicker";
import { dateRangePickerPropsSchema } from "./DateRangePicker.meta";

const props = (input: Record<string, unknown>) => dateRangePickerPropsSchema.parse(input);
const field = () => screen.getByRole("textbox", { name: "Reporting period" }) as HTMLInputElement;
const may = ["2025-05-01", "2025-05-31"];
const render = (input: Record<string, unknown> = {}, period: unknown = may) =>
  renderInCanvas(<DateRangePicker {...props({ label: "Reporting period", parameter: "period", ...input })} />, {
    parameters: { period },
  });
const calendar = (name: "Start date" | "End date") => within(screen.getByRole("group", { name }));

describe("DateRangePicker", () => {
  it("shows the stored range as day/month/year with ' to ' between start and end", () => {
    render();
    expect(field().value).toBe("01/05/2025 to 31/05/2025");
    expect(field().placeholder).toBe("DD/MM/YYYY to DD/MM/YYYY");
  });

  it("commits a typed range when the field is left, calling onChange(new, old)", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = render({ onChange });
    await user.clear(field());
    await user.type(field(), "1/6/2025 to 30/6/2025");
    expect(runtime.getSnapshot().parameters.period).toEqual(may);
    await user.tab();
    expect(runtime.getSnapshot().parameters.period).toEqual(["2025-06-01", "2025-06-30"]);
    expect(field().value).toBe("01/06/2025 to 30/06/2025");
    expect(onChange).toHaveBeenCalledExactlyOnceWith(["2025-06-01", "2025-06-30"], may, expect.anything());
  });

  it("refuses a typed end before the start, and unreadable text, saying why", async () => {
    const user = userEvent.setup();
    const { runtime } = render();
    await user.clear(field());
    await user.type(field(), "30/06/2025 to 01/06/2025{Enter}");
    expect(screen.getByText("The end date cannot be before the start date.")).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");
    await user.clear(field());
    await user.type(field(), "June{Enter}");
    expect(screen.getByText("Enter the dates as DD/MM/YYYY to DD/MM/YYYY.")).toBeTruthy();
    expect(runtime.getSnapshot().parameters.period).toEqual(may);
  });

  it("refuses typed dates outside minDate and maxDate", async () => {
    const user = userEvent.setup();
    const { runtime } = render({ minDate: "2025-01-01", maxDate: "2025-12-31" });
    await user.clear(field());
    await user.type(field(), "01/12/2025 to 05/01/2026{Enter}");
    expect(screen.getByText("The latest allowed is 31/12/2025.")).toBeTruthy();
    expect(runtime.getSnapshot().parameters.period).toEqual(may);
  });

  it("stores null when the text is emptied", async () => {
    const user = userEvent.setup();
    const { runtime } = render();
    await user.clear(field());
    await user.tab();
    expect(runtime.getSnapshot().parameters.period).toBeNull();
  });

  it("commits the range chosen in the calendars once the end is picked; the end cannot precede the start", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = render({ onChange });
    await user.click(screen.getByRole("button", { name: "Choose dates" }));
    expect(screen.getByRole("dialog", { name: "Reporting period" })).toBeTruthy();
    await user.click(calendar("Start date").getByRole("gridcell", { name: "10" }));
    expect(runtime.getSnapshot().parameters.period).toEqual(may);
    expect(calendar("End date").getByRole("gridcell", { name: "9" }).hasAttribute("disabled")).toBe(true);
    await user.click(calendar("End date").getByRole("gridcell", { name: "20" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(runtime.getSnapshot().parameters.period).toEqual(["2025-05-10", "2025-05-20"]);
    expect(field().value).toBe("10/05/2025 to 20/05/2025");
    expect(onChange).toHaveBeenCalledExactlyOnceWith(["2025-05-10", "2025-05-20"], may, expect.anything());
  });

  it("drops an end before a newly picked start, and keeps the old range when closed incomplete", async () => {
    const user = userEvent.setup();
    const { runtime } = render({}, ["2025-05-01", "2025-05-05"]);
    await user.click(screen.getByRole("button", { name: "Choose dates" }));
    await user.click(calendar("Start date").getByRole("gridcell", { name: "12" }));
    expect(screen.getByText("Choose an end date.")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(runtime.getSnapshot().parameters.period).toEqual(["2025-05-01", "2025-05-05"]);
    expect(field().value).toBe("01/05/2025 to 05/05/2025");
  });

  it("clears the range with Clear and Done", async () => {
    const user = userEvent.setup();
    const { runtime } = render();
    await user.click(screen.getByRole("button", { name: "Choose dates" }));
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByText("Choose a start date.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(runtime.getSnapshot().parameters.period).toBeNull();
    expect(field().value).toBe("");
  });

  it("shows external error and helper text, and follows a range set elsewhere", () => {
    const { runtime } = render({ error: true, helperText: "No data before March." });
    expect(screen.getByText("No data before March.")).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");
    act(() => runtime.setParameter("period", ["2025-03-01", "2025-03-31"]));
    expect(field().value).toBe("01/03/2025 to 31/03/2025");
  });
});
