import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const API_PREFIXES = ["/api/", "/data/", "/oidc/", "/tenant-assets/", "/healthz", "/readyz"];

/**
 * Serves the built SPA: hashed assets with a year-long cache, and index.html
 * (never cached) for every other page address so client-side routes work on reload.
 * Unknown API addresses get a JSON 404 instead.
 */
export async function installWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const built = existsSync(join(webDir, "index.html"));
  await app.register(fastifyStatic, {
    root: built ? webDir : process.cwd(),
    serve: built,
    wildcard: false,
    index: false,
    setHeaders: (res, path) => {
      res.header("cache-control", path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    // A missing build file (an old tab asking for a chunk a newer build replaced) is a 404, never the page:
    // the browser then reports a failed import and the app offers a reload.
    const isAsset = path.startsWith("/assets/");
    const isPage = request.method === "GET" && !isAsset && !API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (isPage && built) {
      return reply.header("cache-control", "no-cache").sendFile("index.html", webDir);
    }
    if (isPage) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web application has not been built yet. Run `npm start` to build and serve it.");
    }
    return reply
      .status(404)
      .send({ message: `No API route matches ${request.method} ${path}.`, traceId: String(request.id) });
  });
}
