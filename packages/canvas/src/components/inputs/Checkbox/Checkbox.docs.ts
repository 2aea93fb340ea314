import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { toggleAttributes } from "../shared/toggleAttributes";

/** What authors read about Checkbox in the gallery: its description, attribute table and live examples. */
export const checkboxDocs = defineComponentDocs({
  name: "Checkbox",
  description:
    "A labelled checkbox bound to a parameter that holds true or false. Each click (or Space) stores the new " +
    "value at once; use it to include or leave out something, such as weekends in a forecast.",
  attributes: toggleAttributes("box") satisfies ComponentAttribute[],
  examples: [
    {
      title: "Options of a forecast",
      template:
        '<div style={{ display: "grid", gap: 4 }}>\n' +
        '  <Checkbox label="Include weekends" parameter="includeWeekends"\n' +
        '    helperText="Counts Saturday and Sunday shifts in the daily average." />\n' +
        '  <Checkbox label="Include planned maintenance" parameter="includeMaintenance" />\n' +
        '  <Checkbox label="Use last year\'s weather" parameter="useWeather" disabled />\n' +
        "</div>\n" +
        "<p>Forecast over {params.includeWeekends ? 7 : 5} days a week" +
        '{params.includeMaintenance ? ", maintenance included" : ""}.</p>',
      parameters: { includeWeekends: true, includeMaintenance: false, useWeather: false },
    },
    {
      title: "Series shown on a chart, with a callback",
      template:
        '<div style={{ display: "flex", flexWrap: "wrap", gap: 16 }}>\n' +
        '  <Checkbox label="Planned" parameter="showPlanned" size="small" />\n' +
        '  <Checkbox label="Actual" parameter="showActual" size="small" />\n' +
        '  <Checkbox label="Forecast" parameter="showForecast" size="small"\n' +
        '    onChange={(shown, _old, api) => api.setParameter("lastToggled", shown ? "Forecast on" : "Forecast off")} />\n' +
        "</div>",
      parameters: { showPlanned: true, showActual: true, showForecast: false, lastToggled: null },
    },
  ] satisfies ComponentExample[],
});
