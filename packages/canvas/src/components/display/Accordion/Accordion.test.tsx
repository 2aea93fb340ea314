import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import AccordionGroup from "../AccordionGroup/AccordionGroup";
import { accordionGroupPropsSchema } from "../AccordionGroup/AccordionGroup.meta";
import Accordion from "./Accordion";
import { accordionPropsSchema } from "./Accordion.meta";

const props = (input: Record<string, unknown>) => accordionPropsSchema.parse(input);
const group = (title: string) => (
  <AccordionGroup key={title} {...accordionGroupPropsSchema.parse({ title })}>
    <p>{title} details</p>
  </AccordionGroup>
);
const header = (title: string) => screen.getByRole("button", { name: title });
const iconOf = (title: string) => header(title).querySelector("[data-icon]")?.getAttribute("data-icon");

describe("Accordion", () => {
  it("starts with expandedGroup expanded (minus icon) and the others collapsed (plus icon)", () => {
    renderInCanvas(<Accordion {...props({ expandedGroup: "Fuel" })}>{["Utilisation", "Fuel"].map(group)}</Accordion>);
    expect(header("Fuel").getAttribute("aria-expanded")).toBe("true");
    expect(iconOf("Fuel")).toBe("minus");
    expect(header("Utilisation").getAttribute("aria-expanded")).toBe("false");
    expect(iconOf("Utilisation")).toBe("plus");
    expect(screen.getByRole("region", { name: "Fuel" }).textContent).toBe("Fuel details");
  });

  it("starts all collapsed without expandedGroup (fillAvailableSpace off by default)", () => {
    const parsed = props({});
    expect(parsed.fillAvailableSpace).toBe(false);
    renderInCanvas(<Accordion {...parsed}>{["Utilisation", "Fuel"].map(group)}</Accordion>);
    expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-expanded"))).toEqual([
      "false",
      "false",
    ]);
  });

  it("expands one group at a time: choosing another collapses the expanded one", async () => {
    const user = userEvent.setup();
    renderInCanvas(
      <Accordion {...props({ expandedGroup: "Utilisation" })}>
        {["Utilisation", "Fuel", "Maintenance"].map(group)}
      </Accordion>,
    );
    await user.click(header("Maintenance"));
    expect(header("Maintenance").getAttribute("aria-expanded")).toBe("true");
    expect(iconOf("Maintenance")).toBe("minus");
    expect(header("Utilisation").getAttribute("aria-expanded")).toBe("false");
    expect(iconOf("Utilisation")).toBe("plus");
    expect(header("Fuel").getAttribute("aria-expanded")).toBe("false");
  });

  it("collapses the expanded group when it is chosen again", async () => {
    const user = userEvent.setup();
    renderInCanvas(<Accordion {...props({ expandedGroup: "Fuel" })}>{["Utilisation", "Fuel"].map(group)}</Accordion>);
    await user.click(header("Fuel"));
    expect(header("Fuel").getAttribute("aria-expanded")).toBe("false");
    expect(iconOf("Fuel")).toBe("plus");
  });

  it("is keyboard operable", async () => {
    const user = userEvent.setup();
    renderInCanvas(<Accordion {...props({})}>{["Utilisation", "Fuel"].map(group)}</Accordion>);
    await user.tab();
    expect(document.activeElement).toBe(header("Utilisation"));
    await user.keyboard("{Enter}");
    expect(header("Utilisation").getAttribute("aria-expanded")).toBe("true");
  });

  it("binds the expanded title to a parameter, starting from it and writing null when all collapse", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(
      <Accordion {...props({ expandedGroup: "Utilisation", parameter: "kpiSection" })}>
        {["Utilisation", "Fuel"].map(group)}
      </Accordion>,
      { parameters: { kpiSection: "Fuel" } },
    );
    expect(header("Fuel").getAttribute("aria-expanded")).toBe("true");
    await user.click(header("Utilisation"));
    expect(runtime.getSnapshot().parameters.kpiSection).toBe("Utilisation");
    await user.click(header("Utilisation"));
    expect(runtime.getSnapshot().parameters.kpiSection).toBeNull();
  });

  it("follows the parameter when something else changes it", () => {
    const { runtime } = renderInCanvas(
      <Accordion {...props({ parameter: "kpiSection" })}>{["Utilisation", "Fuel"].map(group)}</Accordion>,
    );
    expect(header("Fuel").getAttribute("aria-expanded")).toBe("false");
    act(() => runtime.setParameter("kpiSection", "Fuel"));
    expect(header("Fuel").getAttribute("aria-expanded")).toBe("true");
  });

  it("lets the expanded group fill the available space", () => {
    const { container } = renderInCanvas(
      <Accordion {...props({ expandedGroup: "Fuel", fillAvailableSpace: true })}>
        {["Utilisation", "Fuel"].map(group)}
      </Accordion>,
    );
    const root = container.querySelector(".sf-accordion") as HTMLElement;
    expect(getComputedStyle(root).display).toBe("flex");
    expect(getComputedStyle(root).flexDirection).toBe("column");
    const expanded = container.querySelector('[data-group="Fuel"]') as HTMLElement;
    const collapsed = container.querySelector('[data-group="Utilisation"]') as HTMLElement;
    expect(getComputedStyle(expanded).flexGrow).toBe("1");
    expect(getComputedStyle(collapsed).flexGrow).toBe("0");
  });
});
