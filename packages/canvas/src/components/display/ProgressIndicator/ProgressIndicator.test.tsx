import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import ProgressIndicator from "./ProgressIndicator";
import { progressIndicatorPropsSchema } from "./ProgressIndicator.meta";

const props = (input: Record<string, unknown>) => progressIndicatorPropsSchema.parse(input);

describe("ProgressIndicator", () => {
  it("is circular and indeterminate without a value, named 'Loading'", () => {
    const { container } = renderInCanvas(<ProgressIndicator {...props({})} />);
    const bar = screen.getByRole("progressbar", { name: "Loading" });
    expect(bar.getAttribute("aria-valuenow")).toBeNull();
    expect(container.querySelector(".sf-progress-circular")).not.toBeNull();
    expect(container.querySelector(".MuiCircularProgress-indeterminate")).not.toBeNull();
  });

  it("shows a determinate value with its percentage, named by the label", () => {
    renderInCanvas(<ProgressIndicator {...props({ variant: "linear", value: 92, label: "On-time deliveries" })} />);
    const bar = screen.getByRole("progressbar", { name: "On-time deliveries" });
    expect(bar.getAttribute("aria-valuenow")).toBe("92");
    expect(bar.getAttribute("aria-valuetext")).toBe("92%");
    expect(screen.getByText("92%")).toBeTruthy();
    expect(screen.getByText("On-time deliveries")).toBeTruthy();
  });

  it("clamps values outside 0 to 100", () => {
    renderInCanvas(<ProgressIndicator {...props({ variant: "linear", value: 130, label: "Budget" })} />);
    expect(screen.getByRole("progressbar", { name: "Budget" }).getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByText("100%")).toBeTruthy();
  });

  it("shows the percentage inside a circle, unless showValue is false", () => {
    const { unmount } = renderInCanvas(<ProgressIndicator {...props({ value: 61, label: "Serviced" })} />);
    expect(screen.getByText("61%")).toBeTruthy();
    unmount();
    renderInCanvas(<ProgressIndicator {...props({ value: 61, label: "Serviced", showValue: false })} />);
    expect(screen.queryByText("61%")).toBeNull();
    expect(screen.getByRole("progressbar", { name: "Serviced" }).getAttribute("aria-valuenow")).toBe("61");
  });

  it("takes a theme colour", () => {
    const { container } = renderInCanvas(<ProgressIndicator {...props({ variant: "linear", color: "error" })} />);
    expect(container.querySelector(".MuiLinearProgress-colorError")).not.toBeNull();
  });
});
