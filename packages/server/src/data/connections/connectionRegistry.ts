import { join } from "node:path";
import { domainNameSchema } from "@storyframe/core";
import type { DataConnection } from "./dataConnection";
import { DuckDbConnection } from "./duckDbConnection";

/**
 * The data connections of each tenant. `default` is the tenant's embedded
 * DuckDB file in the data folder; further named connections (PostgreSQL and
 * other warehouses) plug in here. Connections open on first use.
 */
export class ConnectionRegistry {
  private readonly open = new Map<string, Promise<DataConnection>>();

  constructor(private readonly analyticsDir: string) {}

  /** The embedded DuckDB file of a tenant. */
  duckDbFile(domainName: string): string {
    return join(this.analyticsDir, `${domainNameSchema.parse(domainName)}.duckdb`);
  }

  embedded(domainName: string): Promise<DuckDbConnection> {
    const key = `${domainName}\0default`;
    let connection = this.open.get(key);
    if (!connection) {
      connection = DuckDbConnection.open(this.duckDbFile(domainName));
      this.open.set(key, connection);
    }
    return connection as Promise<DuckDbConnection>;
  }

  /** A named connection of a tenant, or undefined when the tenant has none by that name. */
  async get(domainName: string, name: string): Promise<DataConnection | undefined> {
    return name === "default" ? this.embedded(domainName) : undefined;
  }

  async closeAll(): Promise<void> {
    const all = [...this.open.values()];
    this.open.clear();
    for (const connection of all) await (await connection).close();
  }
}
