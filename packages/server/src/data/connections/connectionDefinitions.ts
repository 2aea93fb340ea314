import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

export type ConnectionDefinition = { domainName: string; name: string; kind: "postgres"; url: string };

/** Where a connection points, without its credentials (for listings). */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "(unreadable URL)";
  }
}

/** SQL for named data connections. */
export class ConnectionDefinitions {
  constructor(private readonly db: Kysely<Database>) {}

  async find(domainName: string, name: string): Promise<ConnectionDefinition | undefined> {
    const row = await this.db
      .selectFrom("data_connections")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("name", "=", name)
      .executeTakeFirst();
    return row ? { domainName: row.domain_name, name: row.name, kind: "postgres", url: row.url } : undefined;
  }

  async list(domainName: string): Promise<ConnectionDefinition[]> {
    const rows = await this.db
      .selectFrom("data_connections")
      .selectAll()
      .where("domain_name", "=", domainName)
      .orderBy("name")
      .execute();
    return rows.map((row) => ({ domainName: row.domain_name, name: row.name, kind: "postgres", url: row.url }));
  }

  async save(definition: ConnectionDefinition): Promise<void> {
    await this.db
      .insertInto("data_connections")
      .values({
        domain_name: definition.domainName,
        name: definition.name,
        kind: definition.kind,
        url: definition.url,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) =>
        oc.columns(["domain_name", "name"]).doUpdateSet({ kind: definition.kind, url: definition.url }),
      )
      .execute();
  }

  async remove(domainName: string, name: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("data_connections")
      .where("domain_name", "=", domainName)
      .where("name", "=", name)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
