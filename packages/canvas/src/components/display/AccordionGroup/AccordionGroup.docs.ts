import { type ComponentAttribute, type ComponentExample, defineComponentDocs } from "../../../defineComponent";

/** What authors read about AccordionGroup in the gallery: its description, attribute table and live examples. */
export const accordionGroupDocs = defineComponentDocs({
  name: "AccordionGroup",
  description:
    "One section of an Accordion: a header with its title and a plus (collapsed) or minus (expanded) icon, and its " +
    "content. The title identifies the group, so it must be unique within its Accordion.",
  attributes: [
    {
      name: "title",
      type: "string",
      description: "The header text, also the group's id (the value of expandedGroup); unique within the Accordion.",
    },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Alert rules",
      template:
        '<Accordion expandedGroup="Speeding">\n' +
        '  <AccordionGroup title="Speeding">\n' +
        "    <p>Notify the depot manager when a truck exceeds {params.speedLimit} km/h for more than a minute.</p>\n" +
        "  </AccordionGroup>\n" +
        '  <AccordionGroup title="Idle time">\n' +
        "    <p>Flag engines idling longer than {params.idleMinutes} minutes.</p>\n" +
        "  </AccordionGroup>\n" +
        "</Accordion>",
      parameters: { speedLimit: 100, idleMinutes: 15 },
    },
  ] satisfies ComponentExample[],
});
