import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** What authors read about DeltaRow in the gallery: its description, attribute table and live examples. */
export const deltaRowDocs = defineComponentDocs({
  name: "DeltaRow",
  description:
    "A row of labelled progress bars that compare several values against one maximum, such as utilisation per " +
    "shift or tonnes per site against a target. Bars wrap onto more lines when the row is narrow.",
  attributes: [
    {
      name: "progressBarValues",
      type: "(number | { label, value, text?, color? })[]",
      description:
        "The bars, left to right: a number, or an object with a label, the value, an optional text (default: the " +
        "percentage when the maximum is 1, else 'value / maximum') and an optional palette or CSS colour. A " +
        "missing value (null) shows an empty bar with '—'.",
    },
    {
      name: "maxProgressBarValue",
      type: "number",
      description: "The value that fills a bar (default 1); larger values show a full bar and keep their text.",
    },
    {
      name: "title",
      type: "string",
      description: "A heading over the row, also the accessible name of the list of bars.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Utilisation by shift",
      template:
        "<DeltaRow\n" +
        '  title="Utilisation this week"\n' +
        '  progressBarValues={params.shifts.map((s) => ({ label: s.name, value: s.utilisation, color: s.utilisation < 0.7 ? "orange" : "blue" }))}\n' +
        "/>",
      parameters: {
        shifts: [
          { name: "Monday day", utilisation: 0.84 },
          { name: "Monday night", utilisation: 0.71 },
          { name: "Tuesday day", utilisation: 0.88 },
          { name: "Tuesday night", utilisation: 0.64 },
        ],
      },
    },
    {
      title: "Tonnes against a target",
      template:
        "<DeltaRow\n" +
        "  maxProgressBarValue={params.target}\n" +
        "  progressBarValues={[\n" +
        '    { label: "North pit", value: params.north },\n' +
        '    { label: "South pit", value: params.south },\n' +
        '    { label: "Stockpile 2", value: params.stockpile, color: "green" },\n' +
        "  ]}\n" +
        "/>",
      parameters: { target: 60_000, north: 52_300, south: 61_900, stockpile: 28_450 },
    },
  ] satisfies ComponentExample[],
});
