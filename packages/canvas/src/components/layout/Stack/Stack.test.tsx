import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Stack from "./Stack";
import { stackPropsSchema } from "./Stack.meta";

const props = (input: Record<string, unknown>) => stackPropsSchema.parse(input);
const boxOf = (container: HTMLElement) => container.querySelector(".sf-stack") as HTMLElement;

describe("Stack", () => {
  it("stacks its children in a column with a 16 px gap by default", () => {
    const { container } = renderInCanvas(
      <Stack {...props({})}>
        <span>A</span>
        <span>B</span>
      </Stack>,
    );
    const style = getComputedStyle(boxOf(container));
    expect(style.display).toBe("flex");
    expect(style.flexDirection).toBe("column");
    expect(style.gap).toBe("16px");
    expect(style.flexWrap).toBe("nowrap");
  });

  it("lays out a wrapping row, aligned and spread as asked, with a CSS gap", () => {
    const { container } = renderInCanvas(
      <Stack {...props({ direction: "row", gap: "12px", align: "center", justify: "space-between", wrap: true })}>
        <span>A</span>
        <span>B</span>
      </Stack>,
    );
    const style = getComputedStyle(boxOf(container));
    expect(style.flexDirection).toBe("row");
    expect(style.gap).toBe("12px");
    expect(style.alignItems).toBe("center");
    expect(style.justifyContent).toBe("space-between");
    expect(style.flexWrap).toBe("wrap");
  });

  it("draws a divider between children when asked", () => {
    renderInCanvas(
      <Stack {...props({ divider: true })}>
        <span>A</span>
        <span>B</span>
        <span>C</span>
      </Stack>,
    );
    expect(screen.getAllByRole("separator")).toHaveLength(2);
  });
});
