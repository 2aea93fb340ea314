import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { type AdminEntity, adminMessages } from "@storyframe/core";

interface ConfirmDeleteDialogProps {
  entity: AdminEntity;
  /** The name of what is about to be deleted; null closes the dialog. */
  name: string | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** 'Delete User?' — 'Are you sure you want to delete {name}?' (platform-shell §2). */
export function ConfirmDeleteDialog({ entity, name, busy, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog open={name !== null} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{adminMessages.deleteTitle(entity)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{adminMessages.deleteQuestion(name ?? "")}</DialogContentText>
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
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
