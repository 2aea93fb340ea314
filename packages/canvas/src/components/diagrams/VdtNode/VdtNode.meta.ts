import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { absentWhenNull, vdtCardShape, vdtClassSchema } from "./vdtNodeSchema";

export const vdtNodePropsSchema = z.object({
  /** Names the node in the edits its fields send. */
  id: z.union([z.string().min(1), z.number()]).optional(),
  ...vdtCardShape,
  /** The node's class, written `class="…"` in a template. */
  className: absentWhenNull(vdtClassSchema),
  editedFieldParameter: z.string().min(1).optional(),
  onFieldEdited: callbackSchema,
  width: z.number().int().min(120).max(1200).default(200),
});

export type VdtNodeProps = z.output<typeof vdtNodePropsSchema>;
