import { hasAllTags, messages, shareLinkMessages } from "@storyframe/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isApiTokenSecret } from "../apiTokens/secrets";
import type { ApiTokenVerifier } from "../apiTokens/verifier";
import { ForbiddenError, RateLimitedError, UnauthenticatedError } from "../shared/domainErrors";
import { isShareLinkSecret } from "../shareLinks/secrets";
import type { ShareLinkService } from "../shareLinks/service";
import type { TenantDirectory } from "../tenants/directory";
import type { Principal } from "./principal";
import type { TokenVerifier } from "./tokenVerifier";
import type { SharedUserRateLimit } from "./userRateLimit";

/** What a route needs from its caller. Routes without it are public (settings, health, documentation). */
type RouteAccess = {
  /** Every one of these effective tags is required; [] means any signed-in user. */
  tags: readonly string[];
  /** The tenant's anonymous user may call it (only when the route needs no tags and the tenant allows it). */
  allowAnonymous?: boolean;
  /** A share link's bearer may call it (decision 078); the route then confines it to the link's grant. */
  allowShareLink?: boolean;
};

export type AccessRoute = { method: string; url: string; access: RouteAccess };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every route that declares access, for the authorization matrix. */
    accessRoutes: AccessRoute[];
  }
}

const messagesOfAccess = {
  authenticationRequired: "Authentication is required.",
  otherTenant: "This token belongs to another tenant.",
  missingTags: (tags: readonly string[]) => `You do not have permission for this: it needs ${tags.join(", ")}.`,
};

/** Domain names a request names explicitly (path or query); each must be the caller's own tenant. */
function namedDomains(request: FastifyRequest): string[] {
  const sources = [request.params, request.query] as unknown[];
  return sources.flatMap((source) => {
    if (typeof source !== "object" || source === null) return [];
    const record = source as Record<string, unknown>;
    return ["domainName", "DomainName", "domain"].flatMap((key) =>
      typeof record[key] === "string" ? [record[key]] : [],
    );
  });
}

/**
 * Enforces each route's declared access before anything else runs: 401 for a
 * missing or invalid token or one whose user was deleted or changed since it
 * was issued, 403 for another tenant's token or missing tags, 429 (with
 * Retry-After) past the caller's own budget, which refused calls spend too.
 */
export function installAccessControl(
  app: FastifyInstance,
  verifier: TokenVerifier,
  tenants: TenantDirectory,
  userRateLimit: Pick<SharedUserRateLimit, "take">,
  /** Verifies API tokens (`sf_pat_…`, `sf_sat_…`, decision 077); they are read afresh on every request. */
  apiTokens: Pick<ApiTokenVerifier, "verify">,
  /** Resolves share links' bearers (`sf_share_…`, decision 078). */
  shareLinks?: Pick<ShareLinkService, "principalOf">,
): void {
  app.decorateRequest("principal", null);
  app.decorate("accessRoutes", [] as AccessRoute[]);
  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    if (!access) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== "HEAD") app.accessRoutes.push({ method, url: route.url, access });
  });

  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const hostTenant = await tenants.byHostname(request.hostname);
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : undefined;

    let principal: Principal;
    if (token && shareLinks && isShareLinkSecret(token)) {
      // A share link's bearer: no tags, and only the routes that confine it to its link (decision 078).
      principal = await shareLinks.principalOf(token, hostTenant?.domainName ?? null, hostTenant?.tenantName ?? "");
      if (!access.allowShareLink) throw new ForbiddenError(shareLinkMessages.notForLinks);
    } else if (!token) {
      if (!(access.allowAnonymous && access.tags.length === 0 && hostTenant?.allowAnonymousAuthentication)) {
        throw new UnauthenticatedError(messagesOfAccess.authenticationRequired);
      }
      principal = anonymousPrincipal(hostTenant.domainName, hostTenant.tenantName);
    } else {
      const expectedDomain = hostTenant?.domainName ?? namedDomains(request)[0] ?? "";
      const result = isApiTokenSecret(token)
        ? await apiTokens.verify(token, expectedDomain)
        : await verifier.verify(token, expectedDomain);
      if (!result.ok) throw new UnauthenticatedError(`${messagesOfAccess.authenticationRequired} ${result.reason}`);
      principal = result.principal;
    }

    // Counted before any refusal below, so probing with a valid token spends the caller's budget too.
    // A service account's token has no user: it spends a budget of its own.
    const budgetKey =
      principal.userId ??
      (principal.apiToken ? `api-token:${principal.apiToken.id}` : undefined) ??
      `anonymous:${request.ip}`;
    const budget = await userRateLimit.take(budgetKey);
    if (!budget.allowed) throw new RateLimitedError(messages.rateLimitExceeded, budget.retryAfterSeconds);

    const foreign =
      (hostTenant && hostTenant.domainName !== principal.domainName) ||
      namedDomains(request).some((domain) => domain !== principal.domainName);
    if (foreign) throw new ForbiddenError(messagesOfAccess.otherTenant);
    if (token && !principal.apiToken) {
      // After the tenant check: a token of another tenant is refused as such whatever its user.
      const current = await verifier.recheck(token, principal, principal.domainName);
      if (!current.ok) throw new UnauthenticatedError(`${messagesOfAccess.authenticationRequired} ${current.reason}`);
      principal = current.principal;
    }
    if (!hasAllTags(principal.effectiveTags, access.tags))
      throw new ForbiddenError(messagesOfAccess.missingTags(access.tags));
    request.principal = principal;
  });
}

function anonymousPrincipal(domainName: string, tenantName: string): Principal {
  return {
    kind: "anonymous",
    userId: null,
    domainName,
    tenantName,
    name: "Anonymous",
    email: null,
    roles: [],
    allowedTags: [],
    deniedTags: [],
    effectiveTags: [],
    userMetadata: [],
    accessVersion: null,
    resolvedByEmail: false,
  };
}

/** The principal of a route that declared access (the hook has run). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error("principalOf() called on a route without declared access.");
  return request.principal;
}
