import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { PageBootstrap } from "@storyframe/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { allowFramingBy } from "./frameAncestors";
import type { IndexPage } from "./indexPage";
import { allowSourcesIn } from "./pageSources";

const API_PREFIXES = ["/api/", "/data/", "/oidc/", "/tenant-assets/", "/tiles/", "/healthz", "/readyz"];

const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * The build's other files beside the pages (the icon): kept for a day. The browser asks for a page's icon again on
 * every change of the viewer's address; revalidated, each frame step was a request.
 */
const UNHASHED_FILE = "public, max-age=86400";
const PAGE_FILE = /\.html(\.br|\.gz)?$/;

/**
 * Security headers that govern a document or a worker (its scripts, framing, opener, XSS filter, downloads), which a
 * module or stylesheet's answer does not need: left off the hashed assets, they spare some 600 bytes on each of the
 * forty-odd files a storyline's first frame loads. The headers that apply to a subresource stay: nosniff, the
 * resource and referrer policies (a module's imports follow its referrer policy) and HSTS. A worker's script keeps
 * them all, as a worker runs under the policy its own script came with.
 */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];
const WORKER_FILE = /worker[^/]*$/i;

const NOT_BUILT = "The web application has not been built yet. Run `npm start` to build and serve it.";

/**
 * Pages with an HTML entry of their own in the build, served at their address (with or without a trailing
 * slash) instead of the SPA, and open to anyone: the page loads no settings and calls nothing that needs
 * sign-in (decision 071).
 */
const STANDALONE_PAGES = [{ address: "/public/headless-vdt", file: "headless-vdt.html" }] as const;

export type WebAppOptions = {
  /** The SPA's page, index.html of the build. */
  indexPage: IndexPage;
  /** What the page carries for the request's host (decision 072); null for a host no tenant owns. */
  pageBootstrap: (request: FastifyRequest) => Promise<PageBootstrap | null>;
  /** The origins the host's tenant lets frame its pages (decision 078); none: only the tenant's own. */
  frameAncestors?: (request: FastifyRequest) => Promise<readonly string[]>;
  /** The third-party map tile hosts the host's tenant's maps fetch from (decision 081); none: the local basemap. */
  tileSources?: (request: FastifyRequest) => Promise<readonly string[]>;
};

/**
 * Serves the built SPA: hashed assets with a year-long cache and without the document-only security headers, the
 * icon for a day, the standalone pages at their addresses, and index.html (revalidated on every use, as the
 * standalone pages are) for every other page address so client-side routes work on reload. Unknown API
 * addresses get a JSON 404 instead.
 *
 * Files go out as the build's brotli (`.br`) or gzip (`.gz`) copy when the request's
 * Accept-Encoding allows it (with `Vary: Accept-Encoding`), else as they are.
 */
export async function installWebApp(app: FastifyInstance, webDir: string, options: WebAppOptions): Promise<void> {
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
      if (path.startsWith(hashedAssets)) {
        reply.header("cache-control", IMMUTABLE);
        if (!WORKER_FILE.test(path)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      }
      // The pages (or their compressed copies): revalidated against their ETag and Last-Modified, so a release
      // shows at once.
      else if (path.startsWith(webDir + sep) && PAGE_FILE.test(path)) reply.header("cache-control", "no-cache");
      else if (path.startsWith(webDir + sep)) reply.header("cache-control", UNHASHED_FILE);
    },
  });

  for (const page of STANDALONE_PAGES) {
    const pageBuilt = existsSync(join(webDir, page.file));
    for (const url of [page.address, `${page.address}/`]) {
      app.get(url, { schema: { hide: true } }, (_request, reply) =>
        pageBuilt ? reply.sendFile(page.file, webDir) : reply.status(503).type("text/plain").send(NOT_BUILT),
      );
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    // A missing build file (an old tab asking for a chunk a newer build replaced) is a 404, never the page:
    // the browser then reports a failed import and the app offers a reload.
    const isAsset = path.startsWith("/assets/");
    const isPage = request.method === "GET" && !isAsset && !API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (isPage && built) {
      // The tenant's embedding setting: which other origins' pages may frame this one (decision 078).
      allowFramingBy(reply, (await options.frameAncestors?.(request).catch(() => [])) ?? []);
      // The hosts of the tenant's third-party map tiles, which its maps fetch (decision 081).
      allowSourcesIn(reply, ["connect-src", "img-src"], (await options.tileSources?.(request).catch(() => [])) ?? []);
      return options.indexPage.wantsBootstrap()
        ? sendIndexPage(request, reply, options)
        : reply.sendFile("index.html", webDir);
    }
    if (isPage) {
      return reply.status(503).type("text/plain").send(NOT_BUILT);
    }
    return reply
      .status(404)
      .send({ message: `No API route matches ${request.method} ${path}.`, traceId: String(request.id) });
  });
}

/**
 * index.html with the host's bootstrap written in: revalidated on every use against an entity tag of the page as
 * sent, since the settings in it change without the file changing (compressed on the way out like other text).
 */
async function sendIndexPage(request: FastifyRequest, reply: FastifyReply, options: WebAppOptions) {
  const bootstrap = await options.pageBootstrap(request).catch((error: unknown) => {
    // The app then asks for its settings itself, and shows why it cannot have them.
    request.log.warn({ err: error }, "the page was sent without its bootstrap");
    return null;
  });
  const page = options.indexPage.render(bootstrap);
  if (!page) return reply.status(503).type("text/plain").send(NOT_BUILT);
  reply.header("cache-control", "no-cache").header("etag", page.etag);
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === page.etag || tag.trim() === "*")) {
    return reply.status(304).send();
  }
  return reply.type("text/html; charset=utf-8").send(page.html);
}
