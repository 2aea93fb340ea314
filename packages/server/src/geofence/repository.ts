import {
  type BoundingBox,
  GEOFENCE_NUMERIC_ID_MAX,
  type GeofenceFeatureInput,
  type GeofenceId,
} from "@storyframe/core";
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { Database, GeofencesTable } from "../db/schema";

export type GeofenceRow = Selectable<GeofencesTable>;

/** A stored location as the location picker lists it. */
export type GeofenceOptionRow = Pick<GeofenceRow, "id" | "id_is_number" | "name">;

/** The id as stored: a number's decimal digits, or the text itself. */
const storedIdOf = (id: GeofenceId): string => String(id);

/** The box of a polygon: its outline's extremes (holes lie within it). */
function boxOf(feature: GeofenceFeatureInput): BoundingBox {
  const outline = feature.geometry.coordinates[0] ?? [];
  const longitudes = outline.map(([longitude]) => longitude);
  const latitudes = outline.map(([, latitude]) => latitude);
  return {
    minLatitude: Math.min(...latitudes),
    maxLatitude: Math.max(...latitudes),
    minLongitude: Math.min(...longitudes),
    maxLongitude: Math.max(...longitudes),
  };
}

/** The metadata-mode attributes a feature was sent with (its name has a column of its own). */
function attributesOf(feature: GeofenceFeatureInput): Record<string, string | number | null> {
  const { name: _name, ...attributes } = feature.properties;
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined));
}

/**
 * SQL for the tenant's geofences (table `geofences`) and its running ids
 * (`geofence_id_counters`). Every statement names the tenant, so one tenant's
 * rows never reach another's calls.
 */
export class GeofenceRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The polygons whose bounding box overlaps the view's. The four comparisons
   * are answered from the index `geofences_domain_box` (tenant, then the box),
   * so the table is read only for the rows that match.
   */
  findInBox(domainName: string, box: BoundingBox): Promise<GeofenceRow[]> {
    return this.db
      .selectFrom("geofences")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("min_latitude", "<=", box.maxLatitude)
      .where("max_latitude", ">=", box.minLatitude)
      .where("min_longitude", "<=", box.maxLongitude)
      .where("max_longitude", ">=", box.minLongitude)
      .orderBy("id")
      .execute();
  }

  findById(domainName: string, id: string): Promise<GeofenceRow | undefined> {
    return this.db
      .selectFrom("geofences")
      .selectAll()
      .where("domain_name", "=", domainName)
      .where("id", "=", id)
      .executeTakeFirst();
  }

  /** Every stored location of the tenant by name (unnamed ones last), then id. */
  listOptions(domainName: string): Promise<GeofenceOptionRow[]> {
    return this.db
      .selectFrom("geofences")
      .select(["id", "id_is_number", "name"])
      .where("domain_name", "=", domainName)
      .orderBy(sql`case when name is null then 1 else 0 end`)
      .orderBy("name")
      .orderBy("id")
      .execute();
  }

  /**
   * Hands out the tenant's next running id in one atomic statement (the
   * counter row is created at 1 or raised by one, and read back), so callers
   * at the same moment never get the same id, and no id is handed out twice.
   * Null once the counter is at the largest id (a polygon was saved with it).
   */
  async reserveNextId(domainName: string): Promise<number | null> {
    const row = await this.db
      .insertInto("geofence_id_counters")
      .values({ domain_name: domainName, last_id: 1 })
      .onConflict((conflict) =>
        conflict
          .column("domain_name")
          .doUpdateSet({ last_id: sql<number>`geofence_id_counters.last_id + 1` })
          .where("geofence_id_counters.last_id", "<", GEOFENCE_NUMERIC_ID_MAX),
      )
      .returning("last_id")
      .executeTakeFirst();
    return row ? Number(row.last_id) : null;
  }

  /**
   * Inserts or replaces each feature, all in one transaction: either every
   * feature is saved or none is. Numeric ids saved here raise the tenant's
   * counter, so `getnextid` never hands them out afterwards.
   */
  async upsertAll(domainName: string, features: readonly GeofenceFeatureInput[]): Promise<void> {
    const now = this.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      for (const feature of features) await this.upsert(trx, domainName, feature, now);
      const numericIds = features.flatMap((feature) => (typeof feature.id === "number" ? [feature.id] : []));
      if (numericIds.length > 0) await this.raiseCounter(trx, domainName, Math.max(...numericIds));
    });
  }

  /** Deletes one polygon and answers its id as stored; undefined when the tenant has none with this id. */
  delete(domainName: string, id: string): Promise<Pick<GeofenceRow, "id" | "id_is_number"> | undefined> {
    return this.db
      .deleteFrom("geofences")
      .where("domain_name", "=", domainName)
      .where("id", "=", id)
      .returning(["id", "id_is_number"])
      .executeTakeFirst();
  }

  private async upsert(
    trx: Transaction<Database>,
    domainName: string,
    feature: GeofenceFeatureInput,
    now: string,
  ): Promise<void> {
    const box = boxOf(feature);
    const changes = {
      id_is_number: typeof feature.id === "number" ? 1 : 0,
      name: feature.properties.name,
      attributes: JSON.stringify(attributesOf(feature)),
      coordinates: JSON.stringify(feature.geometry.coordinates),
      min_latitude: box.minLatitude,
      max_latitude: box.maxLatitude,
      min_longitude: box.minLongitude,
      max_longitude: box.maxLongitude,
      updated_at: now,
    };
    await trx
      .insertInto("geofences")
      .values({ domain_name: domainName, id: storedIdOf(feature.id), created_at: now, ...changes })
      .onConflict((conflict) => conflict.columns(["domain_name", "id"]).doUpdateSet(changes))
      .execute();
  }

  private async raiseCounter(trx: Transaction<Database>, domainName: string, atLeast: number): Promise<void> {
    await trx
      .insertInto("geofence_id_counters")
      .values({ domain_name: domainName, last_id: atLeast })
      .onConflict((conflict) =>
        conflict.column("domain_name").doUpdateSet({
          last_id: sql<number>`case when excluded.last_id > geofence_id_counters.last_id then excluded.last_id else geofence_id_counters.last_id end`,
        }),
      )
      .execute();
  }
}
