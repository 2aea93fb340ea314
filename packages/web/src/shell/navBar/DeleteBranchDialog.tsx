import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { DEFAULT_BRANCH, messages } from "@storyframe/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { BRANCHES_QUERY_KEY, branchChangeFailure, deleteBranch, isDeletableBranch, useBranchList } from "./branchApi";

interface DeleteBranchDialogProps {
  open: boolean;
  /** The branch the app shows; offered first when it may be deleted. */
  current: string;
  /** The tenant's own branch, which is never offered (nor main). */
  tenantBranch: string;
  onClose: () => void;
  /** Told once the dialog has gone after closing: focus belongs elsewhere again. */
  onExited?: () => void;
  /** Told the deleted branch's name, once the branch list has been refreshed. */
  onDeleted: (name: string) => void;
}

/**
 * Deletes a branch other than main and the tenant's own, after a confirmation naming it; the branch shown is
 * offered first. The server's refusal is shown in the dialog.
 */
export function DeleteBranchDialog({
  open,
  current,
  tenantBranch,
  onClose,
  onExited,
  onDeleted,
}: DeleteBranchDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const branches = useBranchList(open);
  const [chosen, setChosen] = useState<string | null>(null);
  const deletable = (branches.data ?? []).filter((name) => isDeletableBranch(name, tenantBranch));
  const selected =
    chosen !== null && deletable.includes(chosen)
      ? chosen
      : deletable.includes(current)
        ? current
        : (deletable[0] ?? null);
  const deletion = useMutation({
    mutationFn: (name: string) => deleteBranch(name),
    onSuccess: async (_answer, name) => {
      await queryClient.invalidateQueries({ queryKey: BRANCHES_QUERY_KEY });
      onDeleted(name);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selected !== null && !deletion.isPending) deletion.mutate(selected);
  };

  return (
    <Dialog
      open={open}
      onClose={deletion.isPending ? undefined : onClose}
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Delete branch</DialogTitle>
        <DialogContent>
          {branches.isPending ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
              <CircularProgress size={18} aria-label="Loading branches" />
              <DialogContentText>Loading branches…</DialogContentText>
            </Stack>
          ) : branches.isError ? (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button color="inherit" size="small" onClick={() => void branches.refetch()}>
                  Try again
                </Button>
              }
            >
              {messages.branchesLoadFailed}
            </Alert>
          ) : selected === null ? (
            <DialogContentText>
              There is no branch to delete: {DEFAULT_BRANCH}
              {tenantBranch !== DEFAULT_BRANCH ? ` and ${tenantBranch}` : ""} cannot be deleted.
            </DialogContentText>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                select
                fullWidth
                label="Branch"
                value={selected}
                onChange={(event) => {
                  setChosen(event.target.value);
                  if (deletion.isError) deletion.reset();
                }}
                disabled={deletion.isPending}
                slotProps={{ select: { native: true } }}
              >
                {deletable.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </TextField>
              <DialogContentText sx={{ overflowWrap: "anywhere" }}>
                Branch "{selected}" and all its content will be deleted. This cannot be undone.
                {selected === current ? ` You are viewing it: the app goes back to ${tenantBranch}.` : ""}
              </DialogContentText>
              {deletion.isError ? (
                <Alert severity="error" role="alert">
                  {branchChangeFailure(deletion.error)}
                </Alert>
              ) : null}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={deletion.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={selected === null || deletion.isPending}
            startIcon={deletion.isPending ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : null}
          >
            {deletion.isPending ? "Deleting…" : "Delete branch"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
