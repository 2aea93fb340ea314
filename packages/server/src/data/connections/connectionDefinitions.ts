import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/**
 * A named data connection of a tenant: a PostgreSQL database, read-only unless `writes` (then endpoints that
 * write may run on it: a shared store for several instances, decision 086), or `duckdb`, another name for
 * the tenant's embedded DuckDB (`default`), which the demo's planning endpoints use on a single instance.
 */
export type ConnectionDefinition =
  | { domainName: string; name: string; kind: "postgres"; url: string; writes?: boolean }
  | { domainName: string; name: string; kind: "duckdb" };

/**
 * How a definition is stored: the `kind` column also says whether a PostgreSQL connection accepts writes, and an
 * embedded one has no URL.
 */
const STORED_KINDS = { readOnly: "postgres", writes: "postgres-writes", embedded: "duckdb" } as const;
const EMBEDDED_URL = "embedded";

function fromRow(row: { domain_name: string; name: string; kind: string; url: string }): ConnectionDefinition {
  if (row.kind === STORED_KINDS.embedded) return { domainName: row.domain_name, name: row.name, kind: "duckdb" };
  return {
    domainName: row.domain_name,
    name: row.name,
    kind: "postgres",
    url: row.url,
    writes: row.kind === STORED_KINDS.writes,
  };
}

function storedKind(definition: ConnectionDefinition): string {
  if (definition.kind === "duckdb") return STORED_KINDS.embedded;
  return definition.writes ? STORED_KINDS.writes : STORED_KINDS.readOnly;
}

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
    return row ? fromRow(row) : undefined;
  }

  async list(domainName: string): Promise<ConnectionDefinition[]> {
    const rows = await this.db
      .selectFrom("data_connections")
      .selectAll()
      .where("domain_name", "=", domainName)
      .orderBy("name")
      .execute();
    return rows.map(fromRow);
  }

  async save(definition: ConnectionDefinition): Promise<void> {
    const kind = storedKind(definition);
    const url = definition.kind === "duckdb" ? EMBEDDED_URL : definition.url;
    await this.db
      .insertInto("data_connections")
      .values({
        domain_name: definition.domainName,
        name: definition.name,
        kind,
        url,
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.columns(["domain_name", "name"]).doUpdateSet({ kind, url }))
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
