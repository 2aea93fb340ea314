import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { confirmColors } from "./ConfirmationDialog.meta";

/** What authors read about ConfirmationDialog in the gallery: its description, attribute table and live examples. */
export const confirmationDialogDocs = defineComponentDocs({
  name: "ConfirmationDialog",
  description:
    "Asks the user to confirm an action, with the buttons 'Cancel' and 'Confirm'. It closes on Cancel (calling " +
    "onCancel), on Confirm (calling onConfirm) or when dismissed with Escape (calling onCancel); a click on the " +
    "backdrop does not close it. Open it with a parameter, the open attribute or its own trigger button.",
  attributes: [
    { name: "title", type: "string", description: "The question at the top, also the dialog's accessible name." },
    {
      name: "message",
      type: "string",
      description: "The explanation under the title; children, when given, are shown after it.",
    },
    { name: "cancelLabel", type: "string", description: "The label of the cancel button (default 'Cancel')." },
    { name: "confirmLabel", type: "string", description: "The label of the confirm button (default 'Confirm')." },
    {
      name: "confirmColor",
      type: "string",
      description: "The colour of the confirm button; 'error' for destructive actions (default 'primary').",
      options: confirmColors,
    },
    {
      name: "onConfirm",
      type: "(api) => void",
      description: "Runs when the user confirms, with the canvas api (api.setParameter, api.parameters…).",
    },
    {
      name: "onCancel",
      type: "(api) => void",
      description: "Runs when the user cancels or dismisses the dialog, with the canvas api.",
    },
    {
      name: "parameter",
      type: "string",
      description: "The parameter that holds whether the dialog is open (true = open); closing sets it to false.",
    },
    {
      name: "open",
      type: "boolean",
      description: "Opens the dialog without a parameter; it opens again whenever this value becomes true.",
    },
    {
      name: "trigger",
      type: "string",
      description: "When given, a button with this label is shown in the canvas and opens the dialog.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Confirm deleting a scenario",
      template:
        "<ConfirmationDialog\n" +
        '  parameter="confirmDelete"\n' +
        '  trigger="Delete scenario"\n' +
        "  title=\"Delete the scenario 'Peak season 2025'?\"\n" +
        '  message="Its targets and notes are removed for everyone. This cannot be undone."\n' +
        '  confirmLabel="Delete"\n' +
        '  confirmColor="error"\n' +
        '  onConfirm={(api) => api.setParameter("deletedScenario", "Peak season 2025")}\n' +
        "/>",
      parameters: { confirmDelete: false, deletedScenario: null },
    },
    {
      title: "Default labels, opened by a parameter",
      template:
        '<Fab icon="send" label="Publish report" parameter="confirmPublish" position="bottom-left" />\n' +
        '<ConfirmationDialog parameter="confirmPublish" title="Publish the weekly fleet report?">\n' +
        "  <p>{params.recipients} managers receive it by email.</p>\n" +
        "</ConfirmationDialog>",
      parameters: { confirmPublish: false, recipients: 14 },
    },
  ] satisfies ComponentExample[],
});
