import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers for every response. Styles allow 'unsafe-inline' because
 * MUI (emotion) injects style elements at run time; tenant logos may live on
 * any https host, so images allow https:; the web app may call the identity
 * provider's origin, and the Canvas Debugger the developer's local editor link (docs/editor-link.md). Inline scripts
 * run only by their hash: the web app page's boot script (decision 072).
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  identityIssuer: string,
  inlineScriptHashes: () => readonly string[],
  editorLinkUrl?: string,
): Promise<void> {
  // The SPA talks to the identity provider (discovery, token, renewal), which may sit on another origin.
  const issuerOrigin = new URL(identityIssuer).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // Asked per answer: a rebuild under a running server brings its own page.
        "script-src": [() => ["'self'", ...inlineScriptHashes()].join(" ")],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", issuerOrigin, ...(editorLinkUrl ? [new URL(editorLinkUrl).origin] : [])],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
