import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { FEEDBACK_PARAMETER } from "./feedbackForm";

const transactionsTable =
  '<table className="loads">\n' +
  "  <thead><tr><th>Transaction</th><th>Truck</th><th>Tonnes</th><th>Feedback</th></tr></thead>\n" +
  "  <tbody>\n" +
  "    {frame.rows.map((row) => (\n" +
  "      <tr key={row.transaction_no}>\n" +
  "        <td>{row.transaction_no}</td><td>{row.truck_id}</td><td>{fmt.number(row.tonnes, 1)}</td>\n" +
  "        <td><FeedbackButton row={row} /></td>\n" +
  "      </tr>\n" +
  "    ))}\n" +
  "  </tbody>\n" +
  "</table>";

/** What authors read about FeedbackButton in the gallery: its description, attribute table and live examples. */
export const feedbackButtonDocs = defineComponentDocs({
  name: "FeedbackButton",
  description:
    "The feedback column button of a transaction table row. It reads the row's transaction_no and has_feedback " +
    "(a filled icon when feedback was given, an outlined one otherwise) and opens the Transaction Feedback " +
    "dialog: what is preventing the benefit, what changes are required, and whether the benefit will be " +
    "realised in future; at least one answer is needed. Submitting sets the parameter " +
    "scavenger_feedback_payload to { user, transaction_no, preventing_benefit, required_changes, " +
    "will_realize_in_future, request_id }, applies the parameter changes, closes the dialog and thanks the user.",
  attributes: [
    {
      name: "row",
      type: "{ transaction_no, has_feedback?, … }",
      description: "The transaction table row the button belongs to; other fields of the row are ignored.",
    },
    {
      name: "parameter",
      type: "string",
      description: `The parameter the feedback payload is written to (default '${FEEDBACK_PARAMETER}').`,
    },
    {
      name: "onSubmit",
      type: "(payload, api) => void",
      description: "Called after the feedback was passed on, with its payload and the canvas api.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "A feedback column in a table of short loads",
      template: transactionsTable,
      css:
        ".loads { border-collapse: collapse; width: 100%; max-width: 560px; }\n" +
        ".loads th, .loads td { padding: 4px 12px; border-bottom: 1px solid #e0e0e0; text-align: left; }\n" +
        ".loads th { font-weight: 600; color: #424242; }",
      frame: {
        rows: [
          { transaction_no: "L-018204", truck_id: "HT-07", tonnes: 152.4, has_feedback: true },
          { transaction_no: "L-018377", truck_id: "HT-07", tonnes: 149.9, has_feedback: false },
          { transaction_no: "L-018512", truck_id: "HT-07", tonnes: 158.2, has_feedback: false },
        ],
      },
      parameters: { scavenger_feedback_payload: null },
    },
  ] satisfies ComponentExample[],
});
