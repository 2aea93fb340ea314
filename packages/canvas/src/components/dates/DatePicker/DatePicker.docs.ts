import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { dateLimitAttributes, fieldStateAttributes } from "../shared/pickerAttributes";
import { defaultDisplayFormats } from "../shared/storedDate";

/** What authors read about DatePicker in the gallery: its description, attribute table and live examples. */
export const datePickerDocs = defineComponentDocs({
  name: "DatePicker",
  description:
    "A date field with a calendar popup, shown as year/month/day ('YYYY/MM/DD') and typed section by section. " +
    "The value is committed when the calendar closes, or for a typed date when the field is left or Enter is " +
    "pressed; the parameter holds 'YYYY-MM-DD'. Dates outside minDate and maxDate cannot be chosen.",
  attributes: [
    { name: "label", type: "string", description: "The field's label, also its accessible name." },
    {
      name: "parameter",
      type: "string",
      description: "Name of the parameter that holds the date as 'YYYY-MM-DD' (null when empty).",
    },
    {
      name: "format",
      type: "string",
      description: `Display and typing format in dayjs tokens (default '${defaultDisplayFormats.date}'), e.g. 'DD MMM YYYY'.`,
    },
    ...dateLimitAttributes("date"),
    ...fieldStateAttributes("its calendar"),
    {
      name: "onChange",
      type: "(newValue, oldValue, api) => void",
      description:
        "Called after each commit that changes the date, with the new and the previous 'YYYY-MM-DD' (or null), then the canvas api (api.setParameter, api.parameters…).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Report date within the financial year",
      template:
        '<div style={{ display: "flex", flexDirection: "column", gap: 8, maxWidth: 320 }}>\n' +
        '  <DatePicker label="Report date" parameter="reportDate" minDate="2025-03-01" maxDate="2026-02-28"\n' +
        '    helperText="Within the 2025/26 financial year" />\n' +
        '  <span>Showing figures for {fmt.date(params.reportDate, "DD MMM YYYY")}</span>\n' +
        "</div>",
      parameters: { reportDate: "2025-06-30" },
    },
    {
      title: "Another display format",
      template: '<DatePicker label="Invoice date" parameter="invoiceDate" format="DD MMM YYYY" />',
      parameters: { invoiceDate: "2025-07-15" },
    },
  ] satisfies ComponentExample[],
});
