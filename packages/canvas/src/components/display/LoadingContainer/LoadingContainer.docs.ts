import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** What authors read about LoadingContainer in the gallery: its description, attribute table and live examples. */
export const loadingContainerDocs = defineComponentDocs({
  name: "LoadingContainer",
  description:
    "Covers its content with a spinner while it loads: while `loading` is true or while the named data source has " +
    "requests under way. The content stays in place (and keeps its state) underneath.",
  attributes: [
    { name: "loading", type: "boolean", description: "Show the spinner (default false)." },
    {
      name: "dataSource",
      type: "string",
      description: "The name of a data source: the spinner shows while it has requests in flight.",
    },
    {
      name: "label",
      type: "string",
      description: "What screen readers announce for the spinner (default 'Loading…').",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "KPI tiles while refreshing",
      template:
        '<LoadingContainer loading={params.refreshing} label="Refreshing fleet KPIs">\n' +
        '  <div style={{ display: "flex", gap: 16 }}>\n' +
        '    <Card title="Trucks on the road" icon="truck"><strong>{params.activeTrucks}</strong></Card>\n' +
        '    <Card title="Open alerts" icon="warning"><strong>{params.openAlerts}</strong></Card>\n' +
        "  </div>\n" +
        "</LoadingContainer>",
      parameters: { refreshing: true, activeTrucks: 42, openAlerts: 3 },
    },
    {
      title: "Following a data source",
      template:
        '<LoadingContainer dataSource="fleetKpis">\n' +
        "  <p>Utilisation: {params.utilisation}%. The spinner shows while the fleetKpis data source loads.</p>\n" +
        "</LoadingContainer>",
      parameters: { utilisation: 78 },
    },
  ] satisfies ComponentExample[],
});
