import { join } from "node:path";
import { domainNameSchema } from "@storyframe/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export type TenantAssetRoutesOptions = { contentDir: string };

const assetParamsSchema = z.object({
  domainName: domainNameSchema,
  file: z.string().regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]*\.(svg|png|jpe?g|webp|gif|ico)$/, "must be an image file name"),
});

/** Tenant branding files (logos) from `content/<domainName>/assets/`; nothing else of the content folder is served. */
export const tenantAssetRoutes: FastifyPluginAsyncZod<TenantAssetRoutesOptions> = async (app, options) => {
  app.get(
    "/tenant-assets/:domainName/:file",
    { schema: { hide: true, params: assetParamsSchema } },
    async (request, reply) => {
      const { domainName, file } = request.params;
      return reply
        .header("cache-control", "public, max-age=3600")
        .sendFile(file, join(options.contentDir, domainName, "assets"));
    },
  );
};
