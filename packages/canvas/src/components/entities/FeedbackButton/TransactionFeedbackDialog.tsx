import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useRef, useState } from "react";
import { emptyFeedbackForm, type FeedbackForm, validateFeedback } from "./feedbackForm";

type TransactionFeedbackDialogProps = {
  transactionNo: string | number;
  onCancel: () => void;
  onSubmit: (form: FeedbackForm) => void;
};

/**
 * The Transaction Feedback dialog (canvas-components §2): two questions and a checkbox, at least one answered.
 * It closes on Cancel or Escape, never on a click beside it.
 */
export function TransactionFeedbackDialog({ transactionNo, onCancel, onSubmit }: TransactionFeedbackDialogProps) {
  const [form, setForm] = useState<FeedbackForm>(emptyFeedbackForm);
  const [problem, setProblem] = useState<string | null>(null);
  const firstQuestion = useRef<HTMLTextAreaElement | null>(null);
  const id = useId();

  const change = (next: Partial<FeedbackForm>) => {
    const updated = { ...form, ...next };
    setForm(updated);
    if (problem !== null) setProblem(validateFeedback(updated));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFeedback(form);
    setProblem(found);
    if (found !== null) {
      firstQuestion.current?.focus();
      return;
    }
    onSubmit(form);
  };

  return (
    <Dialog
      open
      maxWidth="sm"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={(_event, reason) => {
        if (reason !== "backdropClick") onCancel();
      }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>Transaction Feedback</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-intro`} sx={{ mb: 2.5 }}>
            Transaction {transactionNo}: tell us why its benefit was not realised. Answer at least one question.
          </DialogContentText>
          <Stack spacing={2.5}>
            <TextField
              label="What is preventing the benefit from being realised?"
              value={form.preventing_benefit}
              onChange={(event) => change({ preventing_benefit: event.target.value })}
              inputRef={firstQuestion}
              autoFocus
              multiline
              minRows={2}
              fullWidth
            />
            <TextField
              label="What changes are required to realise it?"
              value={form.required_changes}
              onChange={(event) => change({ required_changes: event.target.value })}
              multiline
              minRows={2}
              fullWidth
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.will_realize_in_future}
                  onChange={(event) => change({ will_realize_in_future: event.target.checked })}
                />
              }
              label="The benefit will be realised in future"
            />
            {problem === null ? null : (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            Submit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
