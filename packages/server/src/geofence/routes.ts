import {
  apiErrorBodySchema,
  GEOFENCE_API_PATHS,
  geofenceDeleteAnswerSchema,
  geofenceFeaturesAnswerSchema,
  geofenceFeaturesQuerySchema,
  geofenceIdQuerySchema,
  geofenceUpsertAnswerSchema,
  geofenceUpsertSchema,
  gpsDataQuerySchema,
  gpsReadingsAnswerSchema,
  mapApiKeyAnswerSchema,
  nextIdAnswerSchema,
  poiOptionsAnswerSchema,
  TAGS,
} from "@storyframe/core";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { principalOf } from "../auth/accessControl";
import type { GeofenceService } from "./service";

export type GeofenceRoutesOptions = { geofences: GeofenceService };

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  429: apiErrorBodySchema,
};
const notFound = { 404: apiErrorBodySchema };
/** What a query of the tenant's DuckDB may answer besides its rows. */
const queryErrors = {
  422: apiErrorBodySchema,
  502: apiErrorBodySchema,
  503: apiErrorBodySchema,
  504: apiErrorBodySchema,
};

const reading = { access: { tags: [TAGS.geofencesRead] } };
const writing = { access: { tags: [TAGS.geofencesWrite] } };

/** Room for a collection of detailed polygons (JSON numbers take about 20 bytes a position). */
const UPSERT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

const summaryTag = ["geofences"];

/**
 * The eight calls of the geofence map (canvas-components §7), within the
 * caller's tenant: reading needs `geofences::read`, saving, deleting and
 * reserving ids `geofences::write`.
 */
export const geofenceRoutes: FastifyPluginAsyncZod<GeofenceRoutesOptions> = async (app, { geofences }) => {
  app.get(
    GEOFENCE_API_PATHS.mapApiKey,
    {
      config: reading,
      schema: {
        tags: summaryTag,
        summary: "The tenant's map key (null when it has none)",
        security: [{ bearer: [] }],
        response: { 200: mapApiKeyAnswerSchema, ...errors },
      },
    },
    async (request) => geofences.mapApiKey(principalOf(request)),
  );

  app.get(
    GEOFENCE_API_PATHS.poiOptions,
    {
      config: reading,
      schema: {
        tags: summaryTag,
        summary: "The stored locations to pick from: value (the id) and label (the name)",
        security: [{ bearer: [] }],
        response: { 200: poiOptionsAnswerSchema, ...errors },
      },
    },
    async (request) => geofences.poiOptions(principalOf(request)),
  );

  app.get(
    GEOFENCE_API_PATHS.nextId,
    {
      config: writing,
      schema: {
        tags: summaryTag,
        summary: "Reserve the next running numeric id (never handed out twice)",
        security: [{ bearer: [] }],
        // 409 once every running id is taken.
        response: { 200: nextIdAnswerSchema, ...errors, 409: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Each call reserves an id: an answer must never be reused from a cache.
      reply.header("cache-control", "no-store");
      return geofences.nextId(principalOf(request));
    },
  );

  app.get(
    GEOFENCE_API_PATHS.features,
    {
      config: reading,
      schema: {
        tags: summaryTag,
        summary: "The polygons whose bounding box overlaps the view (bounding_coords: a JSON list of four corners)",
        security: [{ bearer: [] }],
        querystring: geofenceFeaturesQuerySchema,
        response: { 200: geofenceFeaturesAnswerSchema, ...errors },
      },
    },
    async (request) => geofences.featuresInBox(principalOf(request), request.query.bounding_coords),
  );

  app.get(
    GEOFENCE_API_PATHS.featureById,
    {
      config: reading,
      schema: {
        tags: summaryTag,
        summary: "One polygon by id, in the same shape as getgeofeatures",
        security: [{ bearer: [] }],
        querystring: geofenceIdQuerySchema,
        response: { 200: geofenceFeaturesAnswerSchema, ...errors, ...notFound },
      },
    },
    async (request) => geofences.featureById(principalOf(request), request.query.ID),
  );

  app.get(
    GEOFENCE_API_PATHS.gpsData,
    {
      config: reading,
      schema: {
        tags: summaryTag,
        summary: "At most max GPS readings (default 1000) spread over the view",
        security: [{ bearer: [] }],
        querystring: gpsDataQuerySchema,
        response: { 200: gpsReadingsAnswerSchema, ...errors, ...queryErrors },
      },
    },
    async (request) => geofences.gpsReadings(principalOf(request), request.query.bounding_coords, request.query.max),
  );

  app.post(
    GEOFENCE_API_PATHS.upsert,
    {
      config: writing,
      bodyLimit: UPSERT_BODY_LIMIT_BYTES,
      schema: {
        tags: summaryTag,
        summary: "Save the added and modified polygons of a feature collection, all or nothing",
        security: [{ bearer: [] }],
        body: geofenceUpsertSchema,
        response: { 200: geofenceUpsertAnswerSchema, ...errors },
      },
    },
    async (request) => geofences.upsert(principalOf(request), request.body),
  );

  // The map posts the delete with an empty body, which may still be labelled JSON; the body is not read.
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, _body, done) => done(null));
    scope.withTypeProvider<ZodTypeProvider>().post(
      GEOFENCE_API_PATHS.delete,
      {
        config: writing,
        schema: {
          tags: summaryTag,
          summary: "Delete one polygon by id (the body is empty)",
          security: [{ bearer: [] }],
          querystring: geofenceIdQuerySchema,
          response: { 200: geofenceDeleteAnswerSchema, ...errors, ...notFound },
        },
      },
      async (request) => geofences.delete(principalOf(request), request.query.ID),
    );
  });
};
