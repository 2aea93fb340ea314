import { fireEvent } from "@testing-library/react";

/** Tests only: a click on the area around an open MUI dialog, the way a user dismisses by the backdrop. */
export function clickDialogBackdrop(): void {
  const container = document.querySelector(".MuiDialog-container");
  if (container === null) throw new Error("No open dialog to click around.");
  fireEvent.mouseDown(container);
  fireEvent.click(container);
}
