import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { type FormEvent, type ReactNode, useId } from "react";

type FormDialogProps = {
  title: string;
  /** A sentence under the title, which also describes the dialog. */
  intro?: ReactNode;
  maxWidth: "xs" | "sm";
  submitLabel: string;
  onCancel: () => void;
  onSubmit: () => void;
  /** The fields, stacked. */
  children: ReactNode;
};

/**
 * A dialog around a form: title, optional intro, the fields, Cancel and a submit button. It closes on Cancel or
 * Escape, never on a click beside it (that would lose what was typed); submitting leaves closing to the owner.
 */
export function FormDialog({ title, intro, maxWidth, submitLabel, onCancel, onSubmit, children }: FormDialogProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open
      maxWidth={maxWidth}
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={intro === undefined ? undefined : `${id}-intro`}
      onClose={(_event, reason) => {
        if (reason !== "backdropClick") onCancel();
      }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {intro === undefined ? null : (
            <DialogContentText id={`${id}-intro`} sx={{ mb: 2.5 }}>
              {intro}
            </DialogContentText>
          )}
          <Stack spacing={2.5} sx={intro === undefined ? { pt: 1 } : undefined}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
