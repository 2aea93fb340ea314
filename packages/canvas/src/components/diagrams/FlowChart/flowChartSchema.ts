import { z } from "zod";
import { sanitizeStyle } from "../../../template/sanitizeStyle";
import { isCssColor } from "../../display/Icon/iconColor";
import { type AuthorCallback, callbackSchema } from "../../shared/schemas";

/** The shapes a node can take (canvas-components §3); a node without a type is a rectangle. */
export const flowChartNodeTypes = [
  "chevron",
  "diamond",
  "group",
  "multi-triangle",
  "rectangle",
  "rounded-rectangle",
  "triangle",
] as const;
export type FlowChartNodeType = (typeof flowChartNodeTypes)[number];

/** How a link is drawn between its ends. */
export const flowChartLinkTypes = ["step", "smoothstep", "bezier", "simplebezier", "straight"] as const;
export type FlowChartLinkType = (typeof flowChartLinkTypes)[number];

const flowChartMarkers = ["arrow", "arrowclosed"] as const;
const flowChartSides = ["top", "right", "bottom", "left"] as const;
export type FlowChartSide = (typeof flowChartSides)[number];

type FlowChartId = string | number;

const idSchema = z.union([z.string().min(1, "An id cannot be empty."), z.number()]);
const textSchema = z.union([z.string(), z.number()]).transform(String);

/** A link's style: a style object or CSS text, without anything that loads or runs (url(), expression()…). */
const linkStyleSchema = z
  .union([z.string(), z.record(z.string(), z.union([z.string(), z.number()]))])
  .transform(
    (value, context) =>
      sanitizeStyle(value, (message) => context.addIssue({ code: "custom", message: `${message}.` })) ?? {},
  );

/** The fields a link has wherever it is written; `from` may be left out on a node's own links. */
const linkFields = {
  to: idSchema,
  type: z.enum(flowChartLinkTypes).default("bezier"),
  excludeFromLayout: z.boolean().default(false),
  color: z.string().refine(isCssColor, "Use a palette colour name or a CSS colour such as #1565c0.").nullish(),
  width: z.number().positive("A link's width must be above 0.").default(4),
  style: linkStyleSchema.nullish(),
  animated: z.boolean().default(false),
  markerStart: z.enum(flowChartMarkers).nullish(),
  markerEnd: z.enum(flowChartMarkers).nullish(),
  positionStart: z.enum(flowChartSides).nullish(),
  positionEnd: z.enum(flowChartSides).nullish(),
  label: textSchema.nullish(),
  content: z.string().nullish(),
  template: callbackSchema,
};

/** A link of the chart's `links` list (extra fields are kept: a link's template receives them). */
export const flowChartLinkSchema = z.looseObject({ from: idSchema, ...linkFields });
/** A link in a node's `links` list: it starts at that node unless it names another `from`. */
const nodeLinkSchema = z.looseObject({ from: idSchema.optional(), ...linkFields });

export type FlowChartLink = z.output<typeof flowChartLinkSchema>;
type FlowChartNodeLink = z.output<typeof nodeLinkSchema>;

/** A node as a template or data source writes it (canvas-components §3). */
type FlowChartNodeInput = {
  id: FlowChartId;
  type?: FlowChartNodeType | null;
  className?: string | null;
  hidden?: boolean | null;
  links?: z.input<typeof nodeLinkSchema>[] | null;
  children?: FlowChartNodeInput[] | null;
  label?: string | number | null;
  content?: string | null;
  template?: AuthorCallback;
  fillPercentage?: number | null;
  x?: number | null;
  y?: number | null;
  [field: string]: unknown;
};

/** A node once read: a type, its own links and children always there; extra fields kept for its template. */
export type FlowChartNode = {
  id: FlowChartId;
  type: FlowChartNodeType;
  className?: string | null | undefined;
  hidden: boolean;
  links: FlowChartNodeLink[];
  children: FlowChartNode[];
  label?: string | null | undefined;
  content?: string | null | undefined;
  template?: AuthorCallback | undefined;
  fillPercentage?: number | null | undefined;
  x?: number | null | undefined;
  y?: number | null | undefined;
  [field: string]: unknown;
};

// Recursive through `children`: zod infers no type through the lazy reference, so the types above are written out.
const flowChartNodeSchema: z.ZodType<FlowChartNode, FlowChartNodeInput> = z.lazy(() =>
  z
    .looseObject({
      id: idSchema,
      type: z
        .enum(flowChartNodeTypes)
        .nullish()
        .transform((type) => type ?? "rectangle"),
      className: z
        .string()
        .regex(/^[A-Za-z0-9_\- ]*$/, "Class names may hold letters, digits, '-' and '_' only.")
        .nullish(),
      hidden: z
        .boolean()
        .nullish()
        .transform((hidden) => hidden ?? false),
      links: z
        .array(nodeLinkSchema)
        .nullish()
        .transform((links) => links ?? []),
      children: z
        .array(flowChartNodeSchema)
        .nullish()
        .transform((children) => children ?? []),
      label: textSchema.nullish(),
      content: z.string().nullish(),
      template: callbackSchema,
      fillPercentage: z
        .number()
        .min(0, "fillPercentage must be between 0 and 100.")
        .max(100, "fillPercentage must be between 0 and 100.")
        .nullish(),
      x: z.number().nullish(),
      y: z.number().nullish(),
    })
    .superRefine((node, context) => {
      if ((node.x === null || node.x === undefined) !== (node.y === null || node.y === undefined)) {
        context.addIssue({ code: "custom", path: ["x"], message: `Node '${node.id}' needs both x and y, or neither.` });
      }
      if (node.children.length > 0 && node.type !== "group") {
        context.addIssue({
          code: "custom",
          path: ["children"],
          message: `Node '${node.id}' has children: only a node of type 'group' can hold other nodes.`,
        });
      }
    }),
);

export const flowChartNodesSchema = z.array(flowChartNodeSchema);

/** Every node of the tree, parents before their children. */
export function allNodes(nodes: readonly FlowChartNode[]): FlowChartNode[] {
  return nodes.flatMap((node) => [node, ...allNodes(node.children)]);
}
