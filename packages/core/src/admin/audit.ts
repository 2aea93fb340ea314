import { z } from "zod";
import { pagingQuerySchema } from "./common";

export const auditActions = ["create", "update", "delete", "revoke", "request"] as const;
export const auditResourceTypes = ["user", "role", "group", "api-token", "service-account"] as const;

/** One change made through the admin API. `before`/`after` are the resource as the API shows it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string(), emailAddress: z.string().nullable() }),
  action: z.enum(auditActions),
  resourceType: z.enum(auditResourceTypes),
  resourceId: z.string(),
  resourceName: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** What else the change touched, e.g. the users a deleted role was taken from. */
  details: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/audit: newest first, 50 at a time unless `limit` says otherwise. */
export const auditQuerySchema = pagingQuerySchema.extend({
  resourceType: z.enum(auditResourceTypes).optional(),
  resourceId: z.string().max(100).optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const AUDIT_DEFAULT_LIMIT = 50;
