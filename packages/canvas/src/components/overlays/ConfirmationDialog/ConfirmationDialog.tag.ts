/** The <ConfirmationDialog /> tag without its props schema (`ConfirmationDialog.meta.ts`, loaded with the component): its attributes. */
export const confirmationDialogTag = {
  name: "ConfirmationDialog",
  family: "overlays",
  attributeNames: [
    "title",
    "message",
    "cancelLabel",
    "confirmLabel",
    "confirmColor",
    "onConfirm",
    "onCancel",
    "parameter",
    "open",
    "trigger",
  ],
} as const;
