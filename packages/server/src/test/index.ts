/**
 * What the end-to-end suite and the benches use of the server (`@storyframe/server/testing`): signing in
 * through the embedded provider as a browser would, and the DuckDB connection the data-engine and maps benches
 * query directly to compare with the API (the maps bench with the GPS readings' own query).
 */
export { DuckDbConnection } from "../data/connections/duckDbConnection";
export { gpsReadingsQuery } from "../geofence/gpsReadings";
export { type SignInAttempt, signInWithPassword } from "./oidcClient";
