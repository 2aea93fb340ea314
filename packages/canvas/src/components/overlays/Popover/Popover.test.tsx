import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Popover from "./Popover";
import { popoverPropsSchema } from "./Popover.meta";

const props = (input: Record<string, unknown>) => popoverPropsSchema.parse(input);

describe("Popover", () => {
  it("shows the exact inline error without a trigger", () => {
    renderInCanvas(<Popover {...props({})}>Hidden content</Popover>);
    expect(screen.getByRole("alert").textContent).toBe("The 'trigger' prop is required.");
    expect(screen.queryByText("Hidden content")).toBeNull();
  });

  it("defaults to opening below the trigger, from its start", () => {
    expect(props({ trigger: "Help" }).placement).toBe("bottom-start");
  });

  it("opens its content when the trigger is clicked", async () => {
    renderInCanvas(
      <Popover {...props({ trigger: "How is this calculated?", title: "Utilisation" })}>Hours on trip</Popover>,
    );
    const trigger = screen.getByRole("button", { name: "How is this calculated?" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Utilisation" });
    expect(dialog.textContent).toContain("Hours on trip");
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(trigger.getAttribute("aria-controls")).toBeTruthy();
  });

  it("closes on Escape and returns focus to the trigger", async () => {
    renderInCanvas(<Popover {...props({ trigger: "Legend" })}>Green: moving</Popover>);
    const trigger = screen.getByRole("button", { name: "Legend" });
    await userEvent.click(trigger);
    expect(await screen.findByRole("dialog", { name: "Legend" })).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });

  it("closes on a click outside", async () => {
    renderInCanvas(<Popover {...props({ trigger: "Legend" })}>Green: moving</Popover>);
    await userEvent.click(screen.getByRole("button", { name: "Legend" }));
    await screen.findByRole("dialog");
    const backdrop = document.querySelector(".MuiBackdrop-root");
    expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as Element);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("takes JSX as the trigger, named by its label", async () => {
    renderInCanvas(
      <Popover {...props({ trigger: <span aria-hidden="true">i</span>, label: "About this map" })}>Legend</Popover>,
    );
    await userEvent.click(screen.getByRole("button", { name: "About this map" }));
    expect(await screen.findByRole("dialog", { name: "About this map" })).toBeTruthy();
  });

  it("refuses a trigger that cannot be shown", () => {
    expect(popoverPropsSchema.safeParse({ trigger: { text: "x" } }).success).toBe(false);
  });
});
