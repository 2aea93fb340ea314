import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Sparkline from "./Sparkline";
import { sparklinePropsSchema } from "./Sparkline.meta";

const props = (input: Record<string, unknown>) => sparklinePropsSchema.parse(input);

describe("Sparkline", () => {
  it("draws each section with its variant's stroke, named for screen readers", () => {
    const { container } = renderInCanvas(
      <Sparkline
        {...props({
          sections: [
            { values: [1, 3, 2], variant: "filled", color: "orange" },
            { values: [4, 5], variant: "dashed" },
            { values: [6], variant: "gradient" },
            { values: [5], variant: "line" },
          ],
        })}
      />,
    );
    const svg = screen.getByRole("img");
    expect(svg.getAttribute("aria-label")).toBe("Sparkline of 7 values from 1 to 6, latest 5.");
    expect(svg.getAttribute("width")).toBe("120");
    const lines = [...container.querySelectorAll("g")].map((group) => {
      const line = group.querySelector('path[fill="none"]');
      return [group.dataset.variant, line?.getAttribute("stroke-width"), line?.getAttribute("stroke-dasharray")];
    });
    expect(lines).toEqual([
      ["filled", "2", null],
      ["dashed", "3", "5,5"],
      ["gradient", "2", null],
      ["line", "3", null],
    ]);
    const gradientFill = container
      .querySelector('g[data-variant="gradient"] path:not([fill="none"])')
      ?.getAttribute("fill");
    const gradientId = container.querySelector("linearGradient")?.getAttribute("id");
    expect(gradientFill).toBe(`url(#${gradientId})`);
  });

  it("stretches to its container and takes an author's accessible name", () => {
    renderInCanvas(<Sparkline {...props({ sections: [{ values: [1, 2] }], fullWidth: true, label: "Ore trend" })} />);
    const svg = screen.getByRole("img", { name: "Ore trend" });
    expect(svg.getAttribute("width")).toBe("100%");
    expect(svg.getAttribute("preserveAspectRatio")).toBe("none");
  });

  it("says 'No input provided.' without values", () => {
    renderInCanvas(<Sparkline {...props({ sections: [] })} />);
    expect(screen.getByText("No input provided.")).toBeTruthy();
  });
});
