import {
  type BoundingBox,
  type GeofenceFeaturesAnswer,
  type GeofenceUpsert,
  type GpsReading,
  geofenceMessages,
  type PoiOptionsAnswer,
} from "@storyframe/core";
import type { Principal } from "../auth/principal";
import { ConflictError, NotFoundError } from "../shared/domainErrors";
import type { TenantDirectory } from "../tenants/directory";
import type { GpsReadings } from "./gpsReadings";
import { answeredId, presentFeature, presentOption } from "./presenter";
import type { GeofenceRepository } from "./repository";

/**
 * The geofence map's server side (canvas-components §7, decision 075): the
 * tenant's map key, its polygons in the metadata database, running ids, and
 * GPS readings from its DuckDB. Every call works within the caller's tenant;
 * another tenant's ids are simply not found.
 */
export class GeofenceService {
  constructor(
    private readonly geofences: GeofenceRepository,
    private readonly tenants: TenantDirectory,
    private readonly gps: GpsReadings,
  ) {}

  /** The tenant's own map key (tenant settings `googleApiKey`), or null when it has none. */
  async mapApiKey(principal: Principal): Promise<{ mapApiKey: string | null }> {
    const tenant = await this.tenants.byDomain(principal.domainName);
    return { mapApiKey: tenant?.settings.googleApiKey ?? null };
  }

  async poiOptions(principal: Principal): Promise<PoiOptionsAnswer> {
    const rows = await this.geofences.listOptions(principal.domainName);
    return { poiOptions: rows.map(presentOption) };
  }

  async nextId(principal: Principal): Promise<{ nextId: number }> {
    const nextId = await this.geofences.reserveNextId(principal.domainName);
    if (nextId === null) throw new ConflictError(geofenceMessages.idsExhausted);
    return { nextId };
  }

  async featuresInBox(principal: Principal, box: BoundingBox): Promise<GeofenceFeaturesAnswer> {
    const rows = await this.geofences.findInBox(principal.domainName, box);
    return { features: rows.map(presentFeature) };
  }

  async featureById(principal: Principal, id: string): Promise<GeofenceFeaturesAnswer> {
    const row = await this.geofences.findById(principal.domainName, id);
    if (!row) throw new NotFoundError(geofenceMessages.notFound);
    return { features: [presentFeature(row)] };
  }

  /** Saves every feature of the collection or, when any fails, none. */
  async upsert(principal: Principal, collection: GeofenceUpsert): Promise<{ ids: (number | string)[] }> {
    await this.geofences.upsertAll(principal.domainName, collection.features);
    return { ids: collection.features.map((feature) => feature.id) };
  }

  async delete(principal: Principal, id: string): Promise<{ id: number | string }> {
    const deleted = await this.geofences.delete(principal.domainName, id);
    if (!deleted) throw new NotFoundError(geofenceMessages.notFound);
    return { id: answeredId(deleted) };
  }

  /** At most `max` readings spread over the view, from the tenant's DuckDB, in the tenant's query line. */
  gpsReadings(principal: Principal, box: BoundingBox, max: number): Promise<GpsReading[]> {
    const user = principal.userId ?? `anonymous:${principal.domainName}`;
    return this.gps.inBox({ tenant: principal.domainName, user }, box, max);
  }
}
