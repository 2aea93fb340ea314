import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Fab from "./Fab";
import { fabPropsSchema } from "./Fab.meta";

const props = (input: Record<string, unknown>) => fabPropsSchema.parse(input);

describe("Fab", () => {
  it("sits in the bottom-right corner by default", () => {
    const parsed = props({ label: "Plan a trip" });
    expect(parsed.position).toBe("bottom-right");
    renderInCanvas(<Fab {...parsed} />);
    const button = screen.getByRole("button", { name: "Plan a trip" });
    const style = getComputedStyle(button);
    expect(style.position).toBe("absolute");
    expect([style.bottom, style.right]).toEqual(["16px", "16px"]);
  });

  it.each([
    ["top-left", "top", "left"],
    ["top-right", "top", "right"],
    ["bottom-left", "bottom", "left"],
  ] as const)("can sit %s", (position, vertical, horizontal) => {
    renderInCanvas(<Fab {...props({ label: "Export", position })} />);
    const style = getComputedStyle(screen.getByRole("button", { name: "Export" }));
    expect([style[vertical], style[horizontal]]).toEqual(["16px", "16px"]);
  });

  it("needs a label, and an icon of the icon set", () => {
    expect(fabPropsSchema.safeParse({ icon: "add" }).success).toBe(false);
    const unknownIcon = fabPropsSchema.safeParse({ label: "Go", icon: "rocket-ship" });
    expect(unknownIcon.error?.issues[0]?.message).toBe("Use the name of an icon of the icon set (see Icon).");
  });

  it("shows the named icon", () => {
    const { container } = renderInCanvas(<Fab {...props({ label: "Export", icon: "download" })} />);
    expect(container.querySelector("[data-testid='DownloadIcon']")).not.toBeNull();
  });

  it("runs onClick and sets its parameter to true, or to the value given", async () => {
    const onClick = vi.fn();
    const { runtime } = renderInCanvas(
      <>
        <Fab {...props({ label: "Plan a trip", parameter: "planTrip", onClick })} />
        <Fab {...props({ label: "Night view", parameter: "shift", value: "night", position: "top-left" })} />
      </>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Plan a trip" }));
    await userEvent.click(screen.getByRole("button", { name: "Night view" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(runtime.getSnapshot().parameters).toMatchObject({ planTrip: true, shift: "night" });
  });

  it("shows its label beside the icon when extended", () => {
    renderInCanvas(<Fab {...props({ label: "Export report", extended: true })} />);
    expect(screen.getByRole("button", { name: "Export report" }).textContent).toBe("Export report");
  });

  it("logs a throwing onClick instead of failing", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const onClick = () => {
      throw new Error("boom");
    };
    renderInCanvas(<Fab {...props({ label: "Go", onClick })} />);
    await userEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(errors).toHaveBeenCalledWith("Fab onClick failed", expect.any(Error));
    errors.mockRestore();
  });
});
