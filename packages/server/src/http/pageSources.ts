import type { FastifyReply } from "fastify";

/**
 * Adds `sources` to the given fetch directives of the answer's CSP, beside what they allow already (a tenant's
 * third-party map tile hosts, decision 081). A directive the policy does not have is left to `default-src`.
 */
export function allowSourcesIn(reply: FastifyReply, directives: readonly string[], sources: readonly string[]): void {
  if (sources.length === 0) return;
  const policy = reply.raw.getHeader("content-security-policy");
  if (typeof policy !== "string") return;
  let updated = policy;
  for (const directive of directives) {
    const pattern = new RegExp(`(^|;)(\\s*${directive})(\\s[^;]*)?(?=;|$)`, "i");
    updated = updated.replace(pattern, (_match, start: string, name: string, values = "") => {
      const present = new Set(values.trim().split(/\s+/));
      const added = sources.filter((source) => !present.has(source));
      return `${start}${name}${values}${added.length > 0 ? ` ${added.join(" ")}` : ""}`;
    });
  }
  reply.raw.setHeader("content-security-policy", updated);
}
