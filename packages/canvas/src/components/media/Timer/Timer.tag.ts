/** The <Timer /> tag without its props schema (`Timer.meta.ts`, loaded with the component): its attributes. */
export const timerTag = {
  name: "Timer",
  family: "media",
  isSelfClosing: true,
  attributeNames: [
    "seconds",
    "warningSeconds",
    "criticalSeconds",
    "paused",
    "label",
    "parameter",
    "onStarted",
    "onWarning",
    "onCritical",
    "onElapsed",
  ],
} as const;
