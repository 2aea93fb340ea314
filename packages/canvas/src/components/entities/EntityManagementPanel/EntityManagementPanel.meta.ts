import { z } from "zod";
import { callbackSchema } from "../../shared/schemas";
import { entityOperationNames } from "./entityOperations";

const entityOptionSchema = z.object({
  value: z.union([z.string().min(1), z.number()]),
  label: z.union([z.string(), z.number()]).transform(String),
  type: z.string().optional(),
});

export const entityManagementPanelPropsSchema = z.object({
  entity: z.string().trim().min(1).default("scenario"),
  options: z.array(entityOptionSchema).default([]),
  parameter: z.string().min(1).optional(),
  operationParameter: z.string().min(1),
  enableLinked: z.boolean().default(false),
  enableWorkInProgress: z.boolean().default(false),
  operations: z.array(z.enum(entityOperationNames)).min(1).optional(),
  isExpanded: z.boolean().default(false),
  dataSource: z.string().min(1).optional(),
  onOperation: callbackSchema,
});

export type EntityManagementPanelProps = z.output<typeof entityManagementPanelPropsSchema>;
