/** Row types of the metadata database, shared by SQLite and PostgreSQL. Flags are 0/1 integers and JSON is text on both. */

export interface TenantsTable {
  domain_name: string;
  tenant_name: string;
  logo_url: string | null;
  owner_name: string | null;
  owner_email: string | null;
  allow_anonymous_authentication: number;
  /** JSON object of feature flags. */
  features: string;
  default_page_url: string | null;
  maintenance_enabled: number;
  maintenance_title: string | null;
  maintenance_body: string | null;
  /** JSON object of further tenant settings (colours, retry counts, keys). */
  settings: string;
  created_at: string;
  updated_at: string;
}

export interface TenantHostnamesTable {
  hostname: string;
  domain_name: string;
}

/** Small key/value facts about the installation, such as when the demo tenant was seeded. */
export interface InstallationMetaTable {
  key: string;
  value: string;
}

export interface Database {
  tenants: TenantsTable;
  tenant_hostnames: TenantHostnamesTable;
  installation_meta: InstallationMetaTable;
}
