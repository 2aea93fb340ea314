import { lazy } from "react";
import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { confirmationDialogMeta, confirmationDialogPropsSchema } from "./ConfirmationDialog/ConfirmationDialog.meta";
import { modalMeta, modalPropsSchema } from "./Modal/Modal.meta";
import { popoverMeta, popoverPropsSchema } from "./Popover/Popover.meta";

/** The overlays family, in the order the gallery lists it. */
export const overlaysComponents: readonly RegisteredComponent[] = [
  defineComponent({ ...modalMeta, propsSchema: modalPropsSchema, component: lazy(() => import("./Modal/Modal")) }),
  defineComponent({
    ...confirmationDialogMeta,
    propsSchema: confirmationDialogPropsSchema,
    component: lazy(() => import("./ConfirmationDialog/ConfirmationDialog")),
  }),
  defineComponent({
    ...popoverMeta,
    propsSchema: popoverPropsSchema,
    component: lazy(() => import("./Popover/Popover")),
  }),
];
