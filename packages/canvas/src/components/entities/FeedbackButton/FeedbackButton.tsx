import FeedbackIcon from "@mui/icons-material/Feedback";
import FeedbackOutlinedIcon from "@mui/icons-material/FeedbackOutlined";
import Alert from "@mui/material/Alert";
import IconButton from "@mui/material/IconButton";
import Portal from "@mui/material/Portal";
import Snackbar from "@mui/material/Snackbar";
import Tooltip from "@mui/material/Tooltip";
import { useState } from "react";
import { useCanvasRuntime } from "../../../runtime/CanvasRuntimeContext";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import type { AuthorCallback } from "../../shared/schemas";
import {
  FEEDBACK_PARAMETER,
  type FeedbackForm,
  feedbackMessages,
  feedbackPayloadOf,
  readTransactionRow,
} from "./feedbackForm";
import { TransactionFeedbackDialog } from "./TransactionFeedbackDialog";

type TransactionFeedbackButtonProps = {
  /** The transaction table row: its transaction_no and has_feedback are read. */
  row: Readonly<Record<string, unknown>>;
  /** Where the payload goes; 'scavenger_feedback_payload' unless an author says otherwise. */
  parameter?: string;
  onSubmit?: AuthorCallback | undefined;
};

/**
 * The feedback button of one transaction row (also for table components to put in a column): filled when the
 * row has feedback, it opens the Transaction Feedback dialog and passes the answers on to the storyline.
 */
function TransactionFeedbackButton({ row, parameter = FEEDBACK_PARAMETER, onSubmit }: TransactionFeedbackButtonProps) {
  const runtime = useCanvasRuntime();
  const callbackApi = useCallbackApi();
  const { transactionNo, hasFeedback } = readTransactionRow(row);
  const [open, setOpen] = useState(false);
  const [thanked, setThanked] = useState(false);
  // Shown at once after a submit; the refreshed rows then say the same.
  const [givenHere, setGivenHere] = useState(false);
  const given = hasFeedback || givenHere;

  if (transactionNo === null) {
    return (
      <Tooltip title="This row has no transaction_no">
        <span>
          <IconButton size="small" disabled aria-label="Feedback is not available for this row">
            <FeedbackOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  }

  const submit = (form: FeedbackForm) => {
    const payload = feedbackPayloadOf(form, transactionNo, runtime.user);
    runtime.setParameter(parameter, payload);
    runtime.applyParameterChanges();
    setOpen(false);
    setGivenHere(true);
    setThanked(true);
    callSafely(onSubmit, "FeedbackButton onSubmit", payload, callbackApi());
  };

  const label = given
    ? `Feedback given on transaction ${transactionNo}; give more feedback`
    : `Give feedback on transaction ${transactionNo}`;
  return (
    <>
      <Tooltip title={given ? "Feedback given" : "Give feedback"}>
        <IconButton
          size="small"
          color={given ? "primary" : "default"}
          aria-label={label}
          aria-haspopup="dialog"
          data-has-feedback={given}
          onClick={() => setOpen(true)}
        >
          {given ? <FeedbackIcon fontSize="small" /> : <FeedbackOutlinedIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      {open ? (
        <TransactionFeedbackDialog transactionNo={transactionNo} onCancel={() => setOpen(false)} onSubmit={submit} />
      ) : null}
      {/* In the page's body: a frame's slide animation may leave a transform that would pin the message to the frame. */}
      <Portal>
        <Snackbar
          open={thanked}
          autoHideDuration={6000}
          onClose={(_event, reason) => {
            if (reason !== "clickaway") setThanked(false);
          }}
          anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
        >
          <Alert severity="success" variant="filled" onClose={() => setThanked(false)} sx={{ width: "100%" }}>
            {feedbackMessages.thanks}
          </Alert>
        </Snackbar>
      </Portal>
    </>
  );
}

export default TransactionFeedbackButton;
