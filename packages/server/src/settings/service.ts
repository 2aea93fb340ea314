import { type ClientSettings, DEFAULT_BRANCH, messages, type PageBootstrap } from "@storyframe/core";
import { validBranchName } from "../branches/service";
import type { EditorLinkConfig, IdentityConfig } from "../config";
import { spaClientId } from "../identity/tenantClients";
import { NotFoundError } from "../shared/domainErrors";
import { type TenantDirectory, tenantOfRequest } from "../tenants/directory";
import type { Tenant } from "../tenants/tenant";
import { presentClientSettings, presentTenantTheme } from "./presenter";

type TenantLookup = Pick<TenantDirectory, "byHostname" | "byDomain">;

export type ClientSettingsOptions = {
  tenants: TenantLookup;
  identity: IdentityConfig;
  apiVersion: string;
  environment: string;
  /** Whether the tenant can narrate through the server's speech service (it has a speech key); never the key. */
  cloudSpeech: (domainName: string) => Promise<boolean>;
  /** Whether this server can export storylines (a headless Chromium is configured). */
  exportAvailable?: boolean;
  /** The embedded identity provider's authorization endpoint; null for an external issuer. */
  authorizationEndpoint: string | null;
  /** The Canvas Debugger's editor link; without it the settings do not mention the link. */
  editorLink?: EditorLinkConfig;
};

/** Where a request for client settings came from. */
export type SettingsRequest = {
  /** The host the request named; its tenant answers unless `domainName` names one. */
  hostname: string;
  /** The origin the client used to reach this server, e.g. http://localhost:3000. */
  origin: string;
  domainName?: string | undefined;
  branchName?: string | undefined;
};

/** The client settings of platform-shell §3, for the settings call and for the page the web app starts from. */
export class ClientSettingsService {
  constructor(private readonly options: ClientSettingsOptions) {}

  /** The settings of the tenant named by `domainName`, else of the tenant owning the host; NotFoundError for none. */
  async forRequest(request: SettingsRequest): Promise<ClientSettings> {
    const { domainName, branchName } = request;
    const tenant = await tenantOfRequest(this.options.tenants, request);
    if (!tenant) throw new NotFoundError(messages.tenantNotFound);
    const activeBranch = branchName === undefined ? DEFAULT_BRANCH : validBranchName(branchName, "branchName");
    return this.present(tenant, request, domainName !== undefined, activeBranch);
  }

  /**
   * What the web app's page carries for its host (decision 072): the settings the settings call answers for the
   * host, where sign-in starts, and the tenant's branding as the tenant-theme call answers it. Null for a host no tenant owns: the app then asks, and shows the error.
   */
  async pageBootstrap(request: Pick<SettingsRequest, "hostname" | "origin">): Promise<PageBootstrap | null> {
    const tenant = await this.options.tenants.byHostname(request.hostname);
    if (!tenant) return null;
    return {
      settings: await this.present(tenant, request, false, DEFAULT_BRANCH),
      authorizationEndpoint: this.options.authorizationEndpoint,
      tenantTheme: presentTenantTheme(tenant),
    };
  }

  private async present(
    tenant: Tenant,
    request: Pick<SettingsRequest, "hostname" | "origin">,
    explicitDomain: boolean,
    activeBranch: string,
  ): Promise<ClientSettings> {
    const { identity, apiVersion, environment, editorLink } = this.options;
    return presentClientSettings(tenant, {
      origin: request.origin,
      explicitDomain,
      activeBranch,
      apiVersion,
      environment,
      issuer: identity.issuer,
      clientId: spaClientId(identity, tenant.domainName),
      cloudSpeech: await this.options.cloudSpeech(tenant.domainName),
      exportAvailable: this.options.exportAvailable ?? false,
      editorLink: editorLink && {
        url: editorLink.url,
        // The documentation host shows the product to readers, never a developer's local editor (platform-shell §6).
        offered: !editorLink.documentationHosts.includes(request.hostname.toLowerCase()),
      },
    });
  }
}
