import {
  encodeObfuscatedParameters,
  encodeParameters,
  SHARE_LINK_PREFIX,
  shareLinkMessages,
  TAGS,
} from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../admin/shared/actor";
import { signAccessToken } from "../test/accessTokens";
import { ADMIN_EMAIL, adminApi } from "../test/adminApi";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import {
  createShareLink,
  FINANCE_STORYLINE,
  OTHER_STORYLINE,
  SHARED_STORYLINE,
  SHARED_VALUES,
  saveShareTestContent,
} from "../test/sharedStorylines";
import { databaseKinds } from "../test/testDatabase";

const CREATOR_ID = "00000000-0000-4000-8000-00000000c001";
const OTHER_CREATOR_ID = "00000000-0000-4000-8000-00000000c002";

describe.each(databaseKinds)("share links on %s", (kind) => {
  let t: TestApp;
  let creator: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await saveShareTestContent(t);
    creator = await signAccessToken(t, { user_id: CREATOR_ID, allowed_tags: [TAGS.shareLinksCreate] });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { host: "localhost", authorization: `Bearer ${token}`, branch: "main" },
      ...(payload ? { payload } : {}),
    });
  /** A GET of the shared storyline's endpoint with these values in the plain query form. */
  const readEcho = (token: string, values: Record<string, string | number>) =>
    call("GET", `/data/share-test/echo?${new URLSearchParams(encodeParameters(values))}`, token);
  const SHARED_QUERY = SHARED_VALUES;

  it("needs share-links::create to create a link", async () => {
    const without = await signAccessToken(t, { user_id: OTHER_CREATOR_ID, allowed_tags: [] });
    const refused = await call("POST", "/api/share-links", without, {
      storyline: SHARED_STORYLINE,
      expiresInDays: 7,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You do not have permission for this: it needs share-links::create.");
  });

  it("creates a link whose secret is shown once, with its page address, expiry and no uses", async () => {
    const response = await call("POST", "/api/share-links", creator, {
      storyline: SHARED_STORYLINE,
      parameterValues: SHARED_VALUES,
      changeableParameters: ["truck"],
      expiresInDays: 3,
    });
    expect(response.statusCode, response.body).toBe(200);
    const link = response.json();
    expect(link.token.startsWith(SHARE_LINK_PREFIX)).toBe(true);
    expect(link.url).toBe(`http://localhost/share/${link.token}`);
    expect(link).toMatchObject({
      storyline: SHARED_STORYLINE,
      parameterValues: SHARED_VALUES,
      changeableParameters: ["truck"],
      createdBy: { id: CREATOR_ID, name: "Test User" },
      useCount: 0,
      lastUsedAt: null,
      revokedAt: null,
      state: "active",
    });
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
    expect(days).toBe(3);
    const listed = await call("GET", `/api/share-links?storyline=${SHARED_STORYLINE}`, creator);
    expect(JSON.stringify(listed.json())).not.toContain(link.token);
    const stored = await t.database.db
      .selectFrom("share_links")
      .select("token_hash")
      .where("id", "=", link.id)
      .execute();
    expect(stored[0]?.token_hash).not.toContain(link.token.slice(SHARE_LINK_PREFIX.length));
  });

  it("refuses a link to a storyline the creator may not read, one that does not exist, and unknown parameters", async () => {
    const finance = await call("POST", "/api/share-links", creator, { storyline: FINANCE_STORYLINE, expiresInDays: 1 });
    expect(finance.statusCode).toBe(403);
    const missing = await call("POST", "/api/share-links", creator, { storyline: "no-such-story", expiresInDays: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Storyline not found.");
    const unknown = await call("POST", "/api/share-links", creator, {
      storyline: SHARED_STORYLINE,
      parameterValues: { price: 3 },
      changeableParameters: ["colour"],
      expiresInDays: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      parameterValues: [shareLinkMessages.unknownParameters(SHARED_STORYLINE, ["price"])],
      changeableParameters: [shareLinkMessages.unknownParameters(SHARED_STORYLINE, ["colour"])],
    });
    const tooLong = await call("POST", "/api/share-links", creator, { storyline: SHARED_STORYLINE, expiresInDays: 91 });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json().errors)).toContain(shareLinkMessages.expiryRange);
  });

  it("lets the bearer read its storyline and its data with the link's values, and counts each opening", async () => {
    const { token, id } = await createShareLink(t, creator);
    const opened = await call("GET", "/api/share-links/current", token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ storyline: SHARED_STORYLINE, parameterValues: SHARED_VALUES });
    await call("GET", "/api/share-links/current", token);

    const document = await call("GET", `/api/web/v1/storylines/${SHARED_STORYLINE}`, token);
    expect(document.statusCode, document.body).toBe(200);
    expect(document.json().id).toBe(SHARED_STORYLINE);

    const rows = await readEcho(token, SHARED_QUERY);
    expect(rows.statusCode, rows.body).toBe(200);
    expect(rows.json()).toEqual([{ site: "north", days: 7, truck: "HT-07" }]);
    const posted = await call("POST", "/api/web/v1/data-sources/data", token, {
      apiEndpoint: ["share-test", "echo"],
      parameters: SHARED_VALUES,
    });
    expect(posted.statusCode, posted.body).toBe(200);
    // The packed form of the same values is the same request.
    const packed = encodeObfuscatedParameters(SHARED_VALUES);
    const packedRead = await call("GET", `/data/share-test/echo?${new URLSearchParams(packed)}`, token);
    expect(packedRead.statusCode, packedRead.body).toBe(200);

    const [listed] = (await call("GET", `/api/share-links?storyline=${SHARED_STORYLINE}`, creator)).json() as {
      id: string;
      useCount: number;
      lastUsedAt: string | null;
    }[];
    expect(listed?.id).toBe(id);
    expect(listed?.useCount).toBe(2);
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it("refuses the bearer every other storyline, endpoint and parameter value, and everything else, never with data", async () => {
    const { token } = await createShareLink(t, creator);
    const refusals = [
      await call("GET", `/api/web/v1/storylines/${OTHER_STORYLINE}`, token),
      await call("GET", "/api/web/v1/storylines/fleet-operations", token),
      await call("GET", "/api/web/v1/storylines", token),
      await call("GET", "/api/web/v1/menu-items", token),
      await call("GET", "/data/share-test/other", token),
      await call("GET", "/data/fleet/kpis", token),
      await call("POST", "/api/web/v1/data-sources/data", token, {
        apiEndpoint: ["share-test", "other"],
        parameters: {},
      }),
      await readEcho(token, { ...SHARED_QUERY, site: "south" }),
      await readEcho(token, { ...SHARED_QUERY, days: 365 }),
      await readEcho(token, { site: "north", truck: "HT-07" }),
      await call(
        "GET",
        `/data/share-test/echo?${new URLSearchParams(encodeObfuscatedParameters({ ...SHARED_VALUES, site: "south" }))}`,
        token,
      ),
      await call("POST", "/api/web/v1/data-sources/data", token, {
        apiEndpoint: ["share-test", "echo"],
        parameters: { ...SHARED_VALUES, truck: "HT-99" },
      }),
    ];
    const administrative = [
      await call("GET", "/api/users", token),
      await call("GET", "/api/roles", token),
      await call("GET", "/api/audit", token),
      await call("GET", "/api/session", token),
      await call("GET", "/api/preferences", token),
      await call("GET", "/api/share-links", token),
      await call("POST", "/api/share-links", token, { storyline: SHARED_STORYLINE, expiresInDays: 1 }),
      await call("POST", "/api/upsertgeofeature", token, {}),
      await call("PUT", `/api/web/v1/storylines/${SHARED_STORYLINE}/template`, token, { id: "x", jsx: "<p/>" }),
      await call("GET", "/api/branches", token),
    ];
    for (const response of [...refusals, ...administrative]) {
      expect([401, 403, 404], `${response.statusCode} ${response.body}`).toContain(response.statusCode);
      expect(response.body).not.toMatch(/other storyline data|"site":"south"|HT-99|Storyline share-test-other/);
    }
    expect(refusals[7]?.json().message).toBe(shareLinkMessages.fixedValues(["site"]));
    expect(refusals[0]?.json().message).toBe(shareLinkMessages.otherStoryline);
    expect(refusals[4]?.json().message).toBe(shareLinkMessages.otherEndpoint);
    expect(administrative[0]?.json().message).toBe(shareLinkMessages.notForLinks);
  });

  it("refuses another branch than the active one", async () => {
    const { token } = await createShareLink(t, creator);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/web/v1/storylines/${SHARED_STORYLINE}`,
      headers: { host: "localhost", authorization: `Bearer ${token}`, branch: "dev-secret" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("lets the viewer change only the parameters the link names", async () => {
    const { token } = await createShareLink(t, creator, { changeableParameters: ["truck"] });
    const changed = await readEcho(token, { ...SHARED_QUERY, truck: "HT-08" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual([{ site: "north", days: 7, truck: "HT-08" }]);
    const fixed = await readEcho(token, { ...SHARED_QUERY, truck: "HT-08", site: "south" });
    expect(fixed.statusCode).toBe(403);
    expect(fixed.json().message).toBe(shareLinkMessages.fixedValues(["site"]));
  });

  it("reads an endpoint that writes without an operation, and refuses any operation, even one the link names", async () => {
    const { token } = await createShareLink(t, creator, { changeableParameters: ["note"] });
    const notes = (parameters: Record<string, unknown>) =>
      call("POST", "/api/web/v1/data-sources/data", token, { apiEndpoint: ["share-test", "notes"], parameters });
    const read = await notes({ site: "north" });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual([{ notes: 0, site: "north" }]);
    const written = await notes({ site: "north", note: { request_id: "share-1", text: "written by a link" } });
    expect(written.statusCode).toBe(403);
    expect(written.json().message).toBe(shareLinkMessages.writes);
    expect((await notes({ site: "north" })).json()).toEqual([{ notes: 0, site: "north" }]);
  });

  it("refuses an expired link with a message saying so", async () => {
    const { token, id } = await createShareLink(t, creator);
    await t.database.db
      .updateTable("share_links")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    const response = await call("GET", "/api/share-links/current", token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(shareLinkMessages.expired);
    const listed = (await call("GET", `/api/share-links?storyline=${SHARED_STORYLINE}`, creator)).json() as {
      id: string;
      state: string;
    }[];
    expect(listed.find((link) => link.id === id)?.state).toBe("expired");
  });

  it("refuses a revoked link on its next request, and an unknown one", async () => {
    const { token, id } = await createShareLink(t, creator);
    expect((await readEcho(token, SHARED_QUERY)).statusCode).toBe(200);
    const revoked = await call("DELETE", `/api/share-links/${id}`, creator);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().state).toBe("revoked");
    const refused = await readEcho(token, SHARED_QUERY);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(shareLinkMessages.revoked);
    const unknown = await call("GET", "/api/share-links/current", `${SHARE_LINK_PREFIX}not-a-link`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(shareLinkMessages.invalid);
  });

  it("lists and revokes a link only for its creator and holders of share-links::manage", async () => {
    const { id } = await createShareLink(t, creator);
    const someoneElse = await signAccessToken(t, { user_id: OTHER_CREATOR_ID, allowed_tags: [TAGS.shareLinksCreate] });
    const theirs = (await call("GET", "/api/share-links", someoneElse)).json() as { id: string }[];
    expect(theirs.map((link) => link.id)).not.toContain(id);
    expect((await call("DELETE", `/api/share-links/${id}`, someoneElse)).statusCode).toBe(404);

    const manager = await signAccessToken(t, { user_id: OTHER_CREATOR_ID, allowed_tags: [TAGS.shareLinksManage] });
    const all = (await call("GET", "/api/share-links", manager)).json() as { id: string }[];
    expect(all.map((link) => link.id)).toContain(id);
    expect((await call("DELETE", `/api/share-links/${id}`, manager)).statusCode).toBe(200);
  });

  it("stops a link whose creator no longer exists", async () => {
    const leaving = "00000000-0000-4000-8000-00000000c003";
    const token = await signAccessToken(t, { user_id: leaving, allowed_tags: [TAGS.shareLinksCreate] });
    const link = await createShareLink(t, token);
    await t.services.users.delete(systemActor("test setup", "demo"), leaving);
    const response = await call("GET", "/api/share-links/current", link.token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(shareLinkMessages.creatorLostAccess);
  });

  it("gives the demo Administrator and Developer share-links::create, and the Administrator share-links::manage", async () => {
    const api = adminApi(t);
    const admin = await api.tokenOf(ADMIN_EMAIL);
    const developer = await api.tokenOf("developer@demo.storyframe.test");
    const viewer = await api.tokenOf("viewer@demo.storyframe.test");
    const create = (token: string) =>
      call("POST", "/api/share-links", token, { storyline: SHARED_STORYLINE, expiresInDays: 1 });
    expect((await create(admin)).statusCode).toBe(200);
    expect((await create(developer)).statusCode).toBe(200);
    expect((await create(viewer)).statusCode).toBe(403);
    const everyone = (await call("GET", "/api/share-links", admin)).json() as { createdBy: { id: string } }[];
    expect(new Set(everyone.map((link) => link.createdBy.id)).size).toBeGreaterThan(1);
  });
});
