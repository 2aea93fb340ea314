import type { FastifyReply } from "fastify";

const FRAME_ANCESTORS = /(^|;)\s*frame-ancestors[^;]*/i;

/**
 * Lets the pages of `origins` frame this answer (a tenant's embedding setting, decision 078): its CSP's
 * `frame-ancestors` names them beside 'self', and X-Frame-Options, which cannot name them and would contradict the
 * CSP in browsers that read it first, is dropped. Without origins the answer keeps the default: 'self' only.
 */
export function allowFramingBy(reply: FastifyReply, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const policy = reply.raw.getHeader("content-security-policy");
  if (typeof policy !== "string") return;
  const directive = `frame-ancestors ${["'self'", ...origins].join(" ")}`;
  const updated = FRAME_ANCESTORS.test(policy)
    ? policy.replace(FRAME_ANCESTORS, (_match, start: string) => `${start}${start ? " " : ""}${directive}`)
    : `${policy};${directive}`;
  reply.raw.setHeader("content-security-policy", updated);
  reply.raw.removeHeader("x-frame-options");
}
