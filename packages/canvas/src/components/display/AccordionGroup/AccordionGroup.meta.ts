import type { ReactNode } from "react";
import { z } from "zod";

export const accordionGroupPropsSchema = z.object({
  title: z.string().trim().min(1, "Give the group a title."),
});

export type AccordionGroupProps = z.output<typeof accordionGroupPropsSchema> & { children?: ReactNode };

export const duplicateTitleMessage = (title: string) =>
  `Two accordion groups are titled '${title}': each group of an Accordion needs its own title.`;

export const outsideAccordionMessage = (title: string) =>
  `The accordion group '${title}' must be placed inside an <Accordion>.`;
