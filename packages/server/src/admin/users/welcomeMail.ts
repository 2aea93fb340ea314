import type { IdentityConfig } from "../../config";
import type { IdentityService, Invitee } from "../../identity/service";
import { spaClientId } from "../../identity/tenantClients";
import type { Mailer } from "../../mail/mailer";
import type { TenantRepository } from "../../tenants/repository";

export type WelcomeMailOptions = {
  identity: IdentityService;
  tenants: TenantRepository;
  mailer: Mailer;
  identityConfig: IdentityConfig;
  publicUrl: string;
};

/**
 * The welcome e-mail of a new user. With the embedded provider it carries a
 * one-time sign-up link (the user chooses a password); with an external
 * identity provider the user signs in there, so it links to the app.
 */
export class WelcomeMail {
  constructor(private readonly options: WelcomeMailOptions) {}

  async send(domainName: string, user: Invitee): Promise<void> {
    const { tenants, identity, identityConfig, mailer, publicUrl } = this.options;
    const tenant = await tenants.findByDomain(domainName);
    if (!tenant) return;
    if (identityConfig.embedded) {
      await identity.invite(tenant, user, spaClientId(identityConfig, domainName));
      return;
    }
    await mailer.send({
      to: user.emailAddress,
      subject: `Welcome to ${tenant.tenantName}`,
      text: [
        `Hello ${user.name},`,
        "",
        `You have been given access to ${tenant.tenantName}. Sign in with your organisation account at:`,
        "",
        publicUrl,
      ].join("\n"),
    });
  }
}
