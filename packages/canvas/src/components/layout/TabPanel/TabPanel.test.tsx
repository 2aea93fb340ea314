import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Tabs from "../Tabs/Tabs";
import { tabsPropsSchema } from "../Tabs/Tabs.meta";
import TabPanel from "./TabPanel";
import { tabPanelPropsSchema } from "./TabPanel.meta";

const panel = (value: string) => tabPanelPropsSchema.parse({ name: "fleet", value });

describe("TabPanel", () => {
  it("shows its children only while its tab is selected in 'tabs-{name}'", () => {
    const { runtime } = renderInCanvas(
      <>
        <TabPanel {...panel("overview")}>Overview content</TabPanel>
        <TabPanel {...panel("trucks")}>Truck content</TabPanel>
      </>,
      { parameters: { "tabs-fleet": "overview" } },
    );
    expect(screen.getByText("Overview content")).toBeTruthy();
    expect(screen.queryByText("Truck content")).toBeNull();
    runtime.setParameter("tabs-fleet", "trucks");
    return waitFor(() => {
      expect(screen.queryByText("Overview content")).toBeNull();
      expect(screen.getByText("Truck content")).toBeTruthy();
    });
  });

  it("follows the Tabs with the same name, starting from defaultValue", async () => {
    const tabs = tabsPropsSchema.parse({
      name: "fleet",
      defaultValue: "trucks",
      tabs: [
        { label: "Overview", value: "overview" },
        { label: "Trucks", value: "trucks" },
      ],
    });
    renderInCanvas(
      <>
        <Tabs {...tabs} />
        <TabPanel {...panel("overview")}>Overview content</TabPanel>
        <TabPanel {...panel("trucks")}>Truck content</TabPanel>
      </>,
    );
    expect(await screen.findByText("Truck content")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Overview" }));
    expect(screen.getByText("Overview content")).toBeTruthy();
    expect(screen.queryByText("Truck content")).toBeNull();
  });

  it("matches number and text values alike", () => {
    renderInCanvas(<TabPanel {...tabPanelPropsSchema.parse({ name: "year", value: "2025" })}>Year 2025</TabPanel>, {
      parameters: { "tabs-year": 2025 },
    });
    expect(screen.getByRole("tabpanel").textContent).toBe("Year 2025");
  });
});
