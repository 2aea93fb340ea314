import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Toolbar from "./Toolbar";
import { toolbarPropsSchema } from "./Toolbar.meta";

const props = (input: Record<string, unknown>) => toolbarPropsSchema.parse(input);

describe("Toolbar", () => {
  it("renders its children in a regular row by default", () => {
    const parsed = props({});
    expect(parsed).toMatchObject({ dense: false, align: "start", disableGutters: false });
    const { container } = renderInCanvas(
      <Toolbar {...parsed}>
        <span>Period</span>
      </Toolbar>,
    );
    expect(screen.getByText("Period")).toBeTruthy();
    expect(container.querySelector(".MuiToolbar-regular")).not.toBeNull();
  });

  it("becomes dense and spreads its children when asked", () => {
    const { container } = renderInCanvas(
      <Toolbar {...props({ dense: true, align: "space-between" })}>
        <span>A</span>
        <span>B</span>
      </Toolbar>,
    );
    const row = container.querySelector(".sf-toolbar") as HTMLElement;
    expect(row.className).toContain("MuiToolbar-dense");
    expect(getComputedStyle(row).justifyContent).toBe("space-between");
  });
});
