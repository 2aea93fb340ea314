import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Icon from "./Icon";
import { iconDocs } from "./Icon.docs";
import { iconPropsSchema } from "./Icon.meta";
import { iconNames } from "./iconNames";
import { iconSet } from "./iconSet";

const props = (input: Record<string, unknown>) => iconPropsSchema.parse(input);

describe("icon set", () => {
  it("holds at least 190 unique kebab-case names, each with an icon", () => {
    expect(new Set(iconNames).size).toBe(iconNames.length);
    expect(iconNames.length).toBeGreaterThanOrEqual(190);
    for (const name of iconNames) {
      expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(iconSet[name]).toBeDefined();
    }
    expect(Object.keys(iconSet).sort()).toEqual([...iconNames].sort());
  });

  it("includes the dashboard staples", () => {
    for (const name of ["truck", "fuel", "warning", "arrow-up", "arrow-down", "trending-up", "map-pin", "calendar"]) {
      expect(iconNames).toContain(name);
    }
    expect(iconNames).toEqual(expect.arrayContaining(["user", "check-circle"]));
  });

  it("lists every name as the options of the name attribute", () => {
    const nameAttribute = iconDocs.attributes.find((attribute) => attribute.name === "name");
    expect(nameAttribute?.options).toEqual(iconNames);
  });
});

describe("Icon", () => {
  it("is 24 by 24 and medium by default, and decorative without a title", () => {
    const { container } = renderInCanvas(<Icon {...props({ name: "truck" })} />);
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("viewBox")).toBe("0 0 24 24");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("data-icon")).toBe("truck");
    expect(svg?.classList.contains("MuiSvgIcon-fontSizeMedium")).toBe(true);
  });

  it("is announced by its title", () => {
    renderInCanvas(<Icon {...props({ name: "warning", title: "Overdue service" })} />);
    const icon = screen.getByRole("img", { name: "Overdue service" });
    expect(icon.getAttribute("aria-hidden")).toBeNull();
  });

  it("takes a named size or a size in px", () => {
    const { container, rerender } = renderInCanvas(<Icon {...props({ name: "fuel", size: "large" })} />);
    expect(container.querySelector("svg")?.classList.contains("MuiSvgIcon-fontSizeLarge")).toBe(true);
    rerender(<Icon {...props({ name: "fuel", size: 40 })} />);
    expect(getComputedStyle(container.querySelector("svg") as Element).fontSize).toBe("40px");
  });

  it("colours with a palette name, an MUI colour or a CSS colour", () => {
    const { container } = renderInCanvas(
      <>
        <Icon {...props({ name: "map-pin", color: "green" })} />
        <Icon {...props({ name: "map-pin", color: "error" })} />
        <Icon {...props({ name: "map-pin", color: "#6a1b9a" })} />
      </>,
    );
    const [palette, theme, css] = [...container.querySelectorAll("svg")];
    expect(getComputedStyle(palette as Element).color).toBe("rgb(46, 125, 50)");
    expect(theme?.classList.contains("MuiSvgIcon-colorError")).toBe(true);
    expect(getComputedStyle(css as Element).color).toBe("rgb(106, 27, 154)");
  });

  it("names an unknown icon instead of showing nothing", () => {
    renderInCanvas(<Icon {...props({ name: "spaceship" })} />);
    expect(screen.getByText("Unknown icon 'spaceship'.")).toBeTruthy();
  });

  it("refuses a colour that is not a colour", () => {
    const result = iconPropsSchema.safeParse({ name: "truck", color: "red; background: url(x)" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "Use a palette colour, an MUI colour or a CSS colour such as #1565c0.",
    );
  });
});
