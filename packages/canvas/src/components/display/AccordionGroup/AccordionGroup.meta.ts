import type { ReactNode } from "react";
import { z } from "zod";
import type { ComponentAttribute, ComponentExample } from "../../../defineComponent";

export const accordionGroupPropsSchema = z.object({
  title: z.string().trim().min(1, "Give the group a title."),
});

export type AccordionGroupProps = z.output<typeof accordionGroupPropsSchema> & { children?: ReactNode };

export const duplicateTitleMessage = (title: string) =>
  `Two accordion groups are titled '${title}': each group of an Accordion needs its own title.`;

export const outsideAccordionMessage = (title: string) =>
  `The accordion group '${title}' must be placed inside an <Accordion>.`;

export const accordionGroupMeta = {
  name: "AccordionGroup",
  family: "display",
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
} as const;
