import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";

const nodeKeySchema = z.union([z.string().min(1), z.number()]);
const nodeTextSchema = z.union([z.string(), z.number()]).transform(String);

/** A tree node as a template writes it (canvas-components §3): value or id, label or title, flags, children. */
export type TreeNodeInput = {
  value?: string | number;
  id?: string | number;
  label?: string | number;
  title?: string | number;
  isExpanded?: boolean;
  isSelected?: boolean;
  disabled?: boolean;
  preventSelection?: boolean;
  searchTerms?: string | string[];
  children?: TreeNodeInput[];
};

/** A tree node once read: its label and title as text. */
export type TreeNode = Omit<TreeNodeInput, "label" | "title" | "children"> & {
  label?: string;
  title?: string;
  children?: TreeNode[];
};

// Recursive: zod infers no type through the lazy reference, so the types above are written out.
export const treeNodeSchema: z.ZodType<TreeNode, TreeNodeInput> = z.lazy(() =>
  z
    .object({
      value: nodeKeySchema.optional(),
      id: nodeKeySchema.optional(),
      label: nodeTextSchema.optional(),
      title: nodeTextSchema.optional(),
      isExpanded: z.boolean().optional(),
      isSelected: z.boolean().optional(),
      disabled: z.boolean().optional(),
      preventSelection: z.boolean().optional(),
      searchTerms: z.union([z.string(), z.array(z.string())]).optional(),
      children: z.array(treeNodeSchema).optional(),
    })
    .refine((node) => node.value !== undefined || node.id !== undefined, {
      message: "Each node needs a 'value' (or an 'id').",
    }),
);

export const treeViewPropsSchema = z.object({
  parameter: z.string().min(1).optional(),
  nodes: z.array(treeNodeSchema).default([]),
  multiple: z.boolean().default(false),
  maxSelectionCount: z.number().int().positive().optional(),
  searchable: z.boolean().default(false),
  label: z.string().optional(),
  maxHeight: z.number().int().positive().default(360),
  onChange: callbackSchema,
});

export type TreeViewProps = z.output<typeof treeViewPropsSchema>;
