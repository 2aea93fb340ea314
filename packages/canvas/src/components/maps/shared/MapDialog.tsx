import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import { type ReactNode, useId } from "react";

type MapDialogProps = {
  title: string;
  /** Escape, or the owner's own close button. */
  onClose: () => void;
  /** The buttons at the bottom. */
  actions: ReactNode;
  /** The fields, stacked. */
  children: ReactNode;
};

/**
 * A dialog a map opens over itself (the location information, a polygon's Edit): its title, the fields and its
 * buttons. It closes on Escape, never on a click beside it (canvas-components §4, §5).
 */
export function MapDialog({ title, onClose, actions, children }: MapDialogProps) {
  const id = useId();
  return (
    <Dialog
      open
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      onClose={(_event, reason) => {
        if (reason !== "backdropClick") onClose();
      }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>
    </Dialog>
  );
}
