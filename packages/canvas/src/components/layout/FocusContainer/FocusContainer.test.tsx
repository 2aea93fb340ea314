import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import FocusContainer from "./FocusContainer";
import { focusContainerPropsSchema } from "./FocusContainer.meta";

const props = (input: Record<string, unknown>) => focusContainerPropsSchema.parse(input);

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

describe("FocusContainer", () => {
  it("defaults to the dialog mode", () => {
    expect(props({}).mode).toBe("dialog");
  });

  it("is a titled section with an 'Expand {title}' button", () => {
    renderInCanvas(<FocusContainer {...props({ title: "Fuel use" })}>Table</FocusContainer>);
    expect(screen.getByRole("region", { name: "Fuel use" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Expand Fuel use" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("expands to a full-screen dialog and restores from its button, keeping the content mounted", async () => {
    renderInCanvas(
      <FocusContainer {...props({ title: "Fuel use" })}>
        <Counter />
      </FocusContainer>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Clicked 0" }));
    await userEvent.click(screen.getByRole("button", { name: "Expand Fuel use" }));
    const dialog = screen.getByRole("dialog", { name: "Fuel use" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(getComputedStyle(dialog).position).toBe("fixed");
    expect(screen.getByRole("button", { name: "Clicked 1" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Restore Fuel use" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Clicked 1" })).toBeTruthy();
  });

  it("moves focus into the dialog, restores on Escape and gives focus back to its button", async () => {
    renderInCanvas(<FocusContainer {...props({ title: "Fuel use" })}>Table</FocusContainer>);
    const toggle = screen.getByRole("button", { name: "Expand Fuel use" });
    await userEvent.click(toggle);
    const dialog = screen.getByRole("dialog");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(toggle.getAttribute("aria-label")).toBe("Expand Fuel use");
    await waitFor(() => expect(document.activeElement).toBe(toggle));
  });

  it("fills the nearest frame in canvas mode, without becoming a dialog", async () => {
    renderInCanvas(<FocusContainer {...props({ title: "Depots", mode: "canvas" })}>Depots</FocusContainer>);
    await userEvent.click(screen.getByRole("button", { name: "Expand Depots" }));
    const section = screen.getByRole("region", { name: "Depots" });
    expect(getComputedStyle(section).position).toBe("absolute");
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.keyboard("{Escape}");
    expect(getComputedStyle(section).position).toBe("relative");
  });

  it("keeps the expanded state in its parameter", async () => {
    const { runtime } = renderInCanvas(
      <FocusContainer {...props({ title: "Depots", parameter: "expanded" })}>Depots</FocusContainer>,
      { parameters: { expanded: true } },
    );
    expect(screen.getByRole("dialog", { name: "Depots" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Restore Depots" }));
    expect(runtime.getSnapshot().parameters.expanded).toBe(false);
  });

  it("names its buttons after the section when it has no title", () => {
    renderInCanvas(<FocusContainer {...props({})}>Content</FocusContainer>);
    expect(screen.getByRole("button", { name: "Expand section" })).toBeTruthy();
  });
});
