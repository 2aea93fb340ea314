import { type TenantDefinition, tenantMaintenanceSchema, tenantSettingsSchema } from "@storyframe/core";
import type { Kysely, Selectable } from "kysely";
import { z } from "zod";
import type { Database, TenantsTable } from "../db/schema";
import type { Tenant } from "./tenant";

const featuresSchema = z.object({ requestSupport: z.boolean().default(false) }).prefault({});

/** SQL for tenants and their host names. */
export class TenantRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByDomain(domainName: string): Promise<Tenant | undefined> {
    const row = await this.db
      .selectFrom("tenants")
      .selectAll()
      .where("domain_name", "=", domainName)
      .executeTakeFirst();
    return row ? this.withHostnames(row) : undefined;
  }

  async findByHostname(hostname: string): Promise<Tenant | undefined> {
    const row = await this.db
      .selectFrom("tenants")
      .innerJoin("tenant_hostnames", "tenant_hostnames.domain_name", "tenants.domain_name")
      .selectAll("tenants")
      .where("tenant_hostnames.hostname", "=", hostname.toLowerCase())
      .executeTakeFirst();
    return row ? this.withHostnames(row) : undefined;
  }

  async list(): Promise<Tenant[]> {
    const rows = await this.db.selectFrom("tenants").selectAll().orderBy("domain_name").execute();
    return Promise.all(rows.map((row) => this.withHostnames(row)));
  }

  /** Inserts a tenant with its host names; returns false when the domain or a host name is taken. */
  async create(
    definition: TenantDefinition,
    now: string,
  ): Promise<{ created: true } | { created: false; reason: string }> {
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom("tenants")
        .select("domain_name")
        .where("domain_name", "=", definition.domainName)
        .executeTakeFirst();
      if (existing)
        return { created: false, reason: `A tenant with domainName '${definition.domainName}' already exists.` };
      if (definition.hostnames.length > 0) {
        const taken = await trx
          .selectFrom("tenant_hostnames")
          .select(["hostname", "domain_name"])
          .where("hostname", "in", definition.hostnames)
          .executeTakeFirst();
        if (taken) {
          return {
            created: false,
            reason: `The host name '${taken.hostname}' already belongs to tenant '${taken.domain_name}'.`,
          };
        }
      }
      await trx
        .insertInto("tenants")
        .values({
          domain_name: definition.domainName,
          tenant_name: definition.tenantName,
          logo_url: definition.logoUrl,
          owner_name: definition.owner?.name ?? null,
          owner_email: definition.owner?.emailAddress ?? null,
          allow_anonymous_authentication: definition.allowAnonymousAuthentication ? 1 : 0,
          features: JSON.stringify(definition.features),
          default_page_url: definition.defaultPageUrl,
          maintenance_enabled: definition.maintenance.enabled ? 1 : 0,
          maintenance_title: definition.maintenance.title,
          maintenance_body: definition.maintenance.body,
          settings: JSON.stringify(definition.settings),
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (const hostname of definition.hostnames) {
        await trx.insertInto("tenant_hostnames").values({ hostname, domain_name: definition.domainName }).execute();
      }
      return { created: true };
    });
  }

  /** Updates the maintenance fields; returns false when the tenant does not exist. */
  async setMaintenance(domainName: string, maintenance: Tenant["maintenance"], now: string): Promise<boolean> {
    const result = await this.db
      .updateTable("tenants")
      .set({
        maintenance_enabled: maintenance.enabled ? 1 : 0,
        maintenance_title: maintenance.title,
        maintenance_body: maintenance.body,
        updated_at: now,
      })
      .where("domain_name", "=", domainName)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Replaces the origins allowed to frame the tenant's pages in its settings; false when the tenant does not exist. */
  async setFrameAncestors(domainName: string, origins: readonly string[], now: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("tenants")
        .select("settings")
        .where("domain_name", "=", domainName)
        .executeTakeFirst();
      if (!row) return false;
      const settings = { ...(parseJsonObject(row.settings) as Record<string, unknown>), frameAncestors: origins };
      await trx
        .updateTable("tenants")
        .set({ settings: JSON.stringify(settings), updated_at: now })
        .where("domain_name", "=", domainName)
        .execute();
      return true;
    });
  }

  async getMeta(key: string): Promise<string | undefined> {
    const row = await this.db.selectFrom("installation_meta").select("value").where("key", "=", key).executeTakeFirst();
    return row?.value;
  }

  async setMeta(key: string, value: string): Promise<void> {
    await this.db
      .insertInto("installation_meta")
      .values({ key, value })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
      .execute();
  }

  private async withHostnames(row: Selectable<TenantsTable>): Promise<Tenant> {
    const hostnames = await this.db
      .selectFrom("tenant_hostnames")
      .select("hostname")
      .where("domain_name", "=", row.domain_name)
      .orderBy("hostname")
      .execute();
    return toTenant(
      row,
      hostnames.map((h) => h.hostname),
    );
  }
}

function toTenant(row: Selectable<TenantsTable>, hostnames: string[]): Tenant {
  return {
    domainName: row.domain_name,
    tenantName: row.tenant_name,
    hostnames,
    logoUrl: row.logo_url,
    owner: row.owner_name && row.owner_email ? { name: row.owner_name, emailAddress: row.owner_email } : null,
    allowAnonymousAuthentication: Boolean(row.allow_anonymous_authentication),
    features: featuresSchema.parse(parseJsonObject(row.features)),
    defaultPageUrl: row.default_page_url,
    maintenance: tenantMaintenanceSchema.parse({
      enabled: Boolean(row.maintenance_enabled),
      title: row.maintenance_title,
      body: row.maintenance_body,
    }),
    settings: tenantSettingsSchema.parse(parseJsonObject(row.settings)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Stored JSON is ours, but a hand-edited row must not take the server down: fall back to defaults. */
function parseJsonObject(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? value : {};
  } catch {
    return {};
  }
}
