import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Card from "./Card";
import { cardPropsSchema } from "./Card.meta";

const props = (input: Record<string, unknown>) => cardPropsSchema.parse(input);

describe("Card", () => {
  it("is a region named by its title, with the subheader and the content", () => {
    renderInCanvas(
      <Card {...props({ title: "Utilisation", subheader: "This week" })}>
        <p>78%</p>
      </Card>,
    );
    const card = screen.getByRole("region", { name: "Utilisation" });
    expect(screen.getByRole("heading", { level: 3, name: "Utilisation" })).toBeTruthy();
    expect(card.textContent).toContain("This week");
    expect(card.textContent).toContain("78%");
  });

  it("is raised with elevation 1 by default, or outlined", () => {
    const defaults = props({ title: "A" });
    expect(defaults).toMatchObject({ elevation: 1, outlined: false });
    const { container, unmount } = renderInCanvas(<Card {...defaults}>x</Card>);
    expect(container.querySelector(".sf-card")?.className).toContain("MuiPaper-elevation1");
    unmount();
    const outlined = renderInCanvas(<Card {...props({ title: "A", outlined: true, elevation: 8 })}>x</Card>);
    const card = outlined.container.querySelector(".sf-card");
    expect(card?.className).toContain("MuiPaper-outlined");
    expect(card?.className).not.toContain("MuiPaper-elevation8");
  });

  it("shows an icon and an actions row", () => {
    const { container } = renderInCanvas(
      <Card {...props({ title: "Fuel", icon: "fuel", actions: <button type="button">Open fuel report</button> })}>
        x
      </Card>,
    );
    expect(container.querySelector('[data-icon="fuel"]')).not.toBeNull();
    const actions = container.querySelector(".sf-card-actions");
    expect(actions?.textContent).toBe("Open fuel report");
  });

  it("has no header or actions row when not given", () => {
    const { container } = renderInCanvas(<Card {...props({})}>Only content</Card>);
    expect(container.querySelector(".MuiCardHeader-root")).toBeNull();
    expect(container.querySelector(".sf-card-actions")).toBeNull();
    expect(screen.getByText("Only content")).toBeTruthy();
  });

  it("refuses actions that are not elements", () => {
    expect(cardPropsSchema.safeParse({ actions: { label: "x" } }).success).toBe(false);
    expect(cardPropsSchema.safeParse({ icon: "nope" }).error?.issues[0]?.message).toBe("Unknown icon 'nope'.");
  });
});
