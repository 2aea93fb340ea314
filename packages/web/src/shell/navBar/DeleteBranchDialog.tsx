import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import DialogContentText from "@mui/material/DialogContentText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { DEFAULT_BRANCH, messages } from "@storyframe/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { FormDialog } from "../FormDialog";
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
    <FormDialog
      open={open}
      title="Delete branch"
      submitLabel={deletion.isPending ? "Deleting…" : "Delete branch"}
      busy={deletion.isPending}
      formError={deletion.isError ? branchChangeFailure(deletion.error) : undefined}
      maxWidth="xs"
      submitColor="error"
      submitDisabled={selected === null}
      onExited={onExited}
      onClose={onClose}
      onSubmit={submit}
    >
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
        <>
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
        </>
      )}
    </FormDialog>
  );
}
