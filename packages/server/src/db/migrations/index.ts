import type { Migration } from "kysely";
import * as m0001 from "./0001_tenants";
import * as m0002 from "./0002_identity";

/** Every migration in order. Listed by hand so the server bundle carries them. */
export const migrations: Record<string, Migration> = {
  "0001_tenants": m0001,
  "0002_identity": m0002,
};
