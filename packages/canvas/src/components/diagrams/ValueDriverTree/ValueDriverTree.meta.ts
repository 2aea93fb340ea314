import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { type VdtNodeData, vdtNodeSchema } from "../VdtNode/vdtNodeSchema";
import { vdtDirections } from "./vdtConstants";

/** No root at all, or one a data source left empty ({} or no rows): the tree shows its root message instead. */
function isEmptyRoot(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.keys(value).length === 0;
}

/** The first id found twice in the tree: nodes are told apart (collapse state, edits) by id. */
function repeatedId(root: VdtNodeData): string | null {
  const seen = new Set<string>();
  const pending = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const id = String(node.id);
    if (seen.has(id)) return id;
    seen.add(id);
    pending.push(...node.nodes);
  }
  return null;
}

const rootSchema = z
  .preprocess((value) => (isEmptyRoot(value) ? undefined : value), vdtNodeSchema.optional())
  .superRefine((root, context) => {
    const id = root === undefined ? null : repeatedId(root);
    if (id !== null) context.addIssue({ code: "custom", message: `Node ids must be unique: '${id}' is used twice.` });
  });

export const valueDriverTreePropsSchema = z.object({
  root: rootSchema,
  /** Parameter holding the collapse state as a node id → collapsed map. */
  collapsedParameter: z.string().min(1).optional(),
  /** Parameter each edit of an editable field is written to, as { nodeId, field, value, request_id }. */
  editedFieldParameter: z.string().min(1).optional(),
  onFieldEdited: callbackSchema,
  direction: z.enum(vdtDirections).default("left-to-right"),
  height: z.number().int().min(120).max(4000).default(480),
  showZoomControls: z.boolean().default(true),
});

export type ValueDriverTreeProps = z.output<typeof valueDriverTreePropsSchema>;
