import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Accordion from "../Accordion/Accordion";
import { accordionPropsSchema } from "../Accordion/Accordion.meta";
import AccordionGroup from "./AccordionGroup";
import { accordionGroupPropsSchema } from "./AccordionGroup.meta";

const group = (title: string, key = title) => (
  <AccordionGroup key={key} {...accordionGroupPropsSchema.parse({ title })}>
    <p>{title} details</p>
  </AccordionGroup>
);

describe("AccordionGroup", () => {
  it("links its header and panel for assistive technology", () => {
    renderInCanvas(<Accordion {...accordionPropsSchema.parse({ expandedGroup: "Fuel" })}>{group("Fuel")}</Accordion>);
    const header = screen.getByRole("button", { name: "Fuel" });
    const panel = screen.getByRole("region", { name: "Fuel" });
    expect(header.getAttribute("aria-controls")).toBe(panel.id);
  });

  it("names a title used twice in an inline error, and keeps the unique groups working", () => {
    renderInCanvas(
      <Accordion {...accordionPropsSchema.parse({})}>
        {group("Fuel", "first")}
        {group("Tyres")}
        {group("Fuel", "second")}
      </Accordion>,
    );
    const errors = screen.getAllByRole("alert");
    expect(errors).toHaveLength(2);
    expect(errors[0]?.textContent).toBe(
      "Two accordion groups are titled 'Fuel': each group of an Accordion needs its own title.",
    );
    expect(screen.getByRole("button", { name: "Tyres" })).toBeTruthy();
  });

  it("recovers once the duplicate is gone", () => {
    const { rerender, runtime } = renderInCanvas(
      <Accordion {...accordionPropsSchema.parse({})}>
        {group("Fuel", "first")}
        {group("Fuel", "second")}
      </Accordion>,
    );
    expect(screen.getAllByRole("alert")).toHaveLength(2);
    rerender(
      <CanvasRuntimeProvider runtime={runtime}>
        <Accordion {...accordionPropsSchema.parse({})}>{group("Fuel", "first")}</Accordion>
      </CanvasRuntimeProvider>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Fuel" })).toBeTruthy();
  });

  it("explains that it must be inside an Accordion", () => {
    renderInCanvas(group("Fuel"));
    expect(screen.getByRole("alert").textContent).toBe(
      "The accordion group 'Fuel' must be placed inside an <Accordion>.",
    );
  });

  it("needs a title", () => {
    expect(accordionGroupPropsSchema.safeParse({ title: "  " }).success).toBe(false);
  });
});
