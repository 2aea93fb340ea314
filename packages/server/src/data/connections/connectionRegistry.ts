import { join } from "node:path";
import { domainNameSchema } from "@storyframe/core";
import type { ConnectionDefinitions } from "./connectionDefinitions";
import type { DataConnection } from "./dataConnection";
import { DuckDbConnection, type DuckDbSettings } from "./duckDbConnection";
import { PostgresConnection } from "./postgresConnection";

/** Where a tenant's embedded DuckDB database lives in the data folder's analytics folder. */
export function embeddedDuckDbFile(analyticsDir: string, domainName: string): string {
  return join(analyticsDir, `${domainNameSchema.parse(domainName)}.duckdb`);
}

/**
 * The data connections of each tenant. `default` is the tenant's embedded
 * DuckDB file in the data folder; further named connections (PostgreSQL and
 * other warehouses) plug in here. A named connection of kind `duckdb` is the
 * embedded file under another name; a PostgreSQL one defined with `writes`
 * runs endpoints that write (decision 086). Connections open on first use.
 */
export class ConnectionRegistry {
  private readonly open = new Map<string, Promise<DataConnection>>();

  constructor(
    private readonly analyticsDir: string,
    private readonly definitions: ConnectionDefinitions,
    private readonly duckDb: DuckDbSettings,
  ) {}

  /** The embedded DuckDB file of a tenant. */
  duckDbFile(domainName: string): string {
    return embeddedDuckDbFile(this.analyticsDir, domainName);
  }

  embedded(domainName: string): Promise<DuckDbConnection> {
    const key = `${domainName}\0default`;
    let connection = this.open.get(key);
    if (!connection) {
      connection = DuckDbConnection.open(this.duckDbFile(domainName), this.duckDb);
      this.open.set(key, connection);
      // A file that could not be opened (held for a moment by a backup) is tried again at the next use.
      const opening = connection;
      opening.catch(() => {
        if (this.open.get(key) === opening) this.open.delete(key);
      });
    }
    return connection as Promise<DuckDbConnection>;
  }

  /** The tenant's embedded DuckDB if this process has it open (and so holds its file), without opening it. */
  openedEmbedded(domainName: string): Promise<DuckDbConnection> | undefined {
    return this.open.get(`${domainName}\0default`) as Promise<DuckDbConnection> | undefined;
  }

  /** A named connection of a tenant, or undefined when the tenant has none by that name. */
  async get(domainName: string, name: string): Promise<DataConnection | undefined> {
    if (name === "default") return this.embedded(domainName);
    const key = `${domainName}\0${name}`;
    const open = this.open.get(key);
    if (open) return open;
    const definition = await this.definitions.find(domainName, name);
    if (!definition) return undefined;
    if (definition.kind === "duckdb") return this.embedded(domainName);
    const connection = Promise.resolve(new PostgresConnection(definition.url, { writes: definition.writes === true }));
    this.open.set(key, connection);
    return connection;
  }

  /** Closes a connection so its next use reads its (changed) definition again. */
  async forget(domainName: string, name: string): Promise<void> {
    const key = `${domainName}\0${name}`;
    const open = this.open.get(key);
    this.open.delete(key);
    if (open) await (await open).close();
  }

  async closeAll(): Promise<void> {
    const all = [...this.open.values()];
    this.open.clear();
    for (const connection of all) await (await connection).close();
  }
}
