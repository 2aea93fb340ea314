import type { CanvasUser } from "../../../runtime/canvasRuntime";
import { newRequestId } from "../shared/requestId";

/** The parameter a feedback submit sets (canvas-components §7). */
export const FEEDBACK_PARAMETER = "scavenger_feedback_payload";

/** Who the feedback is from when no one is signed in (canvas-components §3). */
export const ANONYMOUS_USER = "Anonymous User";

export const feedbackMessages = {
  answerRequired: "Please answer at least one question.",
  thanks: "Thank you for your feedback!",
} as const;

/** The Transaction Feedback form: two free-text answers and a checkbox (off by default). */
export type FeedbackForm = {
  preventing_benefit: string;
  required_changes: string;
  will_realize_in_future: boolean;
};

export const emptyFeedbackForm: FeedbackForm = {
  preventing_benefit: "",
  required_changes: "",
  will_realize_in_future: false,
};

/** The scavenger feedback payload (canvas-components §3), with a request id so a retry is stored once. */
export type FeedbackPayload = FeedbackForm & {
  user: string;
  transaction_no: string | number;
  request_id: string;
};

/** The form's problem, or null: at least one text answer or the checkbox is needed (canvas-components §5). */
export function validateFeedback(form: FeedbackForm): string | null {
  const answered =
    form.preventing_benefit.trim() !== "" || form.required_changes.trim() !== "" || form.will_realize_in_future;
  return answered ? null : feedbackMessages.answerRequired;
}

export function feedbackPayloadOf(
  form: FeedbackForm,
  transactionNo: string | number,
  user: CanvasUser | null,
): FeedbackPayload {
  const name = user?.name.trim() ?? "";
  return {
    user: name === "" ? ANONYMOUS_USER : name,
    transaction_no: transactionNo,
    preventing_benefit: form.preventing_benefit.trim(),
    required_changes: form.required_changes.trim(),
    will_realize_in_future: form.will_realize_in_future,
    request_id: newRequestId(),
  };
}

/** What a transaction table row tells the button: its transaction_no and whether it has_feedback. */
export function readTransactionRow(row: Readonly<Record<string, unknown>>): {
  transactionNo: string | number | null;
  hasFeedback: boolean;
} {
  const number = row.transaction_no;
  const transactionNo =
    (typeof number === "string" && number.trim() !== "") || (typeof number === "number" && Number.isFinite(number))
      ? number
      : null;
  const flag = row.has_feedback;
  return { transactionNo, hasFeedback: flag === true || flag === 1 || flag === "true" };
}
