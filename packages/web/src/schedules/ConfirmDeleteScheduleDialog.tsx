import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";

interface ConfirmDeleteScheduleDialogProps {
  /** The storyline title of the schedule about to be deleted; null closes the dialog. */
  title: string | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before a schedule and its delivery history are deleted. */
export function ConfirmDeleteScheduleDialog({ title, busy, onCancel, onConfirm }: ConfirmDeleteScheduleDialogProps) {
  return (
    <Dialog open={title !== null} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>Delete schedule?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: "anywhere" }}>
          The scheduled delivery of “{title ?? ""}” stops and its history is removed. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
