import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import type Provider from "oidc-provider";

/**
 * Serves the OpenID Connect provider under /oidc. The provider is a Koa app
 * that reads request bodies itself, so this scope leaves bodies unparsed and
 * hands the raw request over, with the mount path stripped the way Express
 * and Koa mounting do (`originalUrl` keeps the full path for URLs it builds).
 */
export async function mountProvider(app: FastifyInstance, provider: Provider): Promise<void> {
  const handle = provider.callback();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));
  app.all("/oidc/*", { schema: { hide: true } }, (request, reply) => {
    reply.hijack();
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? "/oidc";
    raw.originalUrl = url;
    raw.url = url.slice("/oidc".length) || "/";
    void handle(raw, reply.raw);
  });
}
