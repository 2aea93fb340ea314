import { createHash } from "node:crypto";

/**
 * A CSP source for an origin the page's form may lead on to. CSP host sources
 * have no syntax for IP literals in brackets, so Chromium ignores
 * `http://[::1]:3100` as an invalid source; such an origin can only be allowed
 * by its scheme.
 */
function formTargetSource(origin: string): string {
  const url = new URL(origin);
  return url.hostname.startsWith("[") ? url.protocol : url.origin;
}

/**
 * The `form-action` directive of a provider page: the page's own origin, the
 * issuer (sign-in goes on through the provider's own endpoints), and the
 * address the form finally leads to — the redirect URI the request itself
 * named, so every host name of a tenant signs in and out on its own host.
 * A redirect after a form post is checked against `form-action` too.
 */
function formAction(targets: readonly (string | undefined)[]): string {
  const sources = new Set(["'self'"]);
  for (const target of targets) {
    const origin = originOf(target);
    if (origin) sources.add(formTargetSource(origin));
  }
  return `form-action ${[...sources].join(" ")}`;
}

/** `policy` with its `form-action` directive replaced (or added) for the given form targets. */
export function withFormAction(policy: string, formTargets: readonly (string | undefined)[]): string {
  const directives = policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && !directive.startsWith("form-action"));
  return [...directives, formAction(formTargets)].join("; ");
}

function originOf(address: string | undefined): string | undefined {
  if (!address || !URL.canParse(address)) return undefined;
  const url = new URL(address);
  return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
}

/**
 * The policy of the identity pages: no scripts but the one named (by hash),
 * inline styles for the tenant's colours, images for its logo, and forms that
 * post to themselves or lead on to the provider and the tenant's application.
 */
export function identityPageCsp(formTargets: readonly (string | undefined)[], script?: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data: https:",
    ...(script ? [`script-src 'sha256-${createHash("sha256").update(script).digest("base64")}'`] : []),
    formAction(formTargets),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}
