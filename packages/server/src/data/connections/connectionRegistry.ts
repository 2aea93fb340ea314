import { join } from "node:path";
import { domainNameSchema } from "@storyframe/core";
import type { ConnectionDefinitions } from "./connectionDefinitions";
import type { DataConnection } from "./dataConnection";
import { DuckDbConnection, type DuckDbSettings } from "./duckDbConnection";
import { PostgresConnection } from "./postgresConnection";

/**
 * The data connections of each tenant. `default` is the tenant's embedded
 * DuckDB file in the data folder; further named connections (PostgreSQL and
 * other warehouses) plug in here. Connections open on first use.
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
    return join(this.analyticsDir, `${domainNameSchema.parse(domainName)}.duckdb`);
  }

  embedded(domainName: string): Promise<DuckDbConnection> {
    const key = `${domainName}\0default`;
    let connection = this.open.get(key);
    if (!connection) {
      connection = DuckDbConnection.open(this.duckDbFile(domainName), this.duckDb);
      this.open.set(key, connection);
    }
    return connection as Promise<DuckDbConnection>;
  }

  /** A named connection of a tenant, or undefined when the tenant has none by that name. */
  async get(domainName: string, name: string): Promise<DataConnection | undefined> {
    if (name === "default") return this.embedded(domainName);
    const key = `${domainName}\0${name}`;
    const open = this.open.get(key);
    if (open) return open;
    const definition = await this.definitions.find(domainName, name);
    if (!definition) return undefined;
    const connection = Promise.resolve(new PostgresConnection(definition.url));
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
