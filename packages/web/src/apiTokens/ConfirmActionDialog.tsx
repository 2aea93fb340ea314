import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";

interface ConfirmActionDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** Asks before something that cannot be undone (revoking a token, deleting a service account). */
export function ConfirmActionDialog(props: ConfirmActionDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.busy ? undefined : props.onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: "anywhere" }}>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={props.onConfirm}
          disabled={props.busy}
          startIcon={props.busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
