import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Drawer from "./Drawer";
import { drawerPropsSchema } from "./Drawer.meta";

const props = (input: Record<string, unknown>) => drawerPropsSchema.parse(input);

describe("Drawer", () => {
  it("defaults to a temporary drawer on the left", () => {
    expect(props({})).toMatchObject({ anchor: "left", variant: "temporary", size: 320 });
  });

  it("opens while its parameter is true", async () => {
    const { runtime } = renderInCanvas(<Drawer {...props({ parameter: "filters", title: "Filters" })}>Region</Drawer>, {
      parameters: { filters: false },
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    runtime.setParameter("filters", true);
    expect(await screen.findByRole("dialog", { name: "Filters" })).toBeTruthy();
    expect(screen.getByText("Region")).toBeTruthy();
  });

  it("sets the parameter to false from its close button and calls onClose", async () => {
    const onClose = vi.fn();
    const { runtime } = renderInCanvas(
      <Drawer {...props({ parameter: "filters", title: "Filters", onClose })}>Region</Drawer>,
      { parameters: { filters: true } },
    );
    await userEvent.click(screen.getByRole("button", { name: "Close Filters" }));
    expect(runtime.getSnapshot().parameters.filters).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes on Escape", async () => {
    const { runtime } = renderInCanvas(<Drawer {...props({ parameter: "filters", title: "Filters" })}>Region</Drawer>, {
      parameters: { filters: true },
    });
    await userEvent.keyboard("{Escape}");
    expect(runtime.getSnapshot().parameters.filters).toBe(false);
  });

  it("opens from its trigger button, on the anchor it is given", async () => {
    renderInCanvas(<Drawer {...props({ anchor: "right", title: "Filters", trigger: "Show filters" })}>Region</Drawer>);
    await userEvent.click(screen.getByRole("button", { name: "Show filters" }));
    const paper = await screen.findByRole("dialog", { name: "Filters" });
    expect(paper.closest(".MuiDrawer-root")?.className).toContain("MuiDrawer-anchorRight");
  });

  it("stays in its frame as a region when persistent", () => {
    renderInCanvas(
      <Drawer {...props({ parameter: "details", title: "CRU-104", variant: "persistent", size: 260 })}>Driver</Drawer>,
      { parameters: { details: true } },
    );
    const region = screen.getByRole("region", { name: "CRU-104" });
    expect(getComputedStyle(region).position).toBe("absolute");
    expect(getComputedStyle(region).width).toBe("260px");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
