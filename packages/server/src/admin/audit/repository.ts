import { randomUUID } from "node:crypto";
import { AUDIT_DEFAULT_LIMIT, type AuditEntry } from "@storyframe/core";
import type { Selectable } from "kysely";
import type { AdminAuditTable } from "../../db/schema";
import type { Actor } from "../shared/actor";
import { type Executor, toCount } from "../shared/database";

export type AuditChange = {
  action: AuditEntry["action"];
  resourceType: AuditEntry["resourceType"];
  resourceId: string;
  resourceName: string;
  before: unknown;
  after: unknown;
  details?: unknown;
};

export type AuditFilter = {
  resourceTypes: readonly AuditEntry["resourceType"][];
  resourceId?: string | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
};

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** The admin audit log: written in the transaction of the change it records, read newest first. */
export class AuditRepository {
  constructor(
    private readonly db: Executor,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async record(actor: Actor, change: AuditChange): Promise<void> {
    await this.db
      .insertInto("admin_audit")
      .values({
        id: randomUUID(),
        domain_name: actor.domainName,
        occurred_at: this.now().toISOString(),
        actor_id: actor.id,
        actor_name: actor.name,
        actor_email: actor.emailAddress,
        action: change.action,
        resource_type: change.resourceType,
        resource_id: change.resourceId,
        resource_name: change.resourceName,
        before_json: json(change.before),
        after_json: json(change.after),
        details_json: json(change.details),
      })
      .execute();
  }

  async list(domainName: string, filter: AuditFilter): Promise<{ entries: AuditEntry[]; total: number }> {
    if (filter.resourceTypes.length === 0) return { entries: [], total: 0 };
    let query = this.db
      .selectFrom("admin_audit")
      .where("domain_name", "=", domainName)
      .where("resource_type", "in", [...filter.resourceTypes]);
    if (filter.resourceId) query = query.where("resource_id", "=", filter.resourceId);
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy("occurred_at", "desc")
        .orderBy("id", "desc")
        .offset(filter.offset ?? 0)
        .limit(filter.limit ?? AUDIT_DEFAULT_LIMIT)
        .execute(),
      query.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst(),
    ]);
    return { entries: rows.map(toEntry), total: toCount(count?.n) };
  }
}

function toEntry(row: Selectable<AdminAuditTable>): AuditEntry {
  return {
    id: row.id,
    occurredAt: row.occurred_at,
    actor: { id: row.actor_id, name: row.actor_name, emailAddress: row.actor_email },
    action: row.action as AuditEntry["action"],
    resourceType: row.resource_type as AuditEntry["resourceType"],
    resourceId: row.resource_id,
    resourceName: row.resource_name,
    before: parsed(row.before_json),
    after: parsed(row.after_json),
    details: parsed(row.details_json),
  };
}
