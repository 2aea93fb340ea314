/** The <FeedbackButton /> tag without its props schema (`FeedbackButton.meta.ts`, loaded with the component): its attributes. */
export const feedbackButtonTag = {
  name: "FeedbackButton",
  family: "entities",
  isSelfClosing: true,
  attributeNames: ["row", "parameter", "onSubmit"],
} as const;
