import type { z } from "zod";
import type { ComponentAttribute, ComponentExample } from "../../../defineComponent";
import { toggleAttributes, togglePropsSchema } from "../common/toggleSchema";

export const switchPropsSchema = togglePropsSchema;

export type SwitchProps = z.output<typeof switchPropsSchema>;

export const switchMeta = {
  name: "Switch",
  family: "inputs",
  description:
    "An on/off switch bound to a parameter that holds true or false, for settings that take effect at once " +
    "(show a layer, turn live updates on). Each click (or Space) stores the new value.",
  isSelfClosing: true,
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
} as const;
