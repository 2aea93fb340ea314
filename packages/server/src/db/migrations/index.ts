import type { Migration } from "kysely";
import * as m0001 from "./0001_tenants";
import * as m0002 from "./0002_identity";
import * as m0003 from "./0003_content";
import * as m0004 from "./0004_branch_revision";
import * as m0005 from "./0005_data_connections";
import * as m0006 from "./0006_user_preferences";
import * as m0007 from "./0007_admin_audit";
import * as m0008 from "./0008_user_access_version";
import * as m0009 from "./0009_tenant_secrets";
import * as m0010 from "./0010_geofences";
import * as m0011 from "./0011_api_tokens";
import * as m0012 from "./0012_share_links";
import * as m0013 from "./0013_schedules";

/** Every migration in order. Listed by hand so the server bundle carries them. */
export const migrations: Record<string, Migration> = {
  "0001_tenants": m0001,
  "0002_identity": m0002,
  "0003_content": m0003,
  "0004_branch_revision": m0004,
  "0005_data_connections": m0005,
  "0006_user_preferences": m0006,
  "0007_admin_audit": m0007,
  "0008_user_access_version": m0008,
  "0009_tenant_secrets": m0009,
  "0010_geofences": m0010,
  "0011_api_tokens": m0011,
  "0012_share_links": m0012,
  "0013_schedules": m0013,
};
