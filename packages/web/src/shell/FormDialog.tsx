import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import type { FormEvent, ReactNode } from "react";

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  /** The form's general error (server `non_field_errors`, or a failure without field errors). */
  formError?: string | undefined;
  maxWidth?: "xs" | "sm";
  /** `error` for a submit that destroys something. */
  submitColor?: "primary" | "error";
  /** Whether the submit button is off beyond while busy (nothing to submit, or a field's problem shown). */
  submitDisabled?: boolean;
  /**
   * Told once the dialog has gone after closing, to place the focus itself: the dialog then does not give it back
   * to what had it before (for an opener that is gone, such as a menu's item).
   */
  onExited?: (() => void) | undefined;
  onClose(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}

/**
 * The dialog frame of the app's forms: title, fields, general error, Cancel and the submit button; while busy,
 * it neither closes nor submits again.
 */
export function FormDialog(props: FormDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onClose}
      maxWidth={props.maxWidth ?? "sm"}
      fullWidth
      {...(props.onExited
        ? { disableRestoreFocus: true, slotProps: { transition: { onExited: props.onExited } } }
        : {})}
    >
      <form noValidate onSubmit={props.onSubmit}>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {props.formError ? (
              <Alert severity="error" role="alert">
                {props.formError}
              </Alert>
            ) : null}
            {props.children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={props.onClose} disabled={props.busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={props.submitColor ?? "primary"}
            disabled={props.busy || props.submitDisabled === true}
            startIcon={props.busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
          >
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
