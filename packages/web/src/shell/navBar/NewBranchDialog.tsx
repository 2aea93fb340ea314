import DialogContentText from "@mui/material/DialogContentText";
import TextField from "@mui/material/TextField";
import { BRANCH_NAME_MAX_LENGTH, branchNameProblem, normalizeBranchName } from "@storyframe/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { FormDialog } from "../FormDialog";
import { BRANCHES_QUERY_KEY, branchChangeFailure, createBranch } from "./branchApi";

/** Longest text the name field takes; characters outside the rule are dropped, so it may exceed the name's limit. */
const TYPED_NAME_MAX_LENGTH = 200;

interface NewBranchDialogProps {
  open: boolean;
  /** The branch the new one is copied from: the one the app shows. */
  from: string;
  onClose: () => void;
  /** Told once the dialog has gone after closing: focus belongs elsewhere again. */
  onExited?: () => void;
  /** Told the created branch's name, once the branch list has been refreshed. */
  onCreated: (name: string) => void;
}

/**
 * Creates a branch as a copy of the current one. The name is checked as it is typed by the branch-name rule,
 * with the form it will be created as; the server's refusal (a name taken, 409) is shown in the dialog.
 */
export function NewBranchDialog({ open, from, onClose, onExited, onCreated }: NewBranchDialogProps) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState("");
  const [touched, setTouched] = useState(false);
  // The submit button is disabled while the branch is created, which takes the focus away from the dialog.
  const nameField = useRef<HTMLInputElement>(null);
  const name = normalizeBranchName(typed);
  const problem = branchNameProblem(name);
  const creation = useMutation({
    mutationFn: () => createBranch(name, from),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: BRANCHES_QUERY_KEY });
      onCreated(created);
    },
  });
  // Back to the name once it is enabled again after a refusal, to change it and try again (Escape also closes the
  // dialog from there).
  const refused = creation.isError;
  useEffect(() => {
    if (refused) nameField.current?.focus();
  }, [refused]);
  const showProblem = touched && problem !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem === null && !creation.isPending) creation.mutate();
  };

  return (
    <FormDialog
      open={open}
      title="New branch"
      submitLabel={creation.isPending ? "Creating…" : "Create branch"}
      busy={creation.isPending}
      formError={creation.isError ? branchChangeFailure(creation.error) : undefined}
      maxWidth="xs"
      submitDisabled={showProblem}
      onExited={onExited}
      onClose={onClose}
      onSubmit={submit}
    >
      <DialogContentText>
        A copy of branch "{from}" with all its content. You are switched to it once it is created.
      </DialogContentText>
      <TextField
        inputRef={nameField}
        autoFocus
        fullWidth
        required
        label="Branch name"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setTouched(true);
          if (creation.isError) creation.reset();
        }}
        error={showProblem}
        helperText={
          showProblem
            ? problem
            : name
              ? `Will be created as: ${name}`
              : `Lowercase letters, digits, hyphens and dots; at most ${BRANCH_NAME_MAX_LENGTH} characters.`
        }
        slotProps={{
          htmlInput: { maxLength: TYPED_NAME_MAX_LENGTH, spellCheck: false, autoComplete: "off" },
        }}
        disabled={creation.isPending}
      />
    </FormDialog>
  );
}
