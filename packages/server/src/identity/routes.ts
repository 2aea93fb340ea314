import formbody from "@fastify/formbody";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type Provider from "oidc-provider";
import { errors as oidcErrors } from "oidc-provider";
import { z } from "zod";
import type { ServerConfig } from "../config";
import type { TenantRepository } from "../tenants/repository";
import type { Tenant } from "../tenants/tenant";
import { messagePanel, newPasswordForm, profileForm, resetRequestForm, signInForm } from "./pages/forms";
import type { SafeHtml } from "./pages/html";
import { type Branding, DEFAULT_BRANDING, renderPage } from "./pages/layout";
import { identityPageCsp } from "./pages/pageCsp";
import { type IdentityService, LINK_INVALID, RESET_LINK_SENT } from "./service";
import { domainOfClientId, tenantClientMetadata } from "./tenantClients";

/** Reads a form or query; a body that is not an object at all reads as an empty form. */
function readFields<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input ?? {});
  return parsed.success ? parsed.data : schema.parse({});
}

type ChangeProblem = { message: string; field?: string | undefined };

export type InteractionRoutesOptions = {
  provider: Provider;
  identity: IdentityService;
  tenants: TenantRepository;
  config: ServerConfig;
};

/** A form or query field: anything that is not one short text (missing, repeated, too long) reads as empty, which the pages then explain. */
const text = z.string().max(500).catch("");
const loginBody = z.object({ email: text, password: text });
const clientQuery = z.object({ client_id: text });
const tokenQuery = z.object({ token: text, client_id: text });
const resetBody = z.object({ client_id: text, email: text });
const newPasswordBody = z.object({ token: text, client_id: text, name: text, password: text, confirmation: text });
const profileBody = z.object({
  client_id: text,
  name: text,
  currentPassword: text,
  newPassword: text,
  confirmation: text,
});

/**
 * The identity provider's own pages: sign-in (the provider's login prompt),
 * password reset by e-mailed link, sign-up of invited users and profile edit.
 * Server-rendered and tenant-branded; they work without JavaScript.
 */
export async function interactionRoutes(app: FastifyInstance, options: InteractionRoutesOptions): Promise<void> {
  const { provider, identity, tenants, config } = options;
  await app.register(formbody);
  // These are pages for people, not API: keep them out of the OpenAPI document.
  app.addHook("onRoute", (route) => {
    route.schema = { ...route.schema, hide: true };
  });

  const tenantOfClient = async (clientId: string): Promise<Tenant | undefined> => {
    const domainName = domainOfClientId(clientId);
    return domainName ? tenants.findByDomain(domainName) : undefined;
  };
  const brandingOf = (tenant: Tenant | undefined): Branding =>
    tenant
      ? { tenantName: tenant.tenantName, logoUrl: tenant.logoUrl, primaryColor: tenant.settings.primaryColor }
      : DEFAULT_BRANDING;
  const appUrlOf = (tenant: Tenant): string => {
    const [callback] = tenantClientMetadata(tenant, config).redirect_uris ?? [];
    return callback ? new URL(callback).origin : config.publicUrl;
  };
  /** A page whose forms post to itself only; links back to the application are not form targets. */
  const send = (reply: FastifyReply, tenant: Tenant | undefined, title: string, body: SafeHtml, status = 200) =>
    sendPage(reply, tenant, title, body, status, []);
  /**
   * The sign-in page: its form goes on through the provider to the redirect URI of this sign-in (which the
   * provider has checked is one of the tenant's), so sign-in works on whichever host name of the tenant started it.
   */
  const sendSignIn = (
    reply: FastifyReply,
    details: { params: Record<string, unknown> },
    tenant: Tenant | undefined,
    body: SafeHtml,
    status = 200,
  ) => {
    const redirectUri = details.params.redirect_uri;
    const targets = [config.identity.issuer, typeof redirectUri === "string" ? redirectUri : undefined];
    return sendPage(reply, tenant, "Sign in", body, status, targets);
  };
  const sendPage = (
    reply: FastifyReply,
    tenant: Tenant | undefined,
    title: string,
    body: SafeHtml,
    status: number,
    formTargets: (string | undefined)[],
  ) =>
    reply
      .status(status)
      .header("cache-control", "no-store")
      .header("content-security-policy", identityPageCsp(formTargets))
      .type("text/html; charset=utf-8")
      .send(renderPage(brandingOf(tenant), title, body));
  const unknownApplication = (reply: FastifyReply) =>
    send(
      reply,
      undefined,
      "Unknown application",
      messagePanel({ title: "Unknown application", message: "This link does not belong to a known application." }),
      400,
    );
  const expiredSignIn = (reply: FastifyReply) =>
    send(
      reply,
      undefined,
      "Sign-in expired",
      messagePanel({
        title: "This sign-in has expired",
        message: "Sign-in pages are valid for one hour. Please go back to the application and sign in again.",
      }),
      400,
    );

  /** The provider's sign-in in progress, or undefined when it has expired (the caller then shows `expiredSignIn`). */
  const interactionOf = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch (error) {
      if (error instanceof oidcErrors.SessionNotFound) return undefined;
      throw error;
    }
  };

  app.get<{ Params: { uid: string } }>("/oidc/interaction/:uid", async (request, reply) => {
    const details = await interactionOf(request, reply);
    if (!details) return expiredSignIn(reply);
    const tenant = await tenantOfClient(String(details.params.client_id ?? ""));
    if (details.prompt.name !== "login") {
      // Consent is implied for the tenant's own application.
      const grantId = details.grantId;
      const returnTo = await provider.interactionResult(request.raw, reply.raw, {
        consent: grantId ? { grantId } : {},
      });
      return reply.redirect(returnTo, 303);
    }
    const clientId = String(details.params.client_id ?? "");
    return sendSignIn(
      reply,
      details,
      tenant,
      signInForm({
        action: `/oidc/interaction/${details.uid}/login`,
        email: String(details.params.login_hint ?? ""),
        resetUrl: `/oidc/password-reset?client_id=${encodeURIComponent(clientId)}`,
      }),
    );
  });

  app.post<{ Params: { uid: string } }>("/oidc/interaction/:uid/login", async (request, reply) => {
    const body = readFields(loginBody, request.body);
    const details = await interactionOf(request, reply);
    if (!details) return expiredSignIn(reply);
    const clientId = String(details.params.client_id ?? "");
    const tenant = await tenantOfClient(clientId);
    if (!tenant) return unknownApplication(reply);
    const email = body.email.trim();
    const password = body.password;
    const form = (error: string) =>
      signInForm({
        action: `/oidc/interaction/${details.uid}/login`,
        email,
        error,
        resetUrl: `/oidc/password-reset?client_id=${encodeURIComponent(clientId)}`,
      });
    if (email === "" || password === "") {
      return sendSignIn(reply, details, tenant, form("Please enter your e-mail address and password."), 400);
    }
    const result = await identity.signIn(tenant, email, password, request.ip);
    if (!result.ok) return sendSignIn(reply, details, tenant, form(result.message), 401);
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId: result.user.id } },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });

  app.get("/oidc/password-reset", async (request, reply) => {
    const { client_id: clientId } = readFields(clientQuery, request.query);
    const tenant = await tenantOfClient(clientId);
    if (!tenant) return unknownApplication(reply);
    return send(
      reply,
      tenant,
      "Reset your password",
      resetRequestForm({ action: "/oidc/password-reset", clientId, email: "", backUrl: appUrlOf(tenant) }),
    );
  });

  app.post("/oidc/password-reset", async (request, reply) => {
    const body = readFields(resetBody, request.body);
    const tenant = await tenantOfClient(body.client_id);
    if (!tenant) return unknownApplication(reply);
    if (!/^[^\s@]+@[^\s@]+$/.test(body.email.trim())) {
      return send(
        reply,
        tenant,
        "Reset your password",
        resetRequestForm({
          action: "/oidc/password-reset",
          clientId: body.client_id,
          email: body.email,
          error: "Please enter a valid e-mail address.",
          backUrl: appUrlOf(tenant),
        }),
        400,
      );
    }
    await identity.requestPasswordReset(tenant, body.email.trim(), body.client_id);
    return send(
      reply,
      tenant,
      "Check your e-mail",
      messagePanel({
        title: "Check your e-mail",
        message: RESET_LINK_SENT,
        link: { href: appUrlOf(tenant), label: `Back to ${tenant.tenantName}` },
      }),
    );
  });

  const tokenPage = (
    purpose: "password-reset" | "invitation",
    copy: { path: string; title: string; lead: string; submit: string; done: string; doneMessage: string },
  ) => {
    /** The tenant and the user of a link, or the page that explains why the link cannot be used. */
    const linkOf = async (reply: FastifyReply, clientId: string, token: string) => {
      const tenant = await tenantOfClient(clientId);
      if (!tenant) return { page: unknownApplication(reply) };
      const user = token ? await identity.userForToken(purpose, token) : undefined;
      if (!user || user.domainName !== tenant.domainName) {
        return {
          page: send(reply, tenant, copy.title, messagePanel({ title: copy.title, message: LINK_INVALID }), 400),
        };
      }
      return { tenant, user };
    };
    const form = (fields: { token: string; clientId: string; email: string; name: string }, problem?: ChangeProblem) =>
      newPasswordForm({
        title: copy.title,
        lead: copy.lead,
        action: copy.path,
        hidden: { token: fields.token, client_id: fields.clientId },
        email: fields.email,
        ...(purpose === "invitation" ? { name: fields.name } : {}),
        submit: copy.submit,
        ...(problem
          ? problem.field
            ? { errors: { [problem.field]: problem.message } }
            : { error: problem.message }
          : {}),
      });

    app.get(copy.path, async (request, reply) => {
      const query = readFields(tokenQuery, request.query);
      const link = await linkOf(reply, query.client_id, query.token);
      if (!link.user) return link.page;
      const fields = {
        token: query.token,
        clientId: query.client_id,
        email: link.user.emailAddress,
        name: link.user.name,
      };
      return send(reply, link.tenant, copy.title, form(fields));
    });

    app.post(copy.path, async (request, reply) => {
      const body = readFields(newPasswordBody, request.body);
      const link = await linkOf(reply, body.client_id, body.token);
      if (!link.user) return link.page;
      const { tenant, user } = link;
      const result =
        purpose === "invitation"
          ? await identity.signUp(body.token, body.name, body.password, body.confirmation)
          : await identity.resetPassword(body.token, body.password, body.confirmation);
      if (!result.ok) {
        const fields = { token: body.token, clientId: body.client_id, email: user.emailAddress, name: body.name };
        return send(reply, tenant, copy.title, form(fields, result), 400);
      }
      return send(
        reply,
        tenant,
        copy.done,
        messagePanel({
          title: copy.done,
          message: copy.doneMessage,
          link: { href: appUrlOf(tenant), label: `Continue to ${tenant.tenantName}` },
        }),
      );
    });
  };

  tokenPage("password-reset", {
    path: "/oidc/password-reset/confirm",
    title: "Choose a new password",
    lead: "Choose the password you will sign in with from now on.",
    submit: "Change password",
    done: "Your password has been changed",
    doneMessage: "You can now sign in with your new password.",
  });
  tokenPage("invitation", {
    path: "/oidc/signup",
    title: "Create your account",
    lead: "Check your name and choose a password to finish setting up your account.",
    submit: "Create account",
    done: "Your account is ready",
    doneMessage: "You can now sign in with your e-mail address and the password you chose.",
  });

  const signedInUser = async (request: { raw: import("node:http").IncomingMessage }, reply: FastifyReply) => {
    const ctx = provider.createContext(request.raw, reply.raw);
    const session = await provider.Session.get(ctx);
    return session.accountId ? identity.findUser(session.accountId) : undefined;
  };

  app.get("/oidc/profile", async (request, reply) => {
    const { client_id: clientId } = readFields(clientQuery, request.query);
    const tenant = await tenantOfClient(clientId);
    if (!tenant) return unknownApplication(reply);
    const user = await signedInUser(request, reply);
    if (!user || user.domainName !== tenant.domainName) {
      return send(
        reply,
        tenant,
        "Your profile",
        messagePanel({
          title: "Please sign in first",
          message: "Sign in to the application, then open your profile from the user menu.",
          link: { href: appUrlOf(tenant), label: `Go to ${tenant.tenantName}` },
        }),
        401,
      );
    }
    return send(
      reply,
      tenant,
      "Your profile",
      profileForm({
        action: "/oidc/profile",
        clientId,
        email: user.emailAddress,
        name: user.name,
        appUrl: appUrlOf(tenant),
      }),
    );
  });

  app.post("/oidc/profile", async (request, reply) => {
    const body = readFields(profileBody, request.body);
    const tenant = await tenantOfClient(body.client_id);
    if (!tenant) return unknownApplication(reply);
    const user = await signedInUser(request, reply);
    if (!user || user.domainName !== tenant.domainName)
      return reply.redirect(`/oidc/profile?client_id=${encodeURIComponent(body.client_id)}`, 303);
    const result = await identity.updateProfile(user.id, {
      name: body.name,
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
      confirmation: body.confirmation,
    });
    const common = {
      action: "/oidc/profile",
      clientId: body.client_id,
      email: user.emailAddress,
      appUrl: appUrlOf(tenant),
    };
    if (!result.ok) {
      return send(
        reply,
        tenant,
        "Your profile",
        profileForm({
          ...common,
          name: body.name,
          ...(result.field ? { errors: { [result.field]: result.message } } : { error: result.message }),
        }),
        400,
      );
    }
    return send(
      reply,
      tenant,
      "Your profile",
      profileForm({
        ...common,
        name: result.user.name,
        notice: "Your changes have been saved. A new name shows after your next sign-in or token refresh.",
      }),
    );
  });
}
