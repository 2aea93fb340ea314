import { defineComponent, loadedOnUse, type RegisteredComponent } from "../../defineComponent";
import { confirmationDialogTag } from "./ConfirmationDialog/ConfirmationDialog.tag";
import { modalTag } from "./Modal/Modal.tag";
import { popoverTag } from "./Popover/Popover.tag";

/** The overlays family, in the order the gallery lists it. */
export const overlaysComponents: readonly RegisteredComponent[] = [
  defineComponent({
    ...modalTag,
    ...loadedOnUse(
      () => import("./Modal/Modal"),
      async () => (await import("./Modal/Modal.meta")).modalPropsSchema,
    ),
  }),
  defineComponent({
    ...confirmationDialogTag,
    ...loadedOnUse(
      () => import("./ConfirmationDialog/ConfirmationDialog"),
      async () => (await import("./ConfirmationDialog/ConfirmationDialog.meta")).confirmationDialogPropsSchema,
    ),
  }),
  defineComponent({
    ...popoverTag,
    ...loadedOnUse(
      () => import("./Popover/Popover"),
      async () => (await import("./Popover/Popover.meta")).popoverPropsSchema,
    ),
  }),
];
