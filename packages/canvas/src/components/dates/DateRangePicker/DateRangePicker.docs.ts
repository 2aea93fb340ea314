import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { dateLimitAttributes, fieldStateAttributes } from "../shared/pickerAttributes";
import { defaultRangeFormat } from "../shared/pickerProps";

/** What authors read about DateRangePicker in the gallery: its description, attribute table and live examples. */
export const dateRangePickerDocs = defineComponentDocs({
  name: "DateRangePicker",
  description:
    "A start and end date, shown as 'DD/MM/YYYY to DD/MM/YYYY'. The range can be typed, or chosen in a popup " +
    "with a start and an end calendar (the end cannot precede the start). It is committed when it is complete: " +
    "when the end is picked, the popup closes, or typed text is left; the parameter holds [start, end] as 'YYYY-MM-DD'.",
  attributes: [
    { name: "label", type: "string", description: "The field's label (default 'Date range')." },
    {
      name: "parameter",
      type: "string",
      description: "Name of the parameter that holds the range as [start, end] in 'YYYY-MM-DD' (null when empty).",
    },
    {
      name: "format",
      type: "string",
      description: `Display and typing format of each date in dayjs tokens (default '${defaultRangeFormat}').`,
    },
    ...dateLimitAttributes("date"),
    ...fieldStateAttributes("its calendars"),
    {
      name: "onChange",
      type: "(newRange, oldRange, api) => void",
      description:
        "Called after each commit that changes the range, with the new and the previous [start, end] (or null), then the canvas api (api.setParameter, api.parameters…).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Reporting period",
      template:
        '<div style={{ display: "flex", flexDirection: "column", gap: 8, maxWidth: 360 }}>\n' +
        '  <DateRangePicker label="Reporting period" parameter="reportingPeriod" minDate="2024-01-01"\n' +
        '    maxDate="2025-12-31" helperText="Type it or pick it in the calendars" />\n' +
        '  <span>Tonnes hauled between {fmt.date(params.reportingPeriod?.[0], "DD MMM")} and ' +
        '{fmt.date(params.reportingPeriod?.[1], "DD MMM YYYY")}</span>\n' +
        "</div>",
      parameters: { reportingPeriod: ["2025-05-01", "2025-05-31"] },
    },
  ] satisfies ComponentExample[],
});
