import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Tabs from "../Tabs/Tabs";
import { tabsPropsSchema } from "../Tabs/Tabs.meta";
import PersistentTabPanel from "./PersistentTabPanel";
import { persistentTabPanelPropsSchema } from "./PersistentTabPanel.meta";

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

const tabs = tabsPropsSchema.parse({
  name: "shift",
  defaultValue: "notes",
  tabs: [
    { label: "Notes", value: "notes" },
    { label: "Alarms", value: "alarms" },
  ],
});
const panel = (value: string) => persistentTabPanelPropsSchema.parse({ name: "shift", value });

describe("PersistentTabPanel", () => {
  it("stays mounted, hidden, while another tab is selected, and keeps its state", async () => {
    renderInCanvas(
      <>
        <Tabs {...tabs} />
        <PersistentTabPanel {...panel("notes")}>
          <Counter />
        </PersistentTabPanel>
        <PersistentTabPanel {...panel("alarms")}>Two open alarms</PersistentTabPanel>
      </>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Clicked 0" }));
    await userEvent.click(screen.getByRole("tab", { name: "Alarms" }));

    const hiddenCounter = screen.getByRole("button", { name: "Clicked 1", hidden: true });
    const notesPanel = hiddenCounter.closest("[role='tabpanel']") as HTMLElement;
    expect(notesPanel.hidden).toBe(true);
    expect(getComputedStyle(notesPanel).display).toBe("none");
    expect(screen.queryByRole("button", { name: "Clicked 1" })).toBeNull();
    expect(screen.getByText("Two open alarms")).toBeTruthy();

    await userEvent.click(screen.getByRole("tab", { name: "Notes" }));
    expect(screen.getByRole("button", { name: "Clicked 1" })).toBeTruthy();
    expect(notesPanel.hidden).toBe(false);
  });

  it("is labelled by its tab", () => {
    renderInCanvas(<PersistentTabPanel {...panel("alarms")}>Alarms</PersistentTabPanel>, {
      parameters: { "tabs-shift": "alarms" },
    });
    const element = screen.getByRole("tabpanel");
    expect(element.id).toBe("tabs-shift-panel-alarms");
    expect(element.getAttribute("aria-labelledby")).toBe("tabs-shift-tab-alarms");
  });
});
