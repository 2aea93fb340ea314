import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import { palette } from "../../shared/palette";
import ProgressBar, { DEFAULT_FILL_COLOR } from "./ProgressBar";
import { progressBarPropsSchema } from "./ProgressBar.meta";

const props = (input: Record<string, unknown>) => progressBarPropsSchema.parse(input);
const fillOf = (bar: HTMLElement) => bar.querySelector(".sf-progress-bar__fill") as HTMLElement;

describe("ProgressBar", () => {
  it("is a progress bar with aria-valuenow in percent, named by its label", () => {
    renderInCanvas(<ProgressBar {...props({ fillPercentage: 0.72, label: "Trucks on shift", text: "18 of 24" })} />);
    const bar = screen.getByRole("progressbar", { name: "Trucks on shift" });
    expect(bar.getAttribute("aria-valuenow")).toBe("72");
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toBe("18 of 24");
    expect(fillOf(bar).style.width).toBe("72%");
    expect(screen.getByText("18 of 24")).toBeTruthy();
    expect(screen.getByText("Trucks on shift")).toBeTruthy();
  });

  it("clamps the fill to 0..1 but keeps the author's text", () => {
    const { rerender } = renderInCanvas(<ProgressBar {...props({ fillPercentage: 1.4, text: "140% of plan" })} />);
    const bar = screen.getByRole("progressbar", { name: "140% of plan" });
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect(fillOf(bar).style.width).toBe("100%");
    rerender(<ProgressBar {...props({ fillPercentage: -0.3 })} />);
    const empty = screen.getByRole("progressbar");
    expect(empty.getAttribute("aria-valuenow")).toBe("0");
    expect(fillOf(empty).style.width).toBe("0%");
  });

  it("shows the percentage when no text is given", () => {
    renderInCanvas(<ProgressBar {...props({ fillPercentage: 0.456 })} />);
    expect(screen.getByRole("progressbar", { name: "46%" }).getAttribute("aria-valuetext")).toBe("46%");
    expect(screen.getByText("46%")).toBeTruthy();
  });

  it("fills with a palette name, a CSS colour or the default blue", () => {
    const { container } = renderInCanvas(
      <>
        <ProgressBar {...props({ fillPercentage: 0.5, fillColor: "green" })} />
        <ProgressBar {...props({ fillPercentage: 0.5, fillColor: "#6a1b9a" })} />
        <ProgressBar {...props({ fillPercentage: 0.5 })} />
      </>,
    );
    const fills = [...container.querySelectorAll<HTMLElement>(".sf-progress-bar__fill")].map(
      (fill) => getComputedStyle(fill).backgroundColor,
    );
    expect(fills).toEqual(["rgb(67, 160, 71)", "rgb(106, 27, 154)", "rgb(21, 101, 192)"]);
    expect(DEFAULT_FILL_COLOR).toBe(palette.blue[700]);
  });

  it("refuses a fill colour that is not a colour", () => {
    const result = progressBarPropsSchema.safeParse({ fillPercentage: 0.5, fillColor: "red; top: 0" });
    expect(result.success).toBe(false);
  });
});
