import type { ReactNode } from "react";
import { z } from "zod";
import type { ComponentAttribute, ComponentExample } from "../../../defineComponent";

export const filterPropsSchema = z.object({
  title: z.string().optional(),
});

export type FilterProps = z.output<typeof filterPropsSchema> & { children?: ReactNode };

export const filterMeta = {
  name: "Filter",
  family: "display",
  description:
    "The filter row of a canvas: a titled group that lays out its filter inputs side by side, wrapping onto " +
    "further lines when they do not fit.",
  isSelfClosing: false,
  attributes: [
    { name: "title", type: "string", description: "The heading above the filters, also the group's name." },
  ] satisfies ComponentAttribute[],
  examples: [
    {
      title: "Fleet filters",
      template:
        '<Filter title="Fleet filters">\n' +
        '  {["All regions", "Gauteng", "KwaZulu-Natal", "Western Cape"].map((region) => (\n' +
        '    <Chip key={region} label={region} icon={params.region === region ? "check" : undefined}\n' +
        '      color={params.region === region ? "primary" : "default"} variant={params.region === region ? "filled" : "outlined"}\n' +
        '      onClick={(api) => api.setParameter("region", region)} />\n' +
        "  ))}\n" +
        "</Filter>\n" +
        "<p>Showing trucks in: {params.region}</p>",
      parameters: { region: "All regions" },
    },
  ] satisfies ComponentExample[],
} as const;
