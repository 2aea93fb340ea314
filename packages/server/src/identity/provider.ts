import type { Kysely } from "kysely";
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from "oidc-provider";
import type { AccessRepository } from "../admin/access/repository";
import type { ServerConfig } from "../config";
import type { Database } from "../db/schema";
import { compressProviderAnswers } from "../http/compression";
import type { TenantRepository } from "../tenants/repository";
import { identityClaimsFor } from "./identityClaims";
import { createOidcAdapter } from "./oidcAdapter";
import { withFormAction } from "./pages/pageCsp";
import { brandingOfClient, logoutPageCsp, renderLogoutPage, renderProviderError } from "./pages/providerPages";
import type { SigningKeys } from "./signingKeys";
import { findTenantClient } from "./tenantClients";

const SCOPES = "openid offline_access";
const DAY = 24 * 60 * 60;

export type IdentityProviderDeps = {
  config: ServerConfig;
  db: Kysely<Database>;
  keys: SigningKeys;
  cookieKeys: string[];
  tenants: TenantRepository;
  access: AccessRepository;
};

/**
 * The embedded OpenID Connect provider (oidc-provider): authorization code
 * with PKCE for each tenant's public SPA client, refresh tokens, RP-initiated
 * logout, and JWT access tokens for the Storyframe API that carry the
 * platform's identity claims.
 */
export function createIdentityProvider(deps: IdentityProviderDeps): Provider {
  const { config, db, keys, tenants, access } = deps;
  const { audience, accessTokenTtlSeconds } = config.identity;
  const DatabaseAdapter = createOidcAdapter(db);

  const configuration: Configuration = {
    adapter: (model: string) =>
      model === "Client"
        ? {
            find: (id: string) => findTenantClient(id, tenants, config),
            upsert: async () => {},
            findByUid: async () => undefined,
            findByUserCode: async () => undefined,
            consume: async () => {},
            destroy: async () => {},
            revokeByGrantId: async () => {},
          }
        : new DatabaseAdapter(model),
    jwks: { keys: keys.privateJwks },
    cookies: { keys: deps.cookieKeys },
    scopes: SCOPES.split(" "),
    claims: { openid: ["sub", "name", "email"] },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const user = await access.findUserById(sub);
      if (!user) return undefined;
      return { accountId: user.id, claims: async () => ({ sub: user.id, name: user.name, email: user.emailAddress }) };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          // The provider has checked that this address is one of the client's post-logout redirect URIs.
          const target = ctx.oidc.params?.post_logout_redirect_uri;
          ctx.set("Content-Security-Policy", logoutPageCsp(typeof target === "string" ? target : undefined));
          ctx.type = "html";
          ctx.body = renderLogoutPage(await brandingOfClient(ctx.oidc.client?.clientId, tenants), form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = "html";
          ctx.body = renderProviderError(await brandingOfClient(ctx.oidc.client?.clientId, tenants), {
            title: "Signed out",
            message: "You have been signed out.",
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: SCOPES,
            audience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: "jwt",
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== "AccessToken" || !("accountId" in token) || typeof token.accountId !== "string")
        return undefined;
      const user = await access.findUserById(token.accountId);
      const tenant = user ? await tenants.findByDomain(user.domainName) : undefined;
      if (!user || !tenant) return undefined;
      return identityClaimsFor(await access.loadAccess(user), tenant.tenantName);
    },
    // First-party SPA clients: access is granted without a consent screen.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existingId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existingId) {
        const existing = await ctx.oidc.provider.Grant.find(existingId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES);
      grant.addResourceScope(audience, SCOPES);
      await grant.save();
      return grant;
    },
    // The SPA asks for offline_access without prompt=consent (which OpenID Connect would require for it):
    // its own tenant's first-party client always gets a refresh token for silent renewal.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri: string) => new URL(uri).origin === origin) ?? false,
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      RefreshToken: 14 * DAY,
      Session: 14 * DAY,
      Grant: 14 * DAY,
    },
    renderError: async (ctx, out) => {
      ctx.type = "html";
      ctx.body = renderProviderError(await brandingOfClient(ctx.oidc?.client?.clientId, tenants), {
        title: "Sign-in could not continue",
        message: String(out.error_description ?? out.error ?? "The request could not be completed."),
      });
    },
  };

  const provider = new Provider(config.identity.issuer, configuration);
  provider.proxy = config.trustProxy;
  provider.use(compressProviderAnswers);
  provider.use(letSignOutFormsLeadBack);
  return provider;
}

/**
 * Sign-out posts a form to the provider, which then redirects to the post-logout address the request named, and
 * a redirect after a form post is checked against `form-action`. Without a provider session the provider answers
 * with its own auto-submitting form under the application's policy; let that form lead back to the tenant host
 * the user signed out from, as the branded sign-out page does.
 */
async function letSignOutFormsLeadBack(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
  await next();
  if (ctx.oidc?.route !== "end_session") return;
  const policy = ctx.response.get("content-security-policy");
  // Validated by the provider: undefined unless it is one of the client's post-logout redirect URIs.
  const target = ctx.oidc.params?.post_logout_redirect_uri;
  if (policy && typeof target === "string") ctx.set("content-security-policy", withFormAction(policy, [target]));
}
