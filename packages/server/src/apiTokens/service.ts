import { randomUUID } from "node:crypto";
import {
  API_TOKEN_PREFIXES,
  type ApiToken,
  type apiTokenCreateSchema,
  apiTokenMessages,
  type CreatedApiToken,
  type ServiceAccount,
  type serviceAccountCreateSchema,
} from "@storyframe/core";
import type { z } from "zod";
import type { AccessRepository } from "../admin/access/repository";
import { AuditRepository } from "../admin/audit/repository";
import type { Actor } from "../admin/shared/actor";
import { type Executor, isUniqueViolation, keyOf } from "../admin/shared/database";
import type { Principal } from "../auth/principal";
import { InvalidError, NotFoundError } from "../shared/domainErrors";
import { presentAccount, presentToken } from "./presenter";
import { type ApiTokenKind, type ApiTokenRecord, ApiTokenRepository } from "./repository";
import { mintSecret } from "./secrets";
import type { ApiTokenVerifier } from "./verifier";

type TokenInput = z.output<typeof apiTokenCreateSchema>;
type AccountInput = z.output<typeof serviceAccountCreateSchema>;

const DAY_MS = 86_400_000;
/** Internal tokens serve one job of the server (an export) and live at most a day. */
const INTERNAL_MAX_TTL_MS = DAY_MS;

const internalMessages = {
  ttl: `An internal token lives between 1 ms and ${INTERNAL_MAX_TTL_MS} ms.`,
  noUser: (userId: string) => `No user with id ${userId} in this tenant.`,
} as const;

/**
 * The one owner of API tokens and service accounts: who may create which
 * token with which tags, listing and revocation, and the audit rows of each.
 * Verification of a presented token lives in `verifier.ts`.
 */
export class ApiTokenService {
  constructor(
    private readonly db: Executor,
    private readonly access: AccessRepository,
    /** Checks a presented token; access control calls it for every `sf_…` bearer token. */
    readonly verifier: ApiTokenVerifier,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The caller's own personal tokens that have not expired, newest first. */
  async listPersonal(actor: Actor): Promise<ApiToken[]> {
    if (actor.id === null) return [];
    const rows = await new ApiTokenRepository(this.db).list(
      actor.domainName,
      { kind: "personal", userId: actor.id },
      this.now().toISOString(),
    );
    return rows.map(presentToken);
  }

  /** A personal token for the caller, with a subset of the caller's effective tags. */
  async createPersonal(actor: Actor, input: TokenInput): Promise<CreatedApiToken> {
    if (actor.id === null) throw new InvalidError(undefined, apiTokenMessages.personalNeedsUser);
    assertHeld(actor.effectiveTags, input.tags);
    return this.create(actor, "personal", { userId: actor.id, serviceAccountId: null }, input);
  }

  /** Revokes one of the caller's own personal tokens. */
  async revokePersonal(actor: Actor, id: string): Promise<void> {
    const token = await new ApiTokenRepository(this.db).findById(actor.domainName, id);
    if (token?.kind !== "personal" || token.user_id !== actor.id)
      throw new NotFoundError(apiTokenMessages.tokenNotFound(id));
    await this.revoke(actor, token);
  }

  listAccounts(actor: Actor): Promise<ServiceAccount[]> {
    return new ApiTokenRepository(this.db).listAccounts(actor.domainName).then((rows) => rows.map(presentAccount));
  }

  /** A service account of the tenant, with a subset of the administrator's effective tags. */
  async createAccount(actor: Actor, input: AccountInput): Promise<ServiceAccount> {
    assertHeld(actor.effectiveTags, input.tags);
    const row = {
      id: randomUUID(),
      domain_name: actor.domainName,
      name: input.name,
      name_key: keyOf(input.name),
      description: input.description,
      tags: JSON.stringify(input.tags),
      created_by: actor.name,
      created_at: this.now().toISOString(),
    };
    try {
      await this.db.transaction().execute(async (trx) => {
        await new ApiTokenRepository(trx).insertAccount(row);
        await new AuditRepository(trx, this.now).record(actor, {
          action: "create",
          resourceType: "service-account",
          resourceId: row.id,
          resourceName: row.name,
          before: null,
          after: presentAccount(row),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new InvalidError({ name: [apiTokenMessages.accountNameTaken(input.name)] });
      throw error;
    }
    return presentAccount(row);
  }

  /** Deletes a service account; its tokens stop working at once. */
  async deleteAccount(actor: Actor, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const repository = new ApiTokenRepository(trx);
      const account = await repository.findAccount(actor.domainName, id);
      if (!account) throw new NotFoundError(apiTokenMessages.accountNotFound(id));
      await repository.deleteAccount(actor.domainName, id);
      await new AuditRepository(trx, this.now).record(actor, {
        action: "delete",
        resourceType: "service-account",
        resourceId: id,
        resourceName: account.name,
        before: presentAccount(account),
        after: null,
      });
    });
  }

  /** Every live token of the tenant's service accounts, newest first. */
  async listAccountTokens(actor: Actor): Promise<ApiToken[]> {
    const rows = await new ApiTokenRepository(this.db).list(
      actor.domainName,
      { kind: "service" },
      this.now().toISOString(),
    );
    return rows.map(presentToken);
  }

  /** A token of a service account: its tags must be the account's and the administrator's. */
  async createAccountToken(actor: Actor, accountId: string, input: TokenInput): Promise<CreatedApiToken> {
    const account = await new ApiTokenRepository(this.db).findAccount(actor.domainName, accountId);
    if (!account) throw new NotFoundError(apiTokenMessages.accountNotFound(accountId));
    assertHeld(actor.effectiveTags, input.tags);
    const accountTags = new Set(JSON.parse(account.tags) as string[]);
    const lacking = input.tags.filter((tag) => !accountTags.has(tag));
    if (lacking.length > 0) throw new InvalidError({ tags: [apiTokenMessages.accountLacksTags(lacking)] });
    return this.create(actor, "service", { userId: null, serviceAccountId: account.id }, input);
  }

  async revokeAccountToken(actor: Actor, id: string): Promise<void> {
    const token = await new ApiTokenRepository(this.db).findById(actor.domainName, id);
    if (token?.kind !== "service") throw new NotFoundError(apiTokenMessages.tokenNotFound(id));
    await this.revoke(actor, token);
  }

  /**
   * A short-lived token the server uses for one job done on a user's behalf
   * (a PDF export renders the viewer as that user): it carries the user's
   * tags as they are now, and its rights shrink with theirs like any token.
   * It is in no list; the job revokes it when done.
   */
  async issueInternal(input: {
    domainName: string;
    userId: string;
    purpose: "export";
    ttlMs: number;
  }): Promise<{ id: string; token: string }> {
    if (!(input.ttlMs > 0 && input.ttlMs <= INTERNAL_MAX_TTL_MS))
      throw new InvalidError(undefined, internalMessages.ttl);
    const tags = await this.access.effectiveTagsOf(input.domainName, input.userId);
    if (tags === null) throw new NotFoundError(internalMessages.noUser(input.userId));
    const secret = mintSecret(API_TOKEN_PREFIXES.personal);
    const now = this.now();
    const id = randomUUID();
    await new ApiTokenRepository(this.db).insertToken({
      id,
      domain_name: input.domainName,
      token_hash: secret.hash,
      token_start: secret.start,
      kind: "internal",
      name: input.purpose,
      user_id: input.userId,
      service_account_id: null,
      tags: JSON.stringify(tags),
      created_by: "storyframe",
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + input.ttlMs).toISOString(),
      last_used_at: null,
      revoked_at: null,
    });
    return { id, token: secret.token };
  }

  /** Ends an internal token at once (a no-op when it is already revoked or gone). */
  async revokeInternal(domainName: string, id: string): Promise<void> {
    await new ApiTokenRepository(this.db).revoke(domainName, id, this.now().toISOString());
  }

  /** The audit row of a change made with a token, naming the token and what was asked. */
  async recordRequest(principal: Principal, request: { method: string; path: string; status: number }): Promise<void> {
    const token = principal.apiToken;
    if (!token) return;
    await new AuditRepository(this.db, this.now).record(
      {
        id: principal.userId,
        name: principal.name,
        emailAddress: principal.email,
        domainName: principal.domainName,
        effectiveTags: principal.effectiveTags,
      },
      {
        action: "request",
        resourceType: "api-token",
        resourceId: token.id,
        resourceName: token.name,
        before: null,
        after: null,
        details: request,
      },
    );
  }

  private async create(
    actor: Actor,
    kind: Exclude<ApiTokenKind, "internal">,
    owner: { userId: string | null; serviceAccountId: string | null },
    input: TokenInput,
  ): Promise<CreatedApiToken> {
    const secret = mintSecret(API_TOKEN_PREFIXES[kind]);
    const now = this.now();
    const id = randomUUID();
    const created = await this.db.transaction().execute(async (trx) => {
      const repository = new ApiTokenRepository(trx);
      await repository.insertToken({
        id,
        domain_name: actor.domainName,
        token_hash: secret.hash,
        token_start: secret.start,
        kind,
        name: input.name,
        user_id: owner.userId,
        service_account_id: owner.serviceAccountId,
        tags: JSON.stringify(input.tags),
        created_by: actor.name,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString(),
        last_used_at: null,
        revoked_at: null,
      });
      const row = await repository.findById(actor.domainName, id);
      if (!row) throw new Error("The token just stored could not be read back.");
      const apiToken = presentToken(row);
      await new AuditRepository(trx, this.now).record(actor, {
        action: "create",
        resourceType: "api-token",
        resourceId: id,
        resourceName: input.name,
        before: null,
        after: apiToken,
      });
      return apiToken;
    });
    return { token: secret.token, apiToken: created };
  }

  private async revoke(actor: Actor, token: ApiTokenRecord): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const revoked = await new ApiTokenRepository(trx).revoke(actor.domainName, token.id, this.now().toISOString());
      if (!revoked) return;
      await new AuditRepository(trx, this.now).record(actor, {
        action: "revoke",
        resourceType: "api-token",
        resourceId: token.id,
        resourceName: token.name,
        before: presentToken(token),
        after: null,
      });
    });
  }
}

/** A token or account carries only tags its creator holds: 400 on the `tags` field naming the others. */
function assertHeld(held: readonly string[], wanted: readonly string[]): void {
  const have = new Set(held);
  const lacking = wanted.filter((tag) => !have.has(tag));
  if (lacking.length > 0) throw new InvalidError({ tags: [apiTokenMessages.tagsNotHeld(lacking)] });
}
