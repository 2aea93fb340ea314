import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import TabPanel from "../TabPanel/TabPanel";
import Tabs from "./Tabs";
import { tabsPropsSchema } from "./Tabs.meta";

const fleetTabs = [
  { label: "Overview", value: "overview" },
  { label: "Trucks", value: "trucks" },
  { label: "Maintenance", value: "maintenance" },
];
const props = (input: Record<string, unknown>) => tabsPropsSchema.parse({ name: "fleet", tabs: fleetTabs, ...input });

describe("Tabs", () => {
  it("initialises the parameter 'tabs-{name}' from defaultValue when it is empty", async () => {
    const { runtime } = renderInCanvas(<Tabs {...props({ defaultValue: "trucks" })} />);
    await waitFor(() => expect(runtime.getSnapshot().parameters["tabs-fleet"]).toBe("trucks"));
    expect(screen.getByRole("tab", { name: "Trucks" }).getAttribute("aria-selected")).toBe("true");
  });

  it("keeps a selection already in the parameter", () => {
    const { runtime } = renderInCanvas(<Tabs {...props({ defaultValue: "trucks" })} />, {
      parameters: { "tabs-fleet": "maintenance" },
    });
    expect(runtime.getSnapshot().parameters["tabs-fleet"]).toBe("maintenance");
    expect(screen.getByRole("tab", { name: "Maintenance" }).getAttribute("aria-selected")).toBe("true");
  });

  it("starts on the first tab without a defaultValue", async () => {
    const { runtime } = renderInCanvas(<Tabs {...props({})} />);
    await waitFor(() => expect(runtime.getSnapshot().parameters["tabs-fleet"]).toBe("overview"));
  });

  it("stores the tab the user selects and calls onChange with its value", async () => {
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(<Tabs {...props({ defaultValue: "overview", onChange })} />);
    await userEvent.click(screen.getByRole("tab", { name: "Maintenance" }));
    expect(runtime.getSnapshot().parameters["tabs-fleet"]).toBe("maintenance");
    expect(onChange).toHaveBeenCalledWith(
      "maintenance",
      expect.objectContaining({ setParameter: expect.any(Function) }),
    );
  });

  it("keeps number values as numbers in the parameter", async () => {
    const tabs = [
      { label: "2024", value: 2024 },
      { label: "2025", value: 2025 },
    ];
    const { runtime } = renderInCanvas(<Tabs {...tabsPropsSchema.parse({ name: "year", tabs, defaultValue: 2025 })} />);
    await userEvent.click(screen.getByRole("tab", { name: "2024" }));
    expect(runtime.getSnapshot().parameters["tabs-year"]).toBe(2024);
  });

  it("links each tab to its panel through ids derived from the name and value", async () => {
    renderInCanvas(
      <>
        <Tabs {...props({ defaultValue: "trucks", label: "Fleet views" })} />
        <TabPanel name="fleet" value="trucks">
          Truck list
        </TabPanel>
      </>,
    );
    expect(screen.getByRole("tablist", { name: "Fleet views" })).toBeTruthy();
    const tab = screen.getByRole("tab", { name: "Trucks" });
    expect(tab.id).toBe("tabs-fleet-tab-trucks");
    expect(tab.getAttribute("aria-controls")).toBe("tabs-fleet-panel-trucks");
    const panel = await screen.findByRole("tabpanel", { name: "Trucks" });
    expect(panel.id).toBe("tabs-fleet-panel-trucks");
  });

  it("moves between tabs with the arrow keys", async () => {
    renderInCanvas(<Tabs {...props({ defaultValue: "overview" })} />);
    screen.getByRole("tab", { name: "Overview" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Trucks" }));
  });

  it("defaults to the standard variant and refuses an empty tab list", () => {
    expect(props({}).variant).toBe("standard");
    expect(tabsPropsSchema.safeParse({ name: "fleet", tabs: [] }).success).toBe(false);
  });
});
