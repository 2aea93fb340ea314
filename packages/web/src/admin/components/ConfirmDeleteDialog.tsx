import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Skeleton from "@mui/material/Skeleton";
import { type AdminEntity, adminMessages } from "@storyframe/core";

/** The users who hold a role or group about to be deleted: how many in all, and the first of them by name. */
export interface Holders {
  total: number;
  users: { id: string; name: string }[];
}

interface ConfirmDeleteDialogProps {
  entity: AdminEntity;
  /** The name of what is about to be deleted; null closes the dialog. */
  name: string | null;
  /**
   * Who holds it: undefined while they are being looked up (Delete waits), null when nobody is to be named
   * (a user, or an administrator who may not read the users).
   */
  holders?: Holders | null | undefined;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * 'Delete User?' — 'Are you sure you want to delete {name}?' (platform-shell §2). A role or group that users
 * hold first says how many lose it, and which.
 */
export function ConfirmDeleteDialog({
  entity,
  name,
  holders = null,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const lookingUp = holders === undefined;
  return (
    <Dialog open={name !== null} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{adminMessages.deleteTitle(entity)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: "anywhere" }}>
          {adminMessages.deleteQuestion(name ?? "")}
        </DialogContentText>
        {lookingUp ? (
          <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} aria-label="Looking up who holds it" />
        ) : null}
        {holders && holders.total > 0 && entity !== "User" ? (
          <HoldersWarning entity={entity} holders={holders} />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={busy || lookingUp}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function HoldersWarning({ entity, holders }: { entity: "Role" | "Group"; holders: Holders }) {
  const more = holders.total - holders.users.length;
  return (
    <Alert severity="warning" sx={{ mt: 2, "& .MuiAlert-message": { minWidth: 0 } }}>
      {adminMessages.holdersWarning(entity, holders.total)}
      <ul aria-label="Users who hold it" style={{ margin: "4px 0 0", paddingLeft: 20 }}>
        {holders.users.map((user) => (
          <li key={user.id} style={{ overflowWrap: "anywhere" }}>
            {user.name}
          </li>
        ))}
        {more > 0 ? <li>{adminMessages.moreHolders(more)}</li> : null}
      </ul>
    </Alert>
  );
}
