import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { radioDirections } from "./RadioGroup.meta";

/** What authors read about RadioGroup in the gallery: its description, attribute table and live examples. */
export const radioGroupDocs = defineComponentDocs({
  name: "RadioGroup",
  description:
    "A set of radio buttons to choose exactly one option, laid out in a column or a row. The chosen option's " +
    "value is stored at once; arrow keys move the choice within the group.",
  attributes: [
    {
      name: "label",
      type: "string",
      description: "The group's heading, also its accessible name (falls back to the parameter name).",
    },
    {
      name: "parameter",
      type: "string",
      description:
        "Name of the parameter that holds the chosen option's value (null while none is chosen). Without it the " +
        "group keeps its own choice.",
    },
    {
      name: "options",
      type: "{ label, value, disabled? }[]",
      description: "The choices, in order. Values may be text, numbers or objects, compared by content.",
    },
    {
      name: "direction",
      type: "string",
      description: "Stack the options ('column', default) or put them side by side ('row', wrapping).",
      options: radioDirections,
    },
    {
      name: "size",
      type: "string",
      description: "The buttons' size (default 'medium').",
      options: ["small", "medium"],
    },
    { name: "helperText", type: "string", description: "A short explanation under the options." },
    { name: "disabled", type: "boolean", description: "Greys every option out and blocks changes (default false)." },
    {
      name: "onChange",
      type: "(newValue, oldValue, api) => void",
      description:
        "Called after the choice changes, with the new and the previous value, then the canvas api " +
        "(api.setParameter, api.parameters…).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Chart granularity in a row",
      template:
        '<RadioGroup label="Show volumes per" parameter="granularity" direction="row"\n' +
        "  options={[\n" +
        '    { label: "Day", value: "day" },\n' +
        '    { label: "Week", value: "week" },\n' +
        '    { label: "Month", value: "month" },\n' +
        '    { label: "Quarter", value: "quarter" }\n' +
        "  ]} />",
      parameters: { granularity: "week" },
    },
    {
      title: "Scenario to compare against",
      template:
        '<RadioGroup label="Compare with" parameter="baseline"\n' +
        '  helperText="The variance columns subtract this scenario."\n' +
        "  options={[\n" +
        '    { label: "Budget 2026", value: { scenario: "budget", year: 2026 } },\n' +
        '    { label: "Latest forecast", value: { scenario: "forecast", year: 2026 } },\n' +
        '    { label: "Last year\'s actuals", value: { scenario: "actual", year: 2025 } },\n' +
        '    { label: "Long-term plan (being revised)", value: { scenario: "ltp", year: 2026 }, disabled: true }\n' +
        "  ]} />",
      parameters: { baseline: { scenario: "budget", year: 2026 } },
    },
  ] satisfies ComponentExample[],
});
