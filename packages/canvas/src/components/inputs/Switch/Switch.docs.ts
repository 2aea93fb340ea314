import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { toggleAttributes } from "../shared/toggleAttributes";

/** What authors read about Switch in the gallery: its description, attribute table and live examples. */
export const switchDocs = defineComponentDocs({
  name: "Switch",
  description:
    "An on/off switch bound to a parameter that holds true or false, for settings that take effect at once " +
    "(show a layer, turn live updates on). Each click (or Space) stores the new value.",
  attributes: toggleAttributes("switch") satisfies ComponentAttribute[],
  examples: [
    {
      title: "Show the forecast",
      template:
        '<Switch label="Show forecast" parameter="showForecast"\n' +
        '  helperText="Adds the next 12 weeks to the volume chart." />\n' +
        '<p>{params.showForecast ? "The chart shows actuals and the forecast." : "The chart shows actuals only."}</p>',
      parameters: { showForecast: false },
    },
    {
      title: "Settings list",
      template:
        '<div style={{ display: "grid", gap: 4, maxWidth: 360 }}>\n' +
        '  <Switch label="Live updates" parameter="liveUpdates" labelPlacement="start" />\n' +
        '  <Switch label="Compact rows" parameter="compactRows" labelPlacement="start" size="small" />\n' +
        '  <Switch label="Beta features" parameter="betaFeatures" labelPlacement="start" disabled />\n' +
        "</div>",
      css: ".sf-switch { display: flex; justify-content: space-between; margin-left: 0; }",
      parameters: { liveUpdates: true, compactRows: false, betaFeatures: false },
    },
  ] satisfies ComponentExample[],
});
