import { describe, expect, it } from "vitest";
import {
  ANONYMOUS_USER,
  emptyFeedbackForm,
  FEEDBACK_PARAMETER,
  feedbackMessages,
  feedbackPayloadOf,
  readTransactionRow,
  validateFeedback,
} from "./feedbackForm";

describe("validateFeedback", () => {
  it("needs at least one answer: 'Please answer at least one question.'", () => {
    expect(validateFeedback(emptyFeedbackForm)).toBe("Please answer at least one question.");
    expect(validateFeedback({ ...emptyFeedbackForm, preventing_benefit: "   ", required_changes: "\n" })).toBe(
      feedbackMessages.answerRequired,
    );
  });

  it("is satisfied by either text answer or by the checkbox alone", () => {
    expect(validateFeedback({ ...emptyFeedbackForm, preventing_benefit: "Loader was slow" })).toBeNull();
    expect(validateFeedback({ ...emptyFeedbackForm, required_changes: "Second loader" })).toBeNull();
    expect(validateFeedback({ ...emptyFeedbackForm, will_realize_in_future: true })).toBeNull();
  });
});

describe("feedbackPayloadOf", () => {
  it("builds the scavenger feedback payload with the user's name, trimmed answers and a request id", () => {
    expect(
      feedbackPayloadOf(
        { preventing_benefit: " Wet muck at the face ", required_changes: "", will_realize_in_future: true },
        "L-018377",
        { name: "Vera Viewer" },
      ),
    ).toEqual({
      user: "Vera Viewer",
      transaction_no: "L-018377",
      preventing_benefit: "Wet muck at the face",
      required_changes: "",
      will_realize_in_future: true,
      request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it("signs feedback 'Anonymous User' when no one is signed in", () => {
    expect(feedbackPayloadOf(emptyFeedbackForm, 42, null).user).toBe(ANONYMOUS_USER);
    expect(ANONYMOUS_USER).toBe("Anonymous User");
    expect(feedbackPayloadOf(emptyFeedbackForm, 42, { name: " " }).user).toBe("Anonymous User");
  });

  it("starts with the checkbox off, and sets the spec's parameter", () => {
    expect(emptyFeedbackForm.will_realize_in_future).toBe(false);
    expect(FEEDBACK_PARAMETER).toBe("scavenger_feedback_payload");
  });
});

describe("readTransactionRow", () => {
  it("reads transaction_no and has_feedback", () => {
    expect(readTransactionRow({ transaction_no: "L-1", has_feedback: true, tonnes: 3 })).toEqual({
      transactionNo: "L-1",
      hasFeedback: true,
    });
    expect(readTransactionRow({ transaction_no: 7, has_feedback: 1 })).toEqual({ transactionNo: 7, hasFeedback: true });
    expect(readTransactionRow({ transaction_no: "L-2", has_feedback: false })).toEqual({
      transactionNo: "L-2",
      hasFeedback: false,
    });
    expect(readTransactionRow({ transaction_no: "L-3" }).hasFeedback).toBe(false);
  });

  it("has no transaction number for a row without a usable one", () => {
    expect(readTransactionRow({}).transactionNo).toBeNull();
    expect(readTransactionRow({ transaction_no: " " }).transactionNo).toBeNull();
    expect(readTransactionRow({ transaction_no: { id: 1 } }).transactionNo).toBeNull();
  });
});
