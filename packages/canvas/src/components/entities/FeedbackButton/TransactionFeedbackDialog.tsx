import Alert from "@mui/material/Alert";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import { useRef } from "react";
import { FormDialog } from "../../overlays/shared/FormDialog";
import { useCheckedForm } from "../../overlays/shared/useCheckedForm";
import { emptyFeedbackForm, type FeedbackForm, validateFeedback } from "./feedbackForm";

type TransactionFeedbackDialogProps = {
  transactionNo: string | number;
  onCancel: () => void;
  onSubmit: (form: FeedbackForm) => void;
};

/** The Transaction Feedback dialog (canvas-components §2): two questions and a checkbox, at least one answered. */
export function TransactionFeedbackDialog({ transactionNo, onCancel, onSubmit }: TransactionFeedbackDialogProps) {
  const {
    form,
    problems: problem,
    change,
    check,
  } = useCheckedForm<FeedbackForm, string | null>(emptyFeedbackForm, validateFeedback);
  const firstQuestion = useRef<HTMLTextAreaElement | null>(null);

  const submit = () => {
    if (check() !== null) {
      firstQuestion.current?.focus();
      return;
    }
    onSubmit(form);
  };

  return (
    <FormDialog
      title="Transaction Feedback"
      intro={`Transaction ${transactionNo}: tell us why its benefit was not realised. Answer at least one question.`}
      maxWidth="sm"
      submitLabel="Submit"
      onCancel={onCancel}
      onSubmit={submit}
    >
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
    </FormDialog>
  );
}
