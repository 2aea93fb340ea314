import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import DeltaRow from "./DeltaRow";
import { deltaRowPropsSchema } from "./DeltaRow.meta";

const props = (input: Record<string, unknown>) => deltaRowPropsSchema.parse(input);

describe("DeltaRow", () => {
  it("shows one labelled progress bar per value, against a maximum of 1 by default", () => {
    renderInCanvas(
      <DeltaRow
        {...props({
          title: "Utilisation this week",
          progressBarValues: [
            { label: "Day", value: 0.84 },
            { label: "Night", value: 0.71 },
          ],
        })}
      />,
    );
    const list = screen.getByRole("list", { name: "Utilisation this week" });
    const bars = within(list).getAllByRole("progressbar");
    expect(bars.map((bar) => bar.getAttribute("aria-label"))).toEqual(["Day", "Night"]);
    expect(bars.map((bar) => bar.getAttribute("aria-valuenow"))).toEqual(["84", "71"]);
    expect(screen.getByText("84%")).toBeTruthy();
  });

  it("measures against maxProgressBarValue and clamps bars over it", () => {
    renderInCanvas(
      <DeltaRow
        {...props({
          maxProgressBarValue: 60_000,
          progressBarValues: [
            { label: "North pit", value: 30_000 },
            { label: "South pit", value: 61_900 },
          ],
        })}
      />,
    );
    expect(screen.getByRole("progressbar", { name: "North pit" }).getAttribute("aria-valuenow")).toBe("50");
    const south = screen.getByRole("progressbar", { name: "South pit" });
    expect(south.getAttribute("aria-valuenow")).toBe("100");
    expect(south.getAttribute("aria-valuetext")).toBe("61,900 / 60,000");
  });

  it("names bars given as plain numbers by their position", () => {
    renderInCanvas(<DeltaRow {...props({ progressBarValues: [0.2, 0.9] })} />);
    expect(screen.getByRole("progressbar", { name: "Value 2" }).getAttribute("aria-valuenow")).toBe("90");
  });

  it("shows a bar whose value is missing from the data as empty, with a dash", () => {
    renderInCanvas(<DeltaRow {...props({ progressBarValues: [{ label: "Idle", value: undefined }] })} />);
    const idle = screen.getByRole("progressbar", { name: "Idle" });
    expect(idle.getAttribute("aria-valuenow")).toBe("0");
    expect(idle.getAttribute("aria-valuetext")).toBe("—");
  });

  it("refuses a maximum of 0 or less", () => {
    const result = deltaRowPropsSchema.safeParse({ progressBarValues: [1], maxProgressBarValue: 0 });
    expect(result.error?.issues[0]?.message).toBe("The maximum must be greater than 0.");
    expect(deltaRowPropsSchema.parse({}).maxProgressBarValue).toBe(1);
  });
});
