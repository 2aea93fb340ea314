import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../defineComponent";

const apiNote =
  "The api argument holds parameters, frameData and dataSources, and setParameter, setFrameData and applyParameterChanges.";

/** What authors read about CanvasContext in the gallery: its description, attribute table and live examples. */
export const canvasContextDocs = defineComponentDocs({
  name: "CanvasContext",
  description:
    "Runs the author's callbacks around a block of the canvas: its children render only after onEnter has run, " +
    "onLeave runs when the block is removed, and changes of parameters, frame data fields and data sources' " +
    "requests reach the matching callbacks.",
  attributes: [
    { name: "onEnter", type: "(api) => void", description: `Runs before the children first render. ${apiNote}` },
    { name: "onLeave", type: "(api) => void", description: "Runs when the block is removed (the frame is left)." },
    {
      name: "onParameterChange",
      type: "(name, value, previous, api) => void",
      description: "Runs for every parameter whose value changed.",
    },
    {
      name: "onFrameDataChange",
      type: "(field, value, previous, api) => void",
      description: "Runs for every field of the frame's data that changed.",
    },
    {
      name: "onDataSourceInFlightChange",
      type: "(name, inFlight, previous, api) => void",
      description: "Runs when the number of requests under way for a data source changes.",
    },
    {
      name: "shouldConfirmExit",
      type: "(api) => boolean",
      description: "When it answers true, the browser asks before the page is left (unsaved work).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Count the visits of a block",
      template:
        '<CanvasContext onEnter={(api) => api.setParameter("visits", (api.parameters.visits ?? 0) + 1)}>\n' +
        "  <p>This block was entered {params.visits} time(s).</p>\n" +
        "</CanvasContext>",
      parameters: { visits: 0 },
    },
  ] satisfies ComponentExample[],
});
