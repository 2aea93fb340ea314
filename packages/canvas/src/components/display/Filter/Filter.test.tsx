import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Filter from "./Filter";
import { filterPropsSchema } from "./Filter.meta";
import { filterTag } from "./Filter.tag";

const props = (input: Record<string, unknown>) => filterPropsSchema.parse(input);

describe("Filter", () => {
  it("is a group named by its title, holding its inputs", () => {
    renderInCanvas(
      <Filter {...props({ title: "Fleet filters" })}>
        <label>
          Region <input />
        </label>
      </Filter>,
    );
    const group = screen.getByRole("group", { name: "Fleet filters" });
    expect(screen.getByRole("heading", { name: "Fleet filters" })).toBeTruthy();
    expect(group.contains(screen.getByRole("textbox", { name: "Region" }))).toBe(true);
  });

  it("lays its children out in a row that wraps", () => {
    const { container } = renderInCanvas(
      <Filter {...props({})}>
        <span>a</span>
        <span>b</span>
      </Filter>,
    );
    const row = container.querySelector(".sf-filter-row") as HTMLElement;
    expect(getComputedStyle(row).display).toBe("flex");
    expect(getComputedStyle(row).flexWrap).toBe("wrap");
    expect(row.children).toHaveLength(2);
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("is the filter row of the metadata: it takes children", () => {
    expect(filterTag.isSelfClosing).toBe(false);
  });
});
