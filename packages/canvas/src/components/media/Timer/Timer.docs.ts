import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** What authors read about Timer in the gallery: its description, attribute table and live examples. */
export const timerDocs = defineComponentDocs({
  name: "Timer",
  description:
    "A countdown shown as mm:ss that ticks down once a second. It is green while plenty of time is left, " +
    "orange from warningSeconds, red from criticalSeconds and grey once elapsed; entering each state calls " +
    "the matching callback with the remaining seconds and the canvas api. Changing 'seconds' restarts it.",
  attributes: [
    { name: "seconds", type: "number", description: "The seconds to count down from; a new value restarts the timer." },
    {
      name: "warningSeconds",
      type: "number",
      description: "At this many seconds left the timer turns orange and calls onWarning (default 60).",
    },
    {
      name: "criticalSeconds",
      type: "number",
      description: "At this many seconds left the timer turns red and calls onCritical (default 10).",
    },
    { name: "paused", type: "boolean", description: "Stops the countdown while true; it resumes when false." },
    {
      name: "label",
      type: "string",
      description: "What the countdown measures, read out by screen readers (default 'Time remaining').",
    },
    {
      name: "parameter",
      type: "string",
      description:
        "A parameter that receives the remaining seconds on every tick (data sources that depend on it refresh each second).",
    },
    {
      name: "onStarted",
      type: "function",
      description: "(remainingSeconds, api) when the countdown starts (api: setParameter, setFrameData…).",
    },
    {
      name: "onWarning",
      type: "function",
      description: "(remainingSeconds, api) when the remaining seconds reach warningSeconds.",
    },
    {
      name: "onCritical",
      type: "function",
      description: "(remainingSeconds, api) when the remaining seconds reach criticalSeconds.",
    },
    { name: "onElapsed", type: "function", description: "(0, api) once the countdown reaches 00:00." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Five minutes to review the plan",
      template:
        '<div style={{ display: "flex", alignItems: "center", gap: 16 }}>\n' +
        "  <span>Review closes in</span>\n" +
        "  <Timer\n" +
        "    seconds={params.reviewSeconds}\n" +
        "    warningSeconds={60}\n" +
        "    criticalSeconds={15}\n" +
        '    label="Review time remaining"\n' +
        '    parameter="reviewSecondsLeft"\n' +
        '    onElapsed={(left, api) => api.setParameter("reviewClosed", true)}\n' +
        "  />\n" +
        "  <span>\n" +
        "    {params.reviewClosed\n" +
        '      ? "The review is closed."\n' +
        '      : params.reviewSecondsLeft <= 60 ? "Wrap up your comments." : "Plenty of time."}\n' +
        "  </span>\n" +
        "</div>",
      parameters: { reviewSeconds: 300, reviewClosed: false },
    },
  ] satisfies ComponentExample[],
});
