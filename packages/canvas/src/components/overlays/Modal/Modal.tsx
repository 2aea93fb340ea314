import CloseIcon from "@mui/icons-material/Close";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import { useId } from "react";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import { visuallyHidden } from "../../shared/visuallyHidden";
import { OpenButton } from "../shared/OpenButton";
import { useOpenState } from "../shared/useOpenState";
import type { ModalProps } from "./Modal.meta";

/** A dialog shown while its parameter is true; the close button and Escape set it to false, the backdrop does not. */
export default function Modal({
  parameter,
  title,
  maxWidth,
  fullWidth,
  actions,
  trigger,
  onClose,
  children,
}: ModalProps) {
  const [open, setOpen] = useOpenState(parameter);
  const dialogId = useId();
  const callbackApi = useCallbackApi();
  const close = () => {
    setOpen(false);
    callSafely(onClose, "Modal onClose", callbackApi());
  };

  return (
    <>
      <OpenButton label={trigger} open={open} controls={dialogId} popup="dialog" onOpen={() => setOpen(true)} />
      <Dialog
        id={dialogId}
        open={open}
        maxWidth={maxWidth}
        fullWidth={fullWidth}
        onClose={(_event, reason) => {
          if (reason !== "backdropClick") close();
        }}
      >
        {/* Without a title the dialog still needs a name for screen readers. */}
        <DialogTitle sx={title ? { pr: 7 } : visuallyHidden}>{title || "Dialog"}</DialogTitle>
        <IconButton
          aria-label={title ? `Close ${title}` : "Close"}
          onClick={close}
          sx={{ position: "absolute", right: 8, top: 8, color: "text.secondary" }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent sx={title ? undefined : { pt: 6 }}>{children}</DialogContent>
        {actions === undefined ? null : <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>}
      </Dialog>
    </>
  );
}
