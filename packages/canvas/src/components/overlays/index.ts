import { defineComponent, type RegisteredComponent } from "../../defineComponent";
import { onDemand } from "../../onDemand";
import { confirmationDialogMeta, confirmationDialogPropsSchema } from "./ConfirmationDialog/ConfirmationDialog.meta";
import { modalMeta, modalPropsSchema } from "./Modal/Modal.meta";
import { popoverMeta, popoverPropsSchema } from "./Popover/Popover.meta";

/** The overlays family, in the order the gallery lists it. */
export const overlaysComponents: readonly RegisteredComponent[] = [
  defineComponent({ ...modalMeta, propsSchema: modalPropsSchema, component: onDemand(() => import("./Modal/Modal")) }),
  defineComponent({
    ...confirmationDialogMeta,
    propsSchema: confirmationDialogPropsSchema,
    component: onDemand(() => import("./ConfirmationDialog/ConfirmationDialog")),
  }),
  defineComponent({
    ...popoverMeta,
    propsSchema: popoverPropsSchema,
    component: onDemand(() => import("./Popover/Popover")),
  }),
];
