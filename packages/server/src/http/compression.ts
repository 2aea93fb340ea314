import { createHash } from "node:crypto";
import { pipeline, Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";
import { LruCache } from "@storyframe/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import type Provider from "oidc-provider";
import type { CacheCounter } from "../metrics/metrics";

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

export type ContentCoding = "br" | "gzip";

/** Brotli at a fast level: close to gzip's speed with a better ratio. Build-time copies use the maximum instead. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };

/**
 * Large answers sent again unchanged (a storyline document of several hundred KB, a popular data answer) are
 * compressed once: compressing costs far more than hashing. Kept by the hash of their bytes and the coding, so
 * a changed answer is a different entry and nothing needs invalidating; small answers are compressed each time.
 */
const REUSE_FROM_BYTES = 16 * 1024;
const REUSE_UP_TO_BYTES = 4 * 1024 * 1024;
const COMPRESSED_ANSWERS_KEPT = 64;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE_TYPE =
  /^(text\/[\w.+-]+|application\/(json|javascript|xml|manifest\+json|[\w.-]+\+json|[\w.-]+\+xml)|image\/svg\+xml)\s*(;|$)/i;

/**
 * The coding to answer with for an `Accept-Encoding` header: brotli when it is acceptable at least as much as gzip,
 * then gzip, else none (identity). `*` stands for any coding not named; `q=0` refuses one.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (name === "") continue;
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    weights.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get("*") ?? 0;
  const br = weights.get("br") ?? any;
  const gz = weights.get("gzip") ?? any;
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return undefined;
}

/** Whether a `Content-Type` names a text format worth compressing (JSON, JavaScript, CSS, HTML, SVG, …). */
export function isCompressibleType(contentType: unknown): boolean {
  return typeof contentType === "string" && COMPRESSIBLE_TYPE.test(contentType);
}

/**
 * Compresses answers by the request's `Accept-Encoding`: JSON and other text above
 * {@link COMPRESSION_THRESHOLD_BYTES}, buffered or streamed. Answers that already carry a
 * `Content-Encoding` (the build's precompressed files), HEAD requests, 304s and other answers
 * without a body are left as they are.
 */
export function installCompression(app: FastifyInstance, counter?: CacheCounter): void {
  const compressedAnswers = new LruCache<string, Buffer>(COMPRESSED_ANSWERS_KEPT);
  const compressOnce = async (body: Buffer, coding: ContentCoding): Promise<Buffer> => {
    if (body.length < REUSE_FROM_BYTES || body.length > REUSE_UP_TO_BYTES) return compress(body, coding);
    const key = `${coding}:${createHash("sha256").update(body).digest("base64")}`;
    const kept = compressedAnswers.get(key);
    if (kept) {
      counter?.hit();
      return kept;
    }
    counter?.miss();
    const compressed = await compress(body, coding);
    compressedAnswers.set(key, compressed);
    return compressed;
  };

  app.addHook("onRequest", async (request) => {
    // A compressed answer carries its entity tag weak (below), and the browser sends it back that way.
    // If-None-Match compares weakly (RFC 9110, 13.1.2), so handlers that compare tags as strings are
    // given them without the weak marker.
    const ifNoneMatch = request.headers["if-none-match"];
    if (ifNoneMatch?.includes("W/")) request.headers["if-none-match"] = ifNoneMatch.replace(/W\//g, "");
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method === "HEAD" || !hasCompressibleBody(reply) || payload === null || payload === undefined) {
      return payload;
    }
    const size = sizeOf(payload, reply);
    if (size === null || size < COMPRESSION_THRESHOLD_BYTES) return payload;

    // The answer depends on Accept-Encoding from here on, whichever coding is chosen.
    varyOnAcceptEncoding(reply);
    const coding = negotiateEncoding(request.headers["accept-encoding"]);
    if (!coding) return payload;

    weakenEntityTag(reply);
    reply.header("content-encoding", coding);
    if (payload instanceof Readable) {
      reply.removeHeader("content-length");
      // Byte ranges would address the uncompressed file, not these bytes.
      reply.removeHeader("accept-ranges");
      return pipeline(
        payload,
        coding === "br" ? createBrotliCompress(BROTLI_OPTIONS) : createGzip(GZIP_OPTIONS),
        (error) => {
          if (error) request.log.debug({ err: error }, "a compressed answer was cut short");
        },
      );
    }
    const compressed = await compressOnce(
      typeof payload === "string" ? Buffer.from(payload) : (payload as Buffer),
      coding,
    );
    reply.header("content-length", compressed.length);
    return compressed;
  });
}

/**
 * The same compression for the embedded OpenID Connect provider (discovery, token and user info answers),
 * a Koa application whose answers never pass Fastify's hooks.
 */
export const compressProviderAnswers: Parameters<Provider["use"]>[0] = async (ctx, next) => {
  await next();
  const eligible = isCompressibleAnswer(
    ctx.status,
    ctx.response.get("Content-Encoding"),
    ctx.response.get("Cache-Control"),
    ctx.response.get("Content-Type"),
  );
  if (ctx.method === "HEAD" || !eligible) return;
  const body: unknown = ctx.body;
  const text =
    typeof body === "string" || Buffer.isBuffer(body) ? body : isJsonValue(body) ? JSON.stringify(body) : undefined;
  if (text === undefined || Buffer.byteLength(text) < COMPRESSION_THRESHOLD_BYTES) return;
  ctx.vary("Accept-Encoding");
  const coding = negotiateEncoding(ctx.get("Accept-Encoding"));
  if (!coding) return;
  const compressed = await compress(typeof text === "string" ? Buffer.from(text) : text, coding);
  const etag = weakened(ctx.response.get("ETag"));
  if (etag) ctx.set("ETag", etag);
  ctx.set("Content-Encoding", coding);
  // The Content-Type stays as set: Koa keeps it and takes the length from the buffer.
  ctx.body = compressed;
};

function compress(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  return coding === "br" ? brotliAsync(body, BROTLI_OPTIONS) : gzipAsync(body, GZIP_OPTIONS);
}

/** Plain objects and arrays, which Koa would send as JSON (not streams, blobs or other bodies). */
function isJsonValue(body: unknown): boolean {
  if (Array.isArray(body)) return true;
  return typeof body === "object" && body !== null && Object.getPrototypeOf(body) === Object.prototype;
}

/** An answer with a body, not yet encoded, that may be transformed, of a text type. */
function isCompressibleAnswer(status: number, encoding: unknown, cacheControl: unknown, contentType: unknown): boolean {
  if (status < 200 || status === 204 || status === 206 || status === 304) return false;
  if (encoding) return false;
  if (/\bno-transform\b/i.test(String(cacheControl ?? ""))) return false;
  return isCompressibleType(contentType);
}

function hasCompressibleBody(reply: FastifyReply): boolean {
  return isCompressibleAnswer(
    reply.statusCode,
    reply.getHeader("content-encoding"),
    reply.getHeader("cache-control"),
    reply.getHeader("content-type"),
  );
}

/** The body's size in bytes; for a stream its Content-Length, or infinity when unknown; null when not a body. */
function sizeOf(payload: unknown, reply: FastifyReply): number | null {
  if (typeof payload === "string") return Buffer.byteLength(payload);
  if (Buffer.isBuffer(payload)) return payload.length;
  if (payload instanceof Readable) {
    const length = Number(reply.getHeader("content-length"));
    return Number.isFinite(length) && reply.hasHeader("content-length") ? length : Number.POSITIVE_INFINITY;
  }
  return null;
}

/** Adds `accept-encoding` to `Vary` unless it (or `*`) is already there. */
function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader("vary");
  const value = Array.isArray(current) ? current.join(", ") : current === undefined ? "" : String(current);
  const tokens = value.split(",").map((token) => token.trim().toLowerCase());
  if (tokens.includes("accept-encoding") || tokens.includes("*")) return;
  reply.header("vary", value.trim() === "" ? "accept-encoding" : `${value}, accept-encoding`);
}

/**
 * A strong entity tag promises identical bytes, which a compressed answer no longer has; its weak form still
 * says "the same content", which is what revalidation (If-None-Match) asks.
 */
function weakenEntityTag(reply: FastifyReply): void {
  const etag = weakened(reply.getHeader("etag"));
  if (etag) reply.header("etag", etag);
}

/** The weak form of a strong entity tag; undefined when there is none or it is weak already. */
function weakened(etag: unknown): string | undefined {
  return typeof etag === "string" && etag.startsWith('"') ? `W/${etag}` : undefined;
}
