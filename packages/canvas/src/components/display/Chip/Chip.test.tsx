import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CanvasCallbackApi } from "../../../runtime/CanvasContext";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Chip from "./Chip";
import { chipPropsSchema } from "./Chip.meta";

const props = (input: Record<string, unknown>) => chipPropsSchema.parse(input);

describe("Chip", () => {
  it("shows its label, filled, medium and default-coloured by default, and is not a button", () => {
    const { container } = renderInCanvas(<Chip {...props({ label: "On route" })} />);
    expect(screen.getByText("On route")).toBeTruthy();
    const chip = container.querySelector(".sf-chip") as HTMLElement;
    expect(chip.className).toContain("MuiChip-filled");
    expect(chip.className).toContain("MuiChip-sizeMedium");
    expect(chip.className).toContain("MuiChip-colorDefault");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows an icon of the Icon set", () => {
    const { container } = renderInCanvas(<Chip {...props({ label: "Refuelling", icon: "fuel", color: "info" })} />);
    expect(container.querySelector('[data-icon="fuel"]')).not.toBeNull();
  });

  it("refuses an icon outside the set, naming it", () => {
    const result = chipPropsSchema.safeParse({ label: "x", icon: "rocket-ship" });
    expect(result.error?.issues[0]?.message).toBe("Unknown icon 'rocket-ship'.");
  });

  it("calls onClick with the canvas api, which can set parameters", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((api: CanvasCallbackApi) => api.setParameter("region", "Gauteng"));
    const { runtime } = renderInCanvas(<Chip {...props({ label: "Gauteng", onClick })} />);
    await user.click(screen.getByRole("button", { name: "Gauteng" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(runtime.getSnapshot().parameters.region).toBe("Gauteng");
  });

  it("calls onDelete from the remove icon and from the Delete key", async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const { container } = renderInCanvas(<Chip {...props({ label: "Region: Gauteng", onDelete })} />);
    await user.click(container.querySelector(".MuiChip-deleteIcon") as Element);
    expect(onDelete).toHaveBeenCalledTimes(1);
    screen.getByRole("button", { name: "Region: Gauteng" }).focus();
    await user.keyboard("{Delete}");
    expect(onDelete).toHaveBeenCalledTimes(2);
  });

  it("logs a failing callback instead of breaking", async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const onClick = () => {
      throw new Error("bad template");
    };
    renderInCanvas(<Chip {...props({ label: "Broken", onClick })} />);
    await user.click(screen.getByRole("button", { name: "Broken" }));
    expect(errors).toHaveBeenCalledWith("Chip onClick failed", expect.any(Error));
    expect(screen.getByRole("button", { name: "Broken" })).toBeTruthy();
    errors.mockRestore();
  });
});
