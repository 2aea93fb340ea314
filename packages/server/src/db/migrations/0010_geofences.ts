import type { Kysely } from "kysely";

/**
 * The geofence map's polygons (canvas-components §7, decision 075): one row per tenant and feature id, the
 * rings as JSON text in longitude-latitude order, and the polygon's bounding box in four columns so that a
 * view's features are found by box overlap through an index that holds the whole test. Beside them, each
 * tenant's last running numeric id handed out by `getnextid`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("geofences")
    .addColumn("domain_name", "text", (c) => c.notNull().references("tenants.domain_name").onDelete("cascade"))
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("id_is_number", "integer", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("attributes", "text", (c) => c.notNull())
    .addColumn("coordinates", "text", (c) => c.notNull())
    .addColumn("min_latitude", "double precision", (c) => c.notNull())
    .addColumn("max_latitude", "double precision", (c) => c.notNull())
    .addColumn("min_longitude", "double precision", (c) => c.notNull())
    .addColumn("max_longitude", "double precision", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("geofences_pk", ["domain_name", "id"])
    .execute();
  await db.schema
    .createIndex("geofences_domain_box")
    .on("geofences")
    .columns(["domain_name", "min_latitude", "max_latitude", "min_longitude", "max_longitude"])
    .execute();
  await db.schema
    .createTable("geofence_id_counters")
    .addColumn("domain_name", "text", (c) => c.primaryKey().references("tenants.domain_name").onDelete("cascade"))
    .addColumn("last_id", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("geofence_id_counters").execute();
  await db.schema.dropIndex("geofences_domain_box").execute();
  await db.schema.dropTable("geofences").execute();
}
