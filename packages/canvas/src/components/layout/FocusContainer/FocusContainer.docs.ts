import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { focusModes } from "./FocusContainer.meta";

/** What authors read about FocusContainer in the gallery: its description, attribute table and live examples. */
export const focusContainerDocs = defineComponentDocs({
  name: "FocusContainer",
  description:
    "A section with an expand button that gives its content all the room: a full-screen dialog (mode 'dialog', " +
    "the default) or the whole canvas (mode 'canvas'). The restore button or Escape brings it back; its content " +
    "stays mounted, so maps and charts keep their state.",
  attributes: [
    { name: "title", type: "string", description: "The heading of the section; also names its buttons." },
    {
      name: "mode",
      type: "string",
      description:
        "'dialog' (default): expands to a full-screen dialog. 'canvas': fills the canvas (the nearest frame).",
      options: focusModes,
    },
    {
      name: "parameter",
      type: "string",
      description: "A parameter that holds whether the section is expanded (true = expanded).",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Expand a fuel table to full screen",
      template:
        '<FocusContainer title="Fuel use by truck">\n' +
        '  <table style={{ width: "100%", borderCollapse: "collapse" }}>\n' +
        '    <thead><tr><th style={{ textAlign: "left" }}>Truck</th><th style={{ textAlign: "right" }}>Litres / 100 km</th></tr></thead>\n' +
        "    <tbody>\n" +
        "      {params.fuel.map((row) => (\n" +
        '        <tr key={row.truck}><td>{row.truck}</td><td style={{ textAlign: "right" }}>{fmt.number(row.use, 1)}</td></tr>\n' +
        "      ))}\n" +
        "    </tbody>\n" +
        "  </table>\n" +
        "</FocusContainer>",
      parameters: {
        fuel: [
          { truck: "CRU-101", use: 31.4 },
          { truck: "CRU-104", use: 34.9 },
          { truck: "DBN-220", use: 29.8 },
        ],
      },
    },
    {
      title: "Fill the canvas",
      template:
        '<FocusContainer title="Depot utilisation" mode="canvas" parameter="depotExpanded">\n' +
        "  <p>Johannesburg {fmt.percent(params.jhb, 0)} · Durban {fmt.percent(params.dbn, 0)} · Cape Town {fmt.percent(params.cpt, 0)}</p>\n" +
        "</FocusContainer>",
      parameters: { depotExpanded: false, jhb: 0.86, dbn: 0.72, cpt: 0.64 },
    },
  ] satisfies ComponentExample[],
});
