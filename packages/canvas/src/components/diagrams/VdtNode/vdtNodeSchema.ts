import { z } from "zod";
import type { AuthorCallback } from "../../shared/schemas";

/** The look of a node or a field (canvas-components §3): a colour for good, bad and doubtful values, or muted. */
export const vdtClassSchema = z.enum(["positive", "negative", "warning", "deemphasized"]);
type VdtClass = z.infer<typeof vdtClassSchema>;

/** What a node's body shows: its fields (the default), a small chart of its model, or its own template. */
const vdtNodeTypeSchema = z.enum(["chart", "custom", "fields"]);

/** Data sources deliver nulls for empty columns: read them as absent. */
export function absentWhenNull<Schema extends z.ZodType>(schema: Schema) {
  return schema.nullish().transform((value) => value ?? undefined);
}

const nodeIdSchema = z.union([z.string().min(1), z.number()]);
const textSchema = z.union([z.string(), z.number()]).transform(String);

const vdtFieldSchema = z.object({
  name: z.string(),
  value: z.union([z.string(), z.number()]).nullish(),
  class: absentWhenNull(vdtClassSchema),
  isEditable: absentWhenNull(z.boolean()).transform((editable) => editable === true),
});
/** A field once read: the written type of what the schema gives, whose absent class may be left out. */
export type VdtField = { name: string; value?: string | number | null; class?: VdtClass; isEditable: boolean };

/**
 * A node card's own fields but its class, shared by the tree's nodes and the standalone VdtNode card (whose class
 * is `className`: templates pass a component's `class` attribute under that name).
 */
export const vdtCardShape = {
  title: absentWhenNull(textSchema),
  tooltip: absentWhenNull(textSchema),
  type: absentWhenNull(vdtNodeTypeSchema).transform((type) => type ?? "fields"),
  fields: absentWhenNull(z.array(vdtFieldSchema)).transform((fields) => fields ?? []),
  /** Reached of a target, 0 to 1; drawn clamped to that range. */
  progressBarValue: absentWhenNull(z.number().finite()),
  progressBarText: absentWhenNull(textSchema),
  hideTitle: absentWhenNull(z.boolean()).transform((hidden) => hidden === true),
  hideProgressBar: absentWhenNull(z.boolean()).transform((hidden) => hidden === true),
  /** Data of the node's own: a chart node draws the numbers it holds (`[…]` or `{ values: […] }`). */
  model: z.unknown().optional(),
  /**
   * The node's body as a template: template text rendered with the node as `frame` (it can come with the data),
   * or one of the template's arrow functions, called with the node.
   */
  template: absentWhenNull(
    z.union([
      z.string(),
      z.custom<AuthorCallback>((value) => typeof value === "function", {
        message: "Expected template text or a function.",
      }),
    ]),
  ),
};

/** A node card once read: texts as text, flags as booleans, fields as a list. */
export type VdtCard = {
  title?: string;
  tooltip?: string;
  type: z.output<typeof vdtNodeTypeSchema>;
  class?: VdtClass;
  fields: VdtField[];
  progressBarValue?: number;
  progressBarText?: string;
  hideTitle: boolean;
  hideProgressBar: boolean;
  model?: unknown;
  template?: string | AuthorCallback;
};

/** A tree node as a template or data source writes it. */
type VdtNodeInput = {
  id: string | number;
  title?: string | number | null;
  tooltip?: string | number | null;
  type?: string | null;
  class?: string | null;
  fields?: unknown[] | null;
  nodes?: VdtNodeInput[] | null;
  collapsed?: boolean | null;
  progressBarValue?: number | null;
  progressBarText?: string | number | null;
  hideTitle?: boolean | null;
  hideProgressBar?: boolean | null;
  model?: unknown;
  template?: string | AuthorCallback | null;
};

/** A tree node once read (canvas-components §3, Vdt node). */
export type VdtNodeData = VdtCard & {
  id: string | number;
  nodes: VdtNodeData[];
  /** Collapsed unless the collapse state says otherwise. */
  collapsed: boolean;
};

// Recursive: zod infers no type through the lazy reference, so the types above are written out.
export const vdtNodeSchema: z.ZodType<VdtNodeData, VdtNodeInput> = z.lazy(() =>
  z.object({
    id: nodeIdSchema,
    ...vdtCardShape,
    class: absentWhenNull(vdtClassSchema),
    nodes: absentWhenNull(z.array(vdtNodeSchema)).transform((nodes) => nodes ?? []),
    collapsed: absentWhenNull(z.boolean()).transform((collapsed) => collapsed === true),
  }),
);

/**
 * An edit of an editable field, as it leaves the component through its parameter and callback. Its request id is
 * new with each commit, so a writing data endpoint applies each edit once and the same value typed twice is still
 * two edits.
 */
export type VdtFieldEdit = {
  nodeId: string | number | null;
  field: string;
  value: string | number;
  request_id: string;
};
