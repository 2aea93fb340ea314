import { type AuditEntry, type auditQuerySchema, TAGS } from "@storyframe/core";
import type { z } from "zod";
import type { Actor } from "../shared/actor";
import type { Executor } from "../shared/database";
import { AuditRepository } from "./repository";

export type AuditQuery = z.output<typeof auditQuerySchema>;

/** Which kinds of entries a caller may read: users::read opens the log (tokens included); roles and groups need their own read tag. */
function readableTypes(tags: readonly string[]): AuditEntry["resourceType"][] {
  return [
    "user" as const,
    ...(tags.includes(TAGS.rolesRead) ? ["role" as const] : []),
    ...(tags.includes(TAGS.groupsRead) ? ["group" as const] : []),
    // API tokens' creation, revocation and every change made with one (decision 077).
    "api-token" as const,
    "service-account" as const,
  ];
}

/** Reads the tenant's audit log; entries are written by the services in the transaction of each change. */
export class AuditService {
  constructor(private readonly db: Executor) {}

  /** The entries the actor may read, newest first, one page of them and the total. */
  list(actor: Actor, query: AuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
    const wanted = readableTypes(actor.effectiveTags).filter(
      (type) => query.resourceType === undefined || type === query.resourceType,
    );
    return new AuditRepository(this.db).list(actor.domainName, {
      resourceTypes: wanted,
      resourceId: query.resourceId,
      offset: query.offset,
      limit: query.limit,
    });
  }
}
