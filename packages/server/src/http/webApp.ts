import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const API_PREFIXES = ["/api/", "/data/", "/oidc/", "/tenant-assets/", "/healthz", "/readyz"];

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built SPA: hashed assets with a year-long cache, and index.html
 * (revalidated on every use) for every other page address so client-side routes
 * work on reload. Unknown API addresses get a JSON 404 instead.
 *
 * Files go out as the build's brotli (`.br`) or gzip (`.gz`) copy when the request's
 * Accept-Encoding allows it (with `Vary: Accept-Encoding`), else as they are.
 */
export async function installWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const built = existsSync(join(webDir, "index.html"));
  const hashedAssets = join(webDir, "assets") + sep;
  await app.register(fastifyStatic, {
    root: built ? webDir : process.cwd(),
    serve: built,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Set below for the build's files; other files sent through `sendFile` keep what their route chose.
    cacheControl: false,
    // The copies are found beside each file when it is asked for; they need no address of their own.
    globIgnore: ["**/*.br", "**/*.gz"],
    setHeaders: (reply, path) => {
      if (path.startsWith(hashedAssets)) reply.header("cache-control", IMMUTABLE);
      // Other files of the build (index.html, favicon): revalidated against their ETag and Last-Modified.
      else if (path.startsWith(webDir + sep)) reply.header("cache-control", "no-cache");
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    // A missing build file (an old tab asking for a chunk a newer build replaced) is a 404, never the page:
    // the browser then reports a failed import and the app offers a reload.
    const isAsset = path.startsWith("/assets/");
    const isPage = request.method === "GET" && !isAsset && !API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (isPage && built) {
      return reply.sendFile("index.html", webDir);
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
