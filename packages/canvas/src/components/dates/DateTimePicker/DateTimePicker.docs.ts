import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { dateLimitAttributes, fieldStateAttributes } from "../shared/pickerAttributes";
import { defaultDisplayFormats } from "../shared/storedDate";

/** What authors read about DateTimePicker in the gallery: its description, attribute table and live examples. */
export const dateTimePickerDocs = defineComponentDocs({
  name: "DateTimePicker",
  description:
    "A date and time field with a calendar and 24-hour clock popup, shown as 'YYYY/MM/DD HH:mm'. The value is " +
    "committed when the popup closes, or for typed input when the field is left or Enter is pressed; the " +
    "parameter holds a local ISO date-time ('2025-06-30T14:30:00').",
  attributes: [
    { name: "label", type: "string", description: "The field's label, also its accessible name." },
    {
      name: "parameter",
      type: "string",
      description: "Name of the parameter that holds the date-time as 'YYYY-MM-DDTHH:mm:ss' (null when empty).",
    },
    {
      name: "format",
      type: "string",
      description: `Display and typing format in dayjs tokens (default '${defaultDisplayFormats.dateTime}', 24-hour).`,
    },
    ...dateLimitAttributes("day"),
    {
      name: "minDateTime",
      type: "string",
      description: "The earliest moment allowed, as ISO text ('2025-01-01T06:00').",
    },
    {
      name: "maxDateTime",
      type: "string",
      description: "The latest moment allowed, as ISO text ('2025-01-01T18:00').",
    },
    ...fieldStateAttributes("its popup"),
    {
      name: "onChange",
      type: "(newValue, oldValue, api) => void",
      description:
        "Called after each commit that changes the value, with the new and the previous date-time (or null), then the canvas api (api.setParameter, api.parameters…).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Planned maintenance window",
      template:
        '<div style={{ display: "flex", gap: 16, flexWrap: "wrap", alignItems: "flex-start" }}>\n' +
        '  <DateTimePicker label="Shutdown starts" parameter="shutdownStart" minDateTime="2025-07-01T06:00"\n' +
        '    helperText="From 1 July, 06:00" />\n' +
        '  <DateTimePicker label="Shutdown ends" parameter="shutdownEnd" minDateTime={params.shutdownStart} />\n' +
        "</div>",
      parameters: { shutdownStart: "2025-07-14T06:00:00", shutdownEnd: "2025-07-15T18:00:00" },
    },
  ] satisfies ComponentExample[],
});
