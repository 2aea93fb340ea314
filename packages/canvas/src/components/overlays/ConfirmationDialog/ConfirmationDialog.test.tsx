import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import { clickDialogBackdrop } from "../../../test/clickDialogBackdrop";
import { renderInCanvas } from "../../../test/renderInCanvas";
import ConfirmationDialog from "./ConfirmationDialog";
import { confirmationDialogPropsSchema } from "./ConfirmationDialog.meta";

const props = (input: Record<string, unknown>) => confirmationDialogPropsSchema.parse(input);

describe("ConfirmationDialog", () => {
  it("offers the buttons 'Cancel' and 'Confirm' by default", () => {
    renderInCanvas(<ConfirmationDialog {...props({ open: true, title: "Delete?", message: "Gone for good." })} />);
    expect(screen.getByRole("dialog", { name: "Delete?" })).toBeTruthy();
    expect(screen.getByText("Gone for good.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Confirm" })).toBeTruthy();
  });

  it("uses the labels the author gives", () => {
    renderInCanvas(
      <ConfirmationDialog {...props({ open: true, title: "Delete?", cancelLabel: "Keep", confirmLabel: "Delete" })} />,
    );
    expect(screen.getByRole("button", { name: "Keep" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull();
  });

  it("calls onConfirm and closes on Confirm, setting the parameter to false", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { runtime } = renderInCanvas(
      <ConfirmationDialog {...props({ parameter: "ask", title: "Delete?", onConfirm, onCancel })} />,
      { parameters: { ask: true } },
    );
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(runtime.getSnapshot().parameters.ask).toBe(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("gives onConfirm the canvas api, so a template callback can set parameters", async () => {
    const onConfirm = vi.fn((api: { setParameter: (name: string, value: unknown) => void }) =>
      api.setParameter("deleted", "Peak season"),
    );
    const { runtime } = renderInCanvas(<ConfirmationDialog {...props({ open: true, title: "Delete?", onConfirm })} />);
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(runtime.getSnapshot().parameters.deleted).toBe("Peak season");
  });

  it("calls onCancel and closes on Cancel", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { runtime } = renderInCanvas(
      <ConfirmationDialog {...props({ parameter: "ask", title: "Delete?", onConfirm, onCancel })} />,
      { parameters: { ask: true } },
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(runtime.getSnapshot().parameters.ask).toBe(false);
  });

  it("treats Escape as a dismissal: closes and calls onCancel", async () => {
    const onCancel = vi.fn();
    renderInCanvas(<ConfirmationDialog {...props({ open: true, title: "Delete?", onCancel })} />);
    await userEvent.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("does not close on a backdrop click", () => {
    const onCancel = vi.fn();
    const { runtime } = renderInCanvas(
      <ConfirmationDialog {...props({ parameter: "ask", title: "Delete?", onCancel })} />,
      { parameters: { ask: true } },
    );
    clickDialogBackdrop();
    expect(onCancel).not.toHaveBeenCalled();
    expect(runtime.getSnapshot().parameters.ask).toBe(true);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("opens from the open attribute, and again when it becomes true after a cancel", async () => {
    const { rerender, runtime } = renderInCanvas(<ConfirmationDialog {...props({ open: false, title: "Delete?" })} />);
    const withOpen = (open: boolean) =>
      rerender(
        <CanvasRuntimeProvider runtime={runtime}>
          <ConfirmationDialog {...props({ open, title: "Delete?" })} />
        </CanvasRuntimeProvider>,
      );
    expect(screen.queryByRole("dialog")).toBeNull();
    withOpen(true);
    expect(await screen.findByRole("dialog")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    withOpen(false);
    withOpen(true);
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("opens from its trigger button, writing true to the parameter", async () => {
    const { runtime } = renderInCanvas(
      <ConfirmationDialog {...props({ parameter: "ask", title: "Delete?", trigger: "Delete scenario" })} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete scenario" }));
    expect(runtime.getSnapshot().parameters.ask).toBe(true);
    expect(await screen.findByRole("dialog", { name: "Delete?" })).toBeTruthy();
  });

  it("keeps working when onConfirm throws", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const onConfirm = () => {
      throw new Error("boom");
    };
    renderInCanvas(<ConfirmationDialog {...props({ open: true, title: "Delete?", onConfirm })} />);
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(errors).toHaveBeenCalledWith("ConfirmationDialog onConfirm failed", expect.any(Error));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    errors.mockRestore();
  });
});
