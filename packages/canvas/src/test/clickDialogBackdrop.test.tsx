import Dialog from "@mui/material/Dialog";
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { clickDialogBackdrop } from "./clickDialogBackdrop";

describe("clickDialogBackdrop", () => {
  it("reaches a dialog's backdrop handling, so tests of dialogs that ignore it mean something", () => {
    const onClose = vi.fn();
    render(
      <Dialog open onClose={onClose}>
        Body
      </Dialog>,
    );
    clickDialogBackdrop();
    expect(onClose).toHaveBeenCalledWith(expect.anything(), "backdropClick");
  });
});
