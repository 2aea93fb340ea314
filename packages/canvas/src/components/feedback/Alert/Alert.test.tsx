import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CanvasCallbackApi } from "../../../runtime/CanvasContext";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Alert from "./Alert";
import { alertPropsSchema } from "./Alert.meta";

const props = (input: Record<string, unknown>) => alertPropsSchema.parse(input);

describe("Alert", () => {
  it("is an info alert in the standard variant by default, not closable", () => {
    expect(props({})).toMatchObject({ kind: "info", variant: "standard", closable: false });
    renderInCanvas(<Alert {...props({ message: "Fuel prices change on Wednesday." })} />);
    const alert = screen.getByRole("status");
    expect(alert.textContent).toBe("Fuel prices change on Wednesday.");
    expect(alert.querySelector('[data-icon="info"]')).not.toBeNull();
    expect(getComputedStyle(alert).backgroundColor).toBe("rgb(227, 242, 253)");
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("shows success in green with a check icon", () => {
    renderInCanvas(<Alert {...props({ kind: "success", variant: "filled", message: "All depots reporting." })} />);
    const alert = screen.getByRole("status");
    expect(alert.querySelector('[data-icon="check"]')).not.toBeNull();
    expect(getComputedStyle(alert).backgroundColor).toBe("rgb(46, 125, 50)");
    expect(getComputedStyle(alert).color).toBe("rgb(255, 255, 255)");
  });

  it("announces errors (red) and warnings (yellow) at once", () => {
    renderInCanvas(
      <>
        <Alert {...props({ kind: "error", message: "Breakdown on the N3." })} />
        <Alert {...props({ kind: "warning", variant: "filled", message: "Services due." })} />
      </>,
    );
    const [error, warning] = screen.getAllByRole("alert");
    expect(getComputedStyle(error as HTMLElement).backgroundColor).toBe("rgb(255, 235, 238)");
    expect(getComputedStyle(warning as HTMLElement).backgroundColor).toBe("rgb(253, 216, 53)");
    expect(getComputedStyle(warning as HTMLElement).color).toBe("rgb(33, 33, 33)");
  });

  it("shows the title, then the message, then the children", () => {
    renderInCanvas(
      <Alert {...props({ kind: "warning", title: "Services due", message: "5 trucks" })}>this week.</Alert>,
    );
    expect(screen.getByText("Services due")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Services due5 trucks this week.");
  });

  it("is dismissed by its close button, which calls onClose with the canvas api", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn((api: CanvasCallbackApi) => api.setParameter("bannerDismissed", true));
    const { runtime } = renderInCanvas(<Alert {...props({ message: "New: heatmaps", closable: true, onClose })} />);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(runtime.getSnapshot().parameters.bannerDismissed).toBe(true);
  });

  it("still closes when onClose throws, and logs the error", async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const onClose = () => {
      throw new Error("template bug");
    };
    renderInCanvas(<Alert {...props({ message: "x", closable: true, onClose })} />);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(errors).toHaveBeenCalledWith("Alert onClose failed", expect.any(Error));
    errors.mockRestore();
  });
});
