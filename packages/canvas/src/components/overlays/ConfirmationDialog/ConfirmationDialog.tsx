import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useEffect, useId } from "react";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import { visuallyHidden } from "../../shared/visuallyHidden";
import { OpenButton } from "../shared/OpenButton";
import { useOpenState } from "../shared/useOpenState";
import type { ConfirmationDialogProps } from "./ConfirmationDialog.meta";

/** Asks for confirmation; closes on Cancel, Confirm or Escape, never on a backdrop click. */
export default function ConfirmationDialog({
  title,
  message,
  cancelLabel,
  confirmLabel,
  confirmColor,
  onConfirm,
  onCancel,
  parameter,
  open: openAttribute,
  trigger,
  children,
}: ConfirmationDialogProps) {
  const [open, setOpen] = useOpenState(parameter, openAttribute === true);
  const dialogId = useId();
  const callbackApi = useCallbackApi();
  const messageId = `${dialogId}-message`;

  // Without a parameter, the open attribute drives the dialog's own state whenever the template changes it.
  useEffect(() => {
    if (parameter === undefined && openAttribute !== undefined) setOpen(openAttribute);
  }, [parameter, openAttribute, setOpen]);

  const cancel = () => {
    setOpen(false);
    callSafely(onCancel, "ConfirmationDialog onCancel", callbackApi());
  };
  const confirm = () => {
    setOpen(false);
    callSafely(onConfirm, "ConfirmationDialog onConfirm", callbackApi());
  };

  return (
    <>
      <OpenButton label={trigger} open={open} controls={dialogId} popup="dialog" onOpen={() => setOpen(true)} />
      <Dialog
        id={dialogId}
        open={open}
        maxWidth="xs"
        fullWidth
        aria-describedby={message ? messageId : undefined}
        onClose={(_event, reason) => {
          if (reason !== "backdropClick") cancel();
        }}
      >
        <DialogTitle sx={title ? undefined : visuallyHidden}>{title || confirmLabel}</DialogTitle>
        {message || children ? (
          <DialogContent>
            {message ? <DialogContentText id={messageId}>{message}</DialogContentText> : null}
            {children}
          </DialogContent>
        ) : null}
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={cancel}>{cancelLabel}</Button>
          <Button variant="contained" color={confirmColor} onClick={confirm}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
