import type { TenantRepository } from "../../tenants/repository";
import { domainOfClientId } from "../tenantClients";
import { html, raw } from "./html";
import { type Branding, DEFAULT_BRANDING, renderPage } from "./layout";
import { identityPageCsp } from "./pageCsp";

/** The branding of the tenant a client belongs to, or the product's own. */
export async function brandingOfClient(clientId: string | undefined, tenants: TenantRepository): Promise<Branding> {
  const domainName = clientId ? domainOfClientId(clientId) : undefined;
  const tenant = domainName ? await tenants.findByDomain(domainName) : undefined;
  return tenant
    ? { tenantName: tenant.tenantName, logoUrl: tenant.logoUrl, primaryColor: tenant.settings.primaryColor }
    : DEFAULT_BRANDING;
}

const SUBMIT_LOGOUT =
  'document.getElementById("op.logoutForm").insertAdjacentHTML("beforeend",\'<input type="hidden" name="logout" value="yes">\');document.getElementById("op.logoutForm").submit();';

/**
 * The content security policy of the sign-out page: only its own submit
 * script may run, and the form may lead on to the post-logout address the
 * request named (the tenant host the user signs out from).
 */
export function logoutPageCsp(postLogoutRedirectUri: string | undefined): string {
  return identityPageCsp([postLogoutRedirectUri], SUBMIT_LOGOUT);
}

/** Sign-out goes through at once (the SPA asked for it); the button is there when scripts are off. */
export function renderLogoutPage(branding: Branding, form: string): string {
  return renderPage(
    branding,
    "Signing out",
    html`<h1>Signing out…</h1>
<p class="lead">One moment while we sign you out.</p>
${raw(form)}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>${raw(SUBMIT_LOGOUT)}</script>`,
  );
}

export function renderProviderError(branding: Branding, content: { title: string; message: string }): string {
  return renderPage(branding, content.title, html`<h1>${content.title}</h1><p class="lead">${content.message}</p>`);
}
