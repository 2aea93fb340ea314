import { API_TOKEN_PATHS, apiTokenMessages, TAGS } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, systemActor } from "../admin/shared/actor";
import { ALL_TAGS } from "../test/accessTokens";
import { unexpectedOutcomes } from "../test/authorizationMatrix";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";
import type { AccessRoute } from "./accessControl";

/** Every tag the matrix hands out, with the demo data endpoints' own. */
const TAGS_TO_HOLD = [...ALL_TAGS];
const keyOf = (route: AccessRoute) => `${route.method} ${route.url}`;

/** Token and service-account management: a token is refused there whatever its tags (403). */
const isTokenManagement = (route: AccessRoute) =>
  route.url.startsWith(API_TOKEN_PATHS.personal) || route.url.startsWith(API_TOKEN_PATHS.serviceAccounts);

/**
 * Work a user has done on their behalf (exports, scheduled deliveries) is refused to a principal that is no
 * user: a service account's token is left out there, and those families' own tests say how they answer it.
 */
const servesUsersOnly = (route: AccessRoute) =>
  ["/api/exports", "/api/schedules"].some((prefix) => route.url.startsWith(prefix));

/**
 * The authorization matrix for API tokens: every route that declares access
 * is called with each kind of API token; only a live token of the right
 * tenant whose tags (and whose owner's) include the route's gets through.
 */
describe.each(databaseKinds)("authorization matrix of API tokens on %s", (kind) => {
  let t: TestApp;
  const setup = systemActor("test setup", "demo");
  /** A user holding every tag, and the actor they are when signed in. */
  let owner: Actor;

  const userWithTags = async (name: string, tags: string[]): Promise<Actor> => {
    const user = await t.services.users.create(
      setup,
      { name, emailAddress: `${name.toLowerCase()}@demo.storyframe.test`, explicitTags: { allowed: tags, denied: [] } },
      { sendWelcomeEmail: false },
    );
    return { id: user.id, name, emailAddress: user.emailAddress, domainName: "demo", effectiveTags: tags };
  };
  const personalToken = async (actor: Actor, tags: readonly string[]) =>
    (await t.services.apiTokens.createPersonal(actor, { name: "matrix", expiresInDays: 1, tags: [...tags] })).token;

  /** Per route, a token made while its owner held every tag; the owner has lost them all since. */
  const ownerLostTags = new Map<string, string>();
  /** Per route, a token whose owner was deleted since. */
  const ownerDeleted = new Map<string, string>();

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const created = await t.services.tenantService.create({ domainName: "acme", tenantName: "Acme", hostnames: [] });
    if (!created.ok) throw new Error(created.message);
    owner = await userWithTags("Matrix", TAGS_TO_HOLD);

    const losing = await userWithTags("Loser", TAGS_TO_HOLD);
    const leaving = await userWithTags("Leaver", TAGS_TO_HOLD);
    for (const route of t.app.accessRoutes) {
      ownerLostTags.set(keyOf(route), await personalToken(losing, route.access.tags));
      ownerDeleted.set(keyOf(route), await personalToken(leaving, route.access.tags));
    }
    await t.services.users.update(setup, losing.id ?? "", {
      name: "Loser",
      emailAddress: "loser@demo.storyframe.test",
      explicitTags: { allowed: [], denied: [] },
    });
    await t.services.users.delete(setup, leaving.id ?? "");
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 401 to a revoked token on every protected route", async () => {
    const unexpected = await unexpectedOutcomes(t, "refused-401", async (route) => {
      const created = await t.services.apiTokens.createPersonal(owner, {
        name: "revoked",
        expiresInDays: 1,
        tags: [...route.access.tags],
      });
      await t.services.apiTokens.revokePersonal(owner, created.apiToken.id);
      return created.token;
    });
    expect(unexpected).toEqual([]);
  });

  it("answers 401 to an expired token on every protected route", async () => {
    const unexpected = await unexpectedOutcomes(t, "refused-401", async (route) => {
      const created = await t.services.apiTokens.createPersonal(owner, {
        name: "expired",
        expiresInDays: 1,
        tags: [...route.access.tags],
      });
      await t.database.db
        .updateTable("api_tokens")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("id", "=", created.apiToken.id)
        .execute();
      return created.token;
    });
    expect(unexpected).toEqual([]);
  });

  it("answers 401 to a token of another tenant on every protected route", async () => {
    const acmeAdmin: Actor = { ...systemActor("test setup", "acme"), id: null, effectiveTags: TAGS_TO_HOLD };
    const account = await t.services.apiTokens.createAccount(acmeAdmin, {
      name: "Acme bot",
      description: "",
      tags: TAGS_TO_HOLD,
    });
    const unexpected = await unexpectedOutcomes(t, "refused-401", async (route) => {
      const created = await t.services.apiTokens.createAccountToken(acmeAdmin, account.id, {
        name: "acme",
        expiresInDays: 1,
        tags: [...route.access.tags],
      });
      return created.token;
    });
    expect(unexpected).toEqual([]);
  });

  it("answers 401 to a look-alike token that was never issued on every protected route", async () => {
    const unexpected = await unexpectedOutcomes(t, "refused-401", async () => `sf_pat_${"A".repeat(43)}`);
    expect(unexpected).toEqual([]);
  });

  it("answers 401 to a token whose owner was deleted on every protected route", async () => {
    const unexpected = await unexpectedOutcomes(t, "refused-401", async (route) => ownerDeleted.get(keyOf(route)));
    expect(unexpected).toEqual([]);
  });

  it("answers 403 to a token lacking the needed tag, though its owner holds it, on every protected route", async () => {
    const unexpected = await unexpectedOutcomes(t, "refused-403", async (route) =>
      route.access.tags.length === 0
        ? "skip"
        : personalToken(
            owner,
            TAGS_TO_HOLD.filter((tag) => !route.access.tags.includes(tag)),
          ),
    );
    expect(unexpected).toEqual([]);
  });

  it("answers 403 to a token whose owner lost the needed tag on every protected route", async () => {
    const unexpected = await unexpectedOutcomes(t, "refused-403", async (route) =>
      route.access.tags.length === 0 ? "skip" : ownerLostTags.get(keyOf(route)),
    );
    expect(unexpected).toEqual([]);
  });

  it("lets the right personal token through everywhere but token management", async () => {
    const unexpected = await unexpectedOutcomes(
      t,
      (route) => (isTokenManagement(route) ? "refused-403" : "allowed"),
      async (route) => personalToken(owner, route.access.tags),
    );
    expect(unexpected).toEqual([]);
  });

  it("lets the right service account token through everywhere but token management", async () => {
    const admin: Actor = { ...setup, effectiveTags: TAGS_TO_HOLD };
    const account = await t.services.apiTokens.createAccount(admin, {
      name: "Matrix bot",
      description: "",
      tags: TAGS_TO_HOLD,
    });
    const unexpected = await unexpectedOutcomes(
      t,
      (route) => (isTokenManagement(route) ? "refused-403" : "allowed"),
      async (route) =>
        servesUsersOnly(route)
          ? "skip"
          : (
              await t.services.apiTokens.createAccountToken(admin, account.id, {
                name: "matrix",
                expiresInDays: 1,
                tags: [...route.access.tags],
              })
            ).token,
    );
    expect(unexpected).toEqual([]);
  });

  it("refuses token management to a token with every tag, saying why", async () => {
    const token = await personalToken(owner, [TAGS.apiTokensCreate, TAGS.serviceAccountsManage]);
    const response = await t.app.inject({
      method: "GET",
      url: API_TOKEN_PATHS.serviceAccounts,
      headers: { host: "localhost", authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(apiTokenMessages.notWithToken);
  });
});
