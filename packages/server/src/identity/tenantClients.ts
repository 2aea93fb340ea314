import type { ClientMetadata } from "oidc-provider";
import type { IdentityConfig, ServerConfig } from "../config";
import type { TenantRepository } from "../tenants/repository";
import type { Tenant } from "../tenants/tenant";

const CLIENT_PREFIX = "storyframe-";

/** The SPA's client id: one public client per tenant at the embedded provider. */
export function spaClientId(identity: IdentityConfig, domainName: string): string {
  return identity.embedded ? `${CLIENT_PREFIX}${domainName}` : (identity.externalClientId ?? "");
}

export function domainOfClientId(clientId: string): string | undefined {
  return clientId.startsWith(CLIENT_PREFIX) ? clientId.slice(CLIENT_PREFIX.length) : undefined;
}

/**
 * The origins a tenant's SPA is served from: each of its host names with the
 * scheme and port of the public URL, plus the public URL itself when the
 * tenant owns its host name.
 */
function tenantOrigins(tenant: Tenant, publicUrl: string): string[] {
  const base = new URL(publicUrl);
  return tenant.hostnames.map((hostname) => {
    const url = new URL(base.origin);
    url.hostname = hostname;
    return url.origin;
  });
}

/** The public OpenID Connect client of a tenant's SPA: code flow with PKCE, refresh tokens, no secret. */
export function tenantClientMetadata(tenant: Tenant, config: ServerConfig): ClientMetadata {
  const origins = tenantOrigins(tenant, config.publicUrl);
  return {
    client_id: spaClientId(config.identity, tenant.domainName),
    client_name: tenant.tenantName,
    token_endpoint_auth_method: "none",
    application_type: "web",
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    redirect_uris: origins.map((origin) => `${origin}/login-callback`),
    post_logout_redirect_uris: origins.map((origin) => `${origin}/logout-callback`),
  };
}

/** Finds the client metadata for a client id, or undefined for an unknown tenant. */
export async function findTenantClient(
  clientId: string,
  tenants: TenantRepository,
  config: ServerConfig,
): Promise<ClientMetadata | undefined> {
  const domainName = domainOfClientId(clientId);
  const tenant = domainName ? await tenants.findByDomain(domainName) : undefined;
  return tenant ? tenantClientMetadata(tenant, config) : undefined;
}
