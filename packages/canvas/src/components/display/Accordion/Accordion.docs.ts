import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** What authors read about Accordion in the gallery: its description, attribute table and live examples. */
export const accordionDocs = defineComponentDocs({
  name: "Accordion",
  description:
    "Stacked AccordionGroup sections of which one at a time is expanded: choosing the expanded group collapses it, " +
    "choosing another expands that one instead. Bind the expanded group's title to a parameter with `parameter`.",
  attributes: [
    {
      name: "expandedGroup",
      type: "string",
      description: "The title of the group expanded at first (default: none).",
    },
    {
      name: "fillAvailableSpace",
      type: "boolean",
      description: "The expanded group fills the height left by the others, scrolling inside (default false).",
    },
    {
      name: "parameter",
      type: "string",
      description:
        "A parameter holding the expanded group's title (null when all are collapsed); it starts from expandedGroup.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Fleet KPIs by area",
      template:
        '<Accordion expandedGroup="Utilisation" parameter="kpiSection">\n' +
        '  <AccordionGroup title="Utilisation">\n' +
        "    <p>{params.utilisation}% of the fleet was on the road this week (target 85%).</p>\n" +
        "  </AccordionGroup>\n" +
        '  <AccordionGroup title="Fuel">\n' +
        "    <p>Average consumption {params.fuelPer100km} L/100 km across {params.trucks} trucks.</p>\n" +
        "  </AccordionGroup>\n" +
        '  <AccordionGroup title="Maintenance">\n' +
        "    <p>{params.dueForService} vehicles are due for a service in the next 7 days.</p>\n" +
        "  </AccordionGroup>\n" +
        "</Accordion>\n" +
        '<p>Open section: {params.kpiSection ?? "none"}</p>',
      parameters: { kpiSection: "Utilisation", utilisation: 78, fuelPer100km: 32.4, trucks: 56, dueForService: 5 },
    },
    {
      title: "Filling a side panel",
      template:
        '<div style={{ height: 320, display: "flex", flexDirection: "column" }}>\n' +
        '  <Accordion expandedGroup="Depots" fillAvailableSpace>\n' +
        '    <AccordionGroup title="Depots">\n' +
        "      <ul>{params.depots.map((depot) => <li key={depot}>{depot}</li>)}</ul>\n" +
        "    </AccordionGroup>\n" +
        '    <AccordionGroup title="Routes">\n' +
        "      <p>N1 Johannesburg – Cape Town, N3 Johannesburg – Durban.</p>\n" +
        "    </AccordionGroup>\n" +
        "  </Accordion>\n" +
        "</div>",
      parameters: {
        depots: ["Johannesburg", "Durban", "Cape Town", "Gqeberha", "Bloemfontein", "Polokwane", "Mbombela"],
      },
    },
  ] satisfies ComponentExample[],
});
