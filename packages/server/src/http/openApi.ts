import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** The OpenAPI document (`/api/docs/json`) and its browsable UI (`/api/docs`), built from the routes' zod schemas. */
export async function installOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Storyframe API",
        description: "Settings, content, administration and data APIs of the Storyframe platform.",
        version,
      },
      tags: [
        { name: "settings", description: "Tenant and client settings" },
        { name: "identity", description: "The signed-in user and user look-ups" },
        { name: "content", description: "Content API (menu, storylines, templates); needs the Branch header" },
        { name: "branches", description: "Content branches" },
        { name: "data", description: "Dynamic data API: parameterised queries of data endpoints" },
        { name: "geofences", description: "The geofence map: polygons, running ids, GPS readings, the map key" },
        { name: "health", description: "Liveness and readiness" },
      ],
      components: {
        securitySchemes: {
          bearer: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "An access token of the tenant's identity provider",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Emits registered (recursive) schemas such as MenuItem as components.
    transformObject: jsonSchemaTransformObject,
  });
  // The UI runs under the server's own content security policy; the online validator badge is off (no external calls).
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { validatorUrl: null } });
}
