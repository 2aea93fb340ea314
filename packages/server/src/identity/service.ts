import type { AccessRepository } from "../admin/access/repository";
import type { UserAccount, UsersRepository } from "../admin/users/repository";
import type { Mailer } from "../mail/mailer";
import type { Tenant } from "../tenants/tenant";
import type { OneTimeTokens } from "./oneTimeTokens";
import { hashPassword, passwordProblem, verifyAgainstDecoy, verifyPassword } from "./passwords";
import { SignInThrottle, TOO_MANY_ATTEMPTS } from "./signInThrottle";

export const WRONG_CREDENTIALS = "The e-mail address or password is incorrect.";
export const RESET_LINK_SENT =
  "If an account exists for that e-mail address, we have sent it a link to choose a new password. The link works once, for one hour.";
export const LINK_INVALID = "This link is invalid, has expired or has already been used. Please ask for a new one.";

/** Whom an invitation goes to. */
export type Invitee = Pick<UserAccount, "id" | "name" | "emailAddress">;

export type SignInResult = { ok: true; user: UserAccount } | { ok: false; message: string };
export type ChangeResult = { ok: true; user: UserAccount } | { ok: false; message: string; field?: string };

/**
 * Local accounts: sign-in with throttling, password reset, sign-up of invited
 * users, profile changes. Users are read through the admin area's access
 * reads; only the user's own name and password are written here.
 */
export class IdentityService {
  constructor(
    private readonly access: AccessRepository,
    private readonly users: UsersRepository,
    private readonly tokens: OneTimeTokens,
    private readonly throttle: SignInThrottle,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  async signIn(tenant: Tenant, email: string, password: string, address: string): Promise<SignInResult> {
    const keys = SignInThrottle.keysFor(tenant.domainName, email, address);
    const verdict = await this.throttle.verdict(keys);
    if (verdict.refused) return { ok: false, message: TOO_MANY_ATTEMPTS };
    if (verdict.delayMs > 0) await this.sleep(verdict.delayMs);

    const user = await this.access.findUserByEmail(tenant.domainName, email);
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDecoy(password);
    if (!user || !valid) {
      await this.throttle.recordFailure(keys);
      return { ok: false, message: WRONG_CREDENTIALS };
    }
    await this.throttle.clearSignedIn(keys);
    return { ok: true, user };
  }

  /** Sends a reset link when the account exists; the caller always shows RESET_LINK_SENT. */
  async requestPasswordReset(tenant: Tenant, email: string, clientId: string): Promise<void> {
    const user = await this.access.findUserByEmail(tenant.domainName, email);
    if (!user) return;
    const token = await this.tokens.issue("password-reset", user.id);
    const link = `${this.publicUrl}/oidc/password-reset/confirm?token=${encodeURIComponent(token)}&client_id=${encodeURIComponent(clientId)}`;
    await this.mailer.send({
      to: user.emailAddress,
      subject: `Reset your ${tenant.tenantName} password`,
      text: [
        `Hello ${user.name},`,
        "",
        `Someone asked to reset the password of your ${tenant.tenantName} account. To choose a new password, open:`,
        "",
        link,
        "",
        "The link works once, for one hour. If you did not ask for this, ignore this message: your password stays as it is.",
      ].join("\n"),
    });
  }

  /** Sends the welcome e-mail with a sign-up link to a user who has no password yet. */
  async invite(tenant: Tenant, user: Invitee, clientId: string): Promise<void> {
    const token = await this.tokens.issue("invitation", user.id);
    const link = `${this.publicUrl}/oidc/signup?token=${encodeURIComponent(token)}&client_id=${encodeURIComponent(clientId)}`;
    await this.mailer.send({
      to: user.emailAddress,
      subject: `Welcome to ${tenant.tenantName}`,
      text: [
        `Hello ${user.name},`,
        "",
        `You have been invited to ${tenant.tenantName}. To choose your password and sign in, open:`,
        "",
        link,
        "",
        "The link works once, for seven days.",
      ].join("\n"),
    });
  }

  /** A user by id, as their token names them. */
  findUser(userId: string): Promise<UserAccount | undefined> {
    return this.access.findUserById(userId);
  }

  async userForToken(purpose: "password-reset" | "invitation", token: string): Promise<UserAccount | undefined> {
    const userId = await this.tokens.peek(purpose, token);
    return userId ? this.access.findUserById(userId) : undefined;
  }

  async resetPassword(token: string, password: string, confirmation: string): Promise<ChangeResult> {
    const problem = newPasswordProblem(password, confirmation);
    if (problem) return problem;
    const userId = await this.tokens.consume("password-reset", token);
    const user = userId ? await this.access.findUserById(userId) : undefined;
    if (!user) return { ok: false, message: LINK_INVALID };
    await this.users.setPassword(user.id, await hashPassword(password), new Date().toISOString());
    await this.throttle.clearAccount(SignInThrottle.accountKey(user.domainName, user.emailAddress));
    return { ok: true, user };
  }

  async signUp(token: string, name: string, password: string, confirmation: string): Promise<ChangeResult> {
    if (name.trim() === "") return { ok: false, message: "Please enter your name.", field: "name" };
    const problem = newPasswordProblem(password, confirmation);
    if (problem) return problem;
    const userId = await this.tokens.consume("invitation", token);
    const user = userId ? await this.access.findUserById(userId) : undefined;
    if (!user) return { ok: false, message: LINK_INVALID };
    const now = new Date().toISOString();
    await this.users.setName(user.id, name.trim(), now);
    await this.users.setPassword(user.id, await hashPassword(password), now);
    return { ok: true, user: { ...user, name: name.trim() } };
  }

  async updateProfile(
    userId: string,
    change: { name: string; currentPassword: string; newPassword: string; confirmation: string },
  ): Promise<ChangeResult> {
    const user = await this.access.findUserById(userId);
    if (!user) return { ok: false, message: "Your account no longer exists." };
    if (change.name.trim() === "") return { ok: false, message: "Please enter your name.", field: "name" };
    const now = new Date().toISOString();
    if (change.newPassword !== "") {
      const valid = user.passwordHash ? await verifyPassword(user.passwordHash, change.currentPassword) : false;
      if (!valid) return { ok: false, message: "The current password is incorrect.", field: "currentPassword" };
      const problem = newPasswordProblem(change.newPassword, change.confirmation);
      if (problem) return problem;
      await this.users.setPassword(user.id, await hashPassword(change.newPassword), now);
    }
    await this.users.setName(user.id, change.name.trim(), now);
    return { ok: true, user: { ...user, name: change.name.trim() } };
  }
}

function newPasswordProblem(password: string, confirmation: string): ChangeResult | null {
  const problem = passwordProblem(password);
  if (problem) return { ok: false, message: problem, field: "password" };
  if (password !== confirmation)
    return { ok: false, message: "The two passwords do not match.", field: "confirmation" };
  return null;
}
