import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export type HealthRoutesOptions = {
  ping: () => Promise<boolean>;
  dialect: string;
  /** True once a graceful shutdown began: readiness answers 503 so no new work is sent here. */
  draining?: () => boolean;
};

const liveSchema = z.object({ status: z.literal("ok") });
const readySchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  database: z.string(),
  message: z.string().optional(),
});

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    "/healthz",
    { schema: { tags: ["health"], summary: "Liveness: the process answers", response: { 200: liveSchema } } },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/readyz",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness: the metadata database answers and the server is not shutting down",
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      if (options.draining?.()) {
        return reply
          .status(503)
          .send({ status: "unavailable" as const, database: options.dialect, message: "The server is shutting down." });
      }
      if (await options.ping()) return { status: "ready" as const, database: options.dialect };
      return reply
        .status(503)
        .send({ status: "unavailable" as const, database: options.dialect, message: "The database is not answering." });
    },
  );
};
