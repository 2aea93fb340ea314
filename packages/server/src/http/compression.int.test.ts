import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_TAGS, signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";

const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/** Text that compresses well and is well above the 1 KB threshold. */
const bulky = (line: string, times: number) => Array.from({ length: times }, (_, i) => `${line} ${i}`).join("\n");
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>`;
const INDEX_HTML = `<!doctype html><title>Storyframe</title>\n<!--\n${bulky("a page shell line", 200)}\n-->`;
const ENTRY_JS = bulky("export const value = 'an entry chunk line';", 200);
const UNPRECOMPRESSED_JS = bulky("export const other = 'a chunk the build left as it is';", 100);
const TINY_JS = "export const tiny = 1;";

/** A built web application as the build writes it: files with their `.br` and `.gz` copies beside them. */
function writeWebBuild(dir: string): void {
  mkdirSync(join(dir, "assets"));
  const withCopies = (path: string, content: string) => {
    writeFileSync(join(dir, path), content);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(content, { level: 9 }));
  };
  withCopies("index.html", INDEX_HTML);
  withCopies("assets/entry-AbC123.js", ENTRY_JS);
  writeFileSync(join(dir, "assets/other-DeF456.js"), UNPRECOMPRESSED_JS);
  writeFileSync(join(dir, "assets/tiny-GhI789.js"), TINY_JS);
  writeFileSync(join(dir, "assets/maplibre-gl-worker-JkL012.mjs"), TINY_JS);
  writeFileSync(join(dir, "favicon.svg"), FAVICON_SVG);
}

const decoded = (response: LightMyRequestResponse): string => {
  const body = response.rawPayload;
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(body).toString();
  if (encoding === "gzip") return gunzipSync(body).toString();
  return body.toString();
};

/** Header names of a raw header list, lower-cased; and those of them that occur more than once. */
const namesOf = (rawHeaders: string[]): string[] =>
  rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
const repeated = (rawHeaders: string[]): string[] =>
  namesOf(rawHeaders).filter((name, i, names) => names.indexOf(name) !== i);

/** The raw header lines of a real HTTP answer (an injected one merges repeated lines away). */
function rawHeadersOf(origin: string, path: string, headers: Record<string, string>): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const request = get(`${origin}${path}`, { headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.rawHeaders));
    });
    request.on("error", reject);
  });
}

const varyTokens = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? "")
    .split(",")
    .map((token) => token.trim().toLowerCase());

describe("compressed answers", () => {
  let t: TestApp;
  let webDir: string;
  let viewer: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), "storyframe-web-"));
    writeWebBuild(webDir);
    t = await buildTestApp("sqlite", { STORYFRAME_WEB_DIR: webDir });
    viewer = await signAccessToken(t, { allowed_tags: ALL_TAGS });
    await t.services.branches.create("demo", "compression-test", "main", null);
    await t.services.contentRepository.replaceAll("demo", "compression-test", [
      {
        kind: "endpoint",
        name: "rows",
        object: {
          connection: "default",
          parameters: [{ name: "count", type: "integer", required: true }],
          sql: "SELECT i AS n, 'a label long enough to make the answer grow' AS label FROM range($count) t(i)",
        },
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const rows = (count: number, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    t.app.inject({
      method,
      url: `/data/rows?count=${count}`,
      headers: { host: "localhost", authorization: `Bearer ${viewer}`, branch: "compression-test", ...headers },
    });
  const file = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { host: "localhost", ...headers } });

  describe("files of the web build", () => {
    it("sends a hashed asset's brotli copy to a browser that accepts br, cached for a year as immutable", async () => {
      const response = await file("/assets/entry-AbC123.js", { "accept-encoding": BROWSER_ENCODINGS });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
      expect(Number(response.headers["content-length"])).toBe(brotliCompressSync(ENTRY_JS).length);
      expect(varyTokens(response)).toContain("accept-encoding");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(decoded(response)).toBe(ENTRY_JS);
    });

    it("sends the gzip copy when gzip is all the client accepts", async () => {
      const response = await file("/assets/entry-AbC123.js", { "accept-encoding": "gzip" });
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(Number(response.headers["content-length"])).toBe(gzipSync(ENTRY_JS, { level: 9 }).length);
      expect(varyTokens(response)).toContain("accept-encoding");
      expect(decoded(response)).toBe(ENTRY_JS);
    });

    it("sends the file as it is, still varying on Accept-Encoding, to a client that accepts no coding", async () => {
      const response = await file("/assets/entry-AbC123.js");
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(Number(response.headers["content-length"])).toBe(Buffer.byteLength(ENTRY_JS));
      expect(varyTokens(response)).toContain("accept-encoding");
      expect(response.body).toBe(ENTRY_JS);
    });

    it("compresses a file without a copy as it streams, and leaves a file under 1 KB as it is", async () => {
      const streamed = await file("/assets/other-DeF456.js", { "accept-encoding": BROWSER_ENCODINGS });
      expect(streamed.headers["content-encoding"]).toBe("br");
      expect(streamed.headers["content-length"]).toBeUndefined();
      expect(decoded(streamed)).toBe(UNPRECOMPRESSED_JS);

      const tiny = await file("/assets/tiny-GhI789.js", { "accept-encoding": BROWSER_ENCODINGS });
      expect(tiny.headers["content-encoding"]).toBeUndefined();
      expect(tiny.body).toBe(TINY_JS);
    });

    it("sends index.html for a page address compressed, revalidated, and answers its revalidation with 304", async () => {
      const page = await file("/storylines/fleet-operations", { "accept-encoding": BROWSER_ENCODINGS });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-encoding"]).toBe("br");
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.headers["cache-control"]).toBe("no-cache");
      expect(varyTokens(page)).toContain("accept-encoding");
      expect(page.headers["last-modified"]).toBeDefined();
      expect(decoded(page)).toBe(INDEX_HTML);

      const revalidated = await file("/storylines/fleet-operations", {
        "accept-encoding": BROWSER_ENCODINGS,
        "if-none-match": String(page.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe("");
    });

    it("keeps the icon for a day: the browser asks for it again on every change of the viewer's address", async () => {
      const icon = await file("/favicon.svg", { "accept-encoding": BROWSER_ENCODINGS });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers["cache-control"]).toBe("public, max-age=86400");
      expect(icon.body).toBe(FAVICON_SVG);
    });

    it("leaves a tenant logo with its own cache lifetime", async () => {
      const logo = await file("/tenant-assets/demo/logo.svg", { "accept-encoding": BROWSER_ENCODINGS });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers["cache-control"]).toBe("public, max-age=3600");
    });

    it("keeps a subresource's security headers on an asset and a document's on the page, each header once", async () => {
      const response = await file("/assets/entry-AbC123.js", { "accept-encoding": BROWSER_ENCODINGS });
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["strict-transport-security"]).toContain("max-age=");
      // What governs a document only is the page's.
      for (const name of ["content-security-policy", "x-frame-options", "cross-origin-opener-policy"]) {
        expect(response.headers[name]).toBeUndefined();
      }

      // A worker runs under the policy its script came with.
      const worker = await file("/assets/maplibre-gl-worker-JkL012.mjs");
      expect(worker.headers["content-security-policy"]).toContain("default-src 'self'");

      const origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
      const asked = { host: "localhost", "accept-encoding": BROWSER_ENCODINGS };
      const asset = await rawHeadersOf(origin, "/assets/entry-AbC123.js", asked);
      expect(namesOf(asset)).toContain("x-content-type-options");
      expect(namesOf(asset)).not.toContain("content-security-policy");
      expect(repeated(asset)).toEqual([]);
      const page = await rawHeadersOf(origin, "/storylines/fleet-operations", asked);
      expect(namesOf(page)).toEqual(expect.arrayContaining(["content-security-policy", "x-frame-options"]));
      expect(repeated(page)).toEqual([]);
      const data = await rawHeadersOf(origin, "/data/rows?count=200", {
        ...asked,
        authorization: `Bearer ${viewer}`,
        branch: "compression-test",
      });
      expect(namesOf(data)).toContain("content-encoding");
      expect(repeated(data)).toEqual([]);
    });
  });

  describe("JSON answers", () => {
    it("compresses an answer above 1 KB with brotli when the client accepts it, with a weak entity tag", async () => {
      const identity = await rows(200);
      const response = await rows(200, { "accept-encoding": BROWSER_ENCODINGS });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(identity.rawPayload.length / 4);
      expect(varyTokens(response)).toContain("accept-encoding");
      expect(response.headers.etag).toBe(`W/${identity.headers.etag}`);
      expect(JSON.parse(decoded(response))).toEqual(identity.json());
    });

    it("compresses a large answer sent again unchanged once per coding, and a changed one afresh", async () => {
      const cacheCount = async (kind: "hits" | "misses") => {
        const scrape = await t.app.inject({ method: "GET", url: "/metrics", headers: { host: "localhost" } });
        const line = new RegExp(`^storyframe_cache_${kind}_total\\{cache="compressed_answers"\\} (\\d+)$`, "m");
        return Number(line.exec(scrape.body)?.[1]);
      };
      const before = { hits: await cacheCount("hits"), misses: await cacheCount("misses") };
      const first = await rows(3000, { "accept-encoding": "br" });
      const again = await rows(3000, { "accept-encoding": "br" });
      const gzipped = await rows(3000, { "accept-encoding": "gzip" });
      const changed = await rows(3001, { "accept-encoding": "br" });

      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(JSON.parse(decoded(again))).toHaveLength(3000);
      expect(JSON.parse(decoded(gzipped))).toEqual(JSON.parse(decoded(first)));
      expect(JSON.parse(decoded(changed))).toHaveLength(3001);
      expect(await cacheCount("hits")).toBe(before.hits + 1);
      expect(await cacheCount("misses")).toBe(before.misses + 3);
    });

    it("compresses with gzip when the client prefers it or accepts nothing else", async () => {
      const preferred = await rows(200, { "accept-encoding": "br;q=0.5, gzip" });
      expect(preferred.headers["content-encoding"]).toBe("gzip");
      const only = await rows(200, { "accept-encoding": "gzip" });
      expect(only.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(decoded(only))).toHaveLength(200);
    });

    it("answers as it is, varying on Accept-Encoding, a client that accepts no coding", async () => {
      const response = await rows(200, { "accept-encoding": "identity" });
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(varyTokens(response)).toContain("accept-encoding");
      expect(response.json()).toHaveLength(200);
    });

    it("leaves an answer under 1 KB uncompressed", async () => {
      const response = await rows(2, { "accept-encoding": BROWSER_ENCODINGS });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.json()).toHaveLength(2);
    });

    it("answers a revalidation with the weak entity tag with an untouched 304", async () => {
      const first = await rows(300, { "accept-encoding": BROWSER_ENCODINGS });
      const revalidated = await rows(300, {
        "accept-encoding": BROWSER_ENCODINGS,
        "if-none-match": String(first.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers["content-encoding"]).toBeUndefined();
      expect(revalidated.rawPayload.length).toBe(0);
    });

    it("compresses the identity provider's discovery document too", async () => {
      const response = await file("/oidc/.well-known/openid-configuration", { "accept-encoding": BROWSER_ENCODINGS });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(varyTokens(response)).toContain("accept-encoding");
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
      expect(JSON.parse(decoded(response)).issuer).toBe(t.config.identity.issuer);
    });

    it("leaves a HEAD request uncompressed", async () => {
      const response = await rows(200, { "accept-encoding": BROWSER_ENCODINGS }, "HEAD");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.rawPayload.length).toBe(0);
    });
  });
});
