import serverPackage from "../package.json" with { type: "json" };

/** The server's release, shown in the OpenAPI document and the version endpoint. */
export const SERVER_VERSION: string = serverPackage.version;

/** The API generation the SPA talks to (`/api/web/v1`). */
export const API_VERSION = "v1";
