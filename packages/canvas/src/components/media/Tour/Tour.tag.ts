/** The <Tour /> tag without its props schema (`Tour.meta.ts`, loaded with the component): its attributes. */
export const tourTag = {
  name: "Tour",
  family: "media",
  isSelfClosing: true,
  attributeNames: ["id", "steps", "autoRun", "delayMs", "runOnce", "startLabel", "onEnd"],
} as const;
