import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { clickDialogBackdrop } from "../../../test/clickDialogBackdrop";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Modal from "./Modal";
import { modalPropsSchema } from "./Modal.meta";

const props = (input: Record<string, unknown>) => modalPropsSchema.parse(input);

describe("Modal", () => {
  it("defaults to maxWidth md and not full width", () => {
    const parsed = props({ parameter: "open" });
    expect(parsed.maxWidth).toBe("md");
    expect(parsed.fullWidth).toBe(false);
  });

  it("follows its parameter: true opens it, anything else keeps it closed", async () => {
    const { runtime } = renderInCanvas(<Modal {...props({ parameter: "showTruck", title: "Truck" })}>Body</Modal>, {
      parameters: { showTruck: false },
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    runtime.setParameter("showTruck", true);
    expect(await screen.findByRole("dialog", { name: "Truck" })).toBeTruthy();
    expect(screen.getByText("Body")).toBeTruthy();
  });

  it("applies the md maximum width", () => {
    renderInCanvas(<Modal {...props({ parameter: "m", title: "Truck" })}>Body</Modal>, { parameters: { m: true } });
    expect(screen.getByRole("dialog").className).toContain("MuiDialog-paperWidthMd");
  });

  it("does not close on a backdrop click", async () => {
    const { runtime } = renderInCanvas(<Modal {...props({ parameter: "m", title: "Truck" })}>Body</Modal>, {
      parameters: { m: true },
    });
    clickDialogBackdrop();
    expect(runtime.getSnapshot().parameters.m).toBe(true);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("sets the parameter to false from the close button and calls onClose", async () => {
    const onClose = vi.fn();
    const { runtime } = renderInCanvas(<Modal {...props({ parameter: "m", title: "Truck", onClose })}>Body</Modal>, {
      parameters: { m: true },
    });
    await userEvent.click(screen.getByRole("button", { name: "Close Truck" }));
    expect(runtime.getSnapshot().parameters.m).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("sets the parameter to false on Escape", async () => {
    const { runtime } = renderInCanvas(<Modal {...props({ parameter: "m", title: "Truck" })}>Body</Modal>, {
      parameters: { m: true },
    });
    await userEvent.keyboard("{Escape}");
    expect(runtime.getSnapshot().parameters.m).toBe(false);
  });

  it("opens from its trigger button and shows the actions", async () => {
    const { runtime } = renderInCanvas(
      <Modal {...props({ parameter: "m", title: "Truck", trigger: "View truck", actions: <a href="/log">Log</a> })}>
        Body
      </Modal>,
    );
    const trigger = screen.getByRole("button", { name: "View truck" });
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(trigger);
    expect(runtime.getSnapshot().parameters.m).toBe(true);
    expect(await screen.findByRole("link", { name: "Log" })).toBeTruthy();
  });

  it("still has an accessible name without a title", () => {
    renderInCanvas(<Modal {...props({ parameter: "m" })}>Body</Modal>, { parameters: { m: true } });
    expect(screen.getByRole("dialog", { name: "Dialog" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
  });

  it("logs a throwing onClose instead of failing", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const onClose = () => {
      throw new Error("boom");
    };
    const { runtime } = renderInCanvas(<Modal {...props({ parameter: "m", title: "T", onClose })}>Body</Modal>, {
      parameters: { m: true },
    });
    await userEvent.click(screen.getByRole("button", { name: "Close T" }));
    expect(runtime.getSnapshot().parameters.m).toBe(false);
    expect(errors).toHaveBeenCalledWith("Modal onClose failed", expect.any(Error));
    errors.mockRestore();
  });
});
