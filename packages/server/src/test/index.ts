/**
 * What the end-to-end suite and the benches use of the server (`@storyframe/server/testing`): signing in
 * through the embedded provider as a browser would, and the DuckDB connection the data-engine bench
 * queries directly to compare with the API.
 */
export { DuckDbConnection } from "../data/connections/duckDbConnection";
export { type SignInAttempt, signInWithPassword } from "./oidcClient";
