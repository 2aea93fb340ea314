import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { allNodes, flowChartLinkSchema, flowChartNodesSchema } from "./flowChartSchema";

export const flowChartPropsSchema = z
  .object({
    nodes: flowChartNodesSchema.nullish(),
    links: z
      .array(flowChartLinkSchema)
      .nullish()
      .transform((links) => links ?? []),
    height: z.number().int().min(120).max(4000).default(400),
    selectedParameter: z.string().min(1).optional(),
    onNodeClick: callbackSchema,
  })
  .superRefine((props, context) => {
    const nodes = allNodes(props.nodes ?? []);
    const ids = new Set<string>();
    for (const node of nodes) {
      const id = String(node.id);
      if (ids.has(id))
        context.addIssue({
          code: "custom",
          path: ["nodes"],
          message: `Node ids must be unique: '${id}' is used twice.`,
        });
      ids.add(id);
    }
    const ends = [
      ...props.links.map((link) => ({ from: link.from, to: link.to, path: ["links"] })),
      ...nodes.flatMap((node) =>
        node.links.map((link) => ({ from: link.from ?? node.id, to: link.to, path: ["nodes"] })),
      ),
    ];
    for (const { from, to, path } of ends) {
      for (const end of [from, to]) {
        if (!ids.has(String(end))) {
          context.addIssue({
            code: "custom",
            path,
            message: `The link from '${from}' to '${to}' names '${end}', which is not a node.`,
          });
        }
      }
    }
  });

export type FlowChartProps = z.output<typeof flowChartPropsSchema>;
