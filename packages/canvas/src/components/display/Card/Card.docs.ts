import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";
import { iconNames } from "../Icon/iconNames";

/** What authors read about Card in the gallery: its description, attribute table and live examples. */
export const cardDocs = defineComponentDocs({
  name: "Card",
  description:
    "A surface that groups one subject: a header (title, subheader, optional icon), its content, and an actions " +
    "row at the bottom. Raised by default, or outlined.",
  attributes: [
    { name: "title", type: "string", description: "The heading of the card." },
    { name: "subheader", type: "string", description: "A line under the title, e.g. the period or the source." },
    {
      name: "icon",
      type: "string",
      description: "An icon of the Icon set shown before the title.",
      options: iconNames,
    },
    {
      name: "actions",
      type: "elements",
      description: 'What the bottom row holds, e.g. actions={<Chip label="Details" onClick={…} />}.',
    },
    { name: "elevation", type: "number", description: "The shadow depth, 0 to 24 (default 1); ignored when outlined." },
    { name: "outlined", type: "boolean", description: "A thin border instead of a shadow (default false)." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Fleet KPI cards",
      template:
        '<div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))", gap: 16 }}>\n' +
        '  <Card title="Utilisation" subheader="This week" icon="speed">\n' +
        "    <div style={{ fontSize: 32, fontWeight: 600 }}>{params.utilisation}%</div>\n" +
        '    <ProgressIndicator variant="linear" value={params.utilisation} label="Utilisation against 100%" showValue={false} />\n' +
        "  </Card>\n" +
        '  <Card title="Fuel spend" subheader="Month to date" icon="fuel" outlined\n' +
        '    actions={<Chip label="Open fuel report" icon="open-in-new" color="primary" variant="outlined" onClick={(api) => api.setParameter("view", "fuel")} />}>\n' +
        "    <div style={{ fontSize: 32, fontWeight: 600 }}>R {fmt.number(params.fuelSpend, 0)}</div>\n" +
        "  </Card>\n" +
        "</div>",
      parameters: { utilisation: 78, fuelSpend: 1284500, view: "overview" },
    },
  ] satisfies ComponentExample[],
});
