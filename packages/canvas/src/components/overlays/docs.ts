import type { ComponentDocs } from "../../defineComponent";
import { confirmationDialogDocs } from "./ConfirmationDialog/ConfirmationDialog.docs";
import { modalDocs } from "./Modal/Modal.docs";
import { popoverDocs } from "./Popover/Popover.docs";

/** The docs of the overlays family, in the order of `overlaysComponents`. */
export const overlaysComponentDocs: readonly ComponentDocs[] = [modalDocs, confirmationDialogDocs, popoverDocs];
