import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { clientSettingsSchema, speechMessages } from "@storyframe/core";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

/** The installation's key (STORYFRAME_SPEECH_API_KEY), for tenants without their own. */
const KEY = "speech-key-7f3a9c";
const DEMO_KEY = "demo-tenant-speech-key-51c0";
const ACME_KEY = "acme-tenant-speech-key-a8d2";
const MASTER_KEY = randomBytes(32).toString("base64");
const AUDIO = Buffer.from("RIFF....WAVEfmt ").toString("base64");

type Received = { method: string; path: string; key: string | null; contentType: string; body: unknown };

/** A local HTTP server standing in for the speech service; answers what `reply` says. */
async function startFakeSpeechService() {
  const received: Received[] = [];
  let reply: { status: number; body: unknown } = { status: 200, body: { audioContent: AUDIO } };
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    received.push({
      method: request.method ?? "",
      path: url.pathname,
      key: url.searchParams.get("key"),
      contentType: request.headers["content-type"] ?? "",
      body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
    });
    response.writeHead(reply.status, { "content-type": "application/json" });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/text:synthesize`,
    received,
    answer: (status: number, body: unknown) => {
      reply = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A logger at info level whose lines land in `lines`, to check what was (not) logged. */
function loggerInto(lines: string[]) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return pino({ level: "info" }, sink);
}

/** A user of the tenant `acme`: user ids are unique across tenants. */
const acmeUser = {
  domain: "acme",
  tenant_name: "acme",
  email: "test@acme.test",
  user_id: "00000000-0000-4000-8000-00000000000a",
};

/** Posts a synthesis request as a signed-in user of the tenant serving `host`. */
function synthesizeAs(t: TestApp, token: string, host = "localhost", text = "Hello") {
  return t.app.inject({
    method: "POST",
    url: "/api/speech/synthesize",
    headers: { host, "content-type": "application/json", authorization: `Bearer ${token}` },
    payload: JSON.stringify({ text, voice: "en-GB-Wavenet-A" }),
  });
}

async function clientSettingsOf(t: TestApp, host: string) {
  const response = await t.app.inject({ method: "GET", url: "/api/settings/client", headers: { host } });
  expect(response.statusCode).toBe(200);
  return { body: response.body, settings: clientSettingsSchema.strict().parse(response.json()) };
}

describe.each(databaseKinds)("speech API with tenant keys on %s", (kind) => {
  let t: TestApp;
  let upstream: Awaited<ReturnType<typeof startFakeSpeechService>>;
  let demoToken: string;
  let acmeToken: string;
  let plainToken: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    upstream = await startFakeSpeechService();
    t = await buildTestApp(
      kind,
      { STORYFRAME_SECRETS_KEY: MASTER_KEY, STORYFRAME_SPEECH_API_URL: upstream.url },
      { logger: loggerInto(logLines) },
    );
    for (const [domainName, hostname] of [
      ["acme", "acme.test"],
      ["plain", "plain.test"],
    ] as const) {
      const created = await t.services.tenantService.create({
        domainName,
        tenantName: domainName,
        hostnames: [hostname],
      });
      expect(created).toEqual({ ok: true });
    }
    await t.services.tenantSecrets.set("demo", "speech-api-key", DEMO_KEY);
    await t.services.tenantSecrets.set("acme", "speech-api-key", ACME_KEY);
    demoToken = await signAccessToken(t, {});
    acmeToken = await signAccessToken(t, acmeUser);
    plainToken = await signAccessToken(t, {
      domain: "plain",
      tenant_name: "plain",
      email: "test@plain.test",
      user_id: "00000000-0000-4000-8000-00000000000b",
    });
  });
  beforeEach(() => {
    upstream.received.length = 0;
    upstream.answer(200, { audioContent: AUDIO });
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });

  it("sends each tenant's own key from the secret store, and answers only the audio", async () => {
    const demo = await synthesizeAs(t, demoToken);
    const acme = await synthesizeAs(t, acmeToken, "acme.test");
    expect([demo.statusCode, acme.statusCode]).toEqual([200, 200]);
    expect(demo.json()).toEqual({ audioContent: AUDIO });
    expect(upstream.received.map((call) => call.key)).toEqual([DEMO_KEY, ACME_KEY]);
    expect(demo.body).not.toContain(DEMO_KEY);
    expect(acme.body).not.toContain(ACME_KEY);
  });

  it("answers 503 to a tenant without a key even though other tenants have one", async () => {
    const response = await synthesizeAs(t, plainToken, "plain.test");
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(speechMessages.notConfigured);
    expect(upstream.received).toEqual([]);
  });

  it("offers cloud speech in the client settings of exactly the tenants with a key, never the key itself", async () => {
    const demo = await clientSettingsOf(t, "localhost");
    const acme = await clientSettingsOf(t, "acme.test");
    const plain = await clientSettingsOf(t, "plain.test");
    expect(demo.settings.features.cloudSpeech).toBe(true);
    expect(acme.settings.features.cloudSpeech).toBe(true);
    expect(plain.settings.features.cloudSpeech).toBe(false);
    for (const { body } of [demo, acme, plain]) {
      expect(body).not.toContain(DEMO_KEY);
      expect(body).not.toContain(ACME_KEY);
    }
  });

  it("shows the key in no answer a browser can get", async () => {
    const bearer = { authorization: `Bearer ${demoToken}` };
    const answers = await Promise.all(
      [
        { url: "/api/settings/client" },
        { url: "/api/settings/client?domainName=acme" },
        { url: "/api/settings/tenant-theme?domainName=demo" },
        { url: "/api/session", headers: bearer },
        { url: "/api/preferences", headers: bearer },
        { url: "/api/docs/json" },
      ].map(({ url, headers }) => t.app.inject({ method: "GET", url, headers: { host: "localhost", ...headers } })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(DEMO_KEY);
      expect(answer.body).not.toContain(ACME_KEY);
      expect(JSON.stringify(answer.headers)).not.toContain(DEMO_KEY);
    }
    upstream.answer(403, { error: { message: `API key not valid: ${DEMO_KEY}` } });
    const failed = await synthesizeAs(t, demoToken);
    expect(failed.statusCode).toBe(502);
    expect(failed.body).not.toContain(DEMO_KEY);
    expect(logLines.join("\n")).not.toContain(DEMO_KEY);
  });

  it("uses a changed key at once when this process changes it", async () => {
    await t.services.tenantSecrets.set("acme", "speech-api-key", "acme-rotated-key");
    await synthesizeAs(t, acmeToken, "acme.test");
    expect(upstream.received.map((call) => call.key)).toEqual(["acme-rotated-key"]);
    await t.services.tenantSecrets.set("acme", "speech-api-key", ACME_KEY);
  });
});

describe.each(databaseKinds)("speech API with the installation's key on %s", (kind) => {
  let t: TestApp;
  let upstream: Awaited<ReturnType<typeof startFakeSpeechService>>;
  let acmeToken: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    upstream = await startFakeSpeechService();
    t = await buildTestApp(
      kind,
      {
        STORYFRAME_SECRETS_KEY: MASTER_KEY,
        STORYFRAME_SPEECH_API_KEY: KEY,
        STORYFRAME_SPEECH_API_URL: upstream.url,
        // Rows are changed behind the store's back below; nothing may be served from its cache.
        STORYFRAME_SETTINGS_CACHE_TTL_MS: "0",
      },
      { logger: loggerInto(logLines) },
    );
    await t.services.tenantService.create({ domainName: "acme", tenantName: "acme", hostnames: ["acme.test"] });
    acmeToken = await signAccessToken(t, acmeUser);
  });
  beforeEach(() => {
    upstream.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });

  it("narrates for a tenant without its own key with the installation's, and says so in its client settings", async () => {
    expect((await clientSettingsOf(t, "acme.test")).settings.features.cloudSpeech).toBe(true);
    expect((await synthesizeAs(t, acmeToken, "acme.test")).statusCode).toBe(200);
    expect(upstream.received.map((call) => call.key)).toEqual([KEY]);
  });

  it("prefers the tenant's own key to the installation's", async () => {
    await t.services.tenantSecrets.set("acme", "speech-api-key", ACME_KEY);
    expect((await synthesizeAs(t, acmeToken, "acme.test")).statusCode).toBe(200);
    expect(upstream.received.map((call) => call.key)).toEqual([ACME_KEY]);
  });

  it("answers 503 rather than spending the installation's key when the tenant's own key cannot be opened", async () => {
    // Sealed for another tenant: the integrity check fails, as it would after any change in the database.
    await t.services.tenantSecrets.set("demo", "speech-api-key", DEMO_KEY);
    const demoRow = await t.database.db
      .selectFrom("tenant_secrets")
      .select(["nonce", "ciphertext", "auth_tag"])
      .where("domain_name", "=", "demo")
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable("tenant_secrets").set(demoRow).where("domain_name", "=", "acme").execute();

    expect((await clientSettingsOf(t, "acme.test")).settings.features.cloudSpeech).toBe(false);
    const response = await synthesizeAs(t, acmeToken, "acme.test");
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(speechMessages.notConfigured);
    expect(upstream.received).toEqual([]);
    const logged = logLines.join("\n");
    expect(logged).toContain("the tenant's speech key cannot be read from the secret store");
    expect(logged).toContain('"reason":"tampered"');
    expect(logged).not.toContain(DEMO_KEY);
    expect(logged).not.toContain(KEY);
  });
});

describe.each(databaseKinds)("speech API on %s (the installation's key, for a tenant without its own)", (kind) => {
  let t: TestApp;
  let upstream: Awaited<ReturnType<typeof startFakeSpeechService>>;
  let token: string;
  const logLines: string[] = [];

  const synthesize = (body: unknown, authorization: string | undefined = token) =>
    t.app.inject({
      method: "POST",
      url: "/api/speech/synthesize",
      headers: {
        host: "localhost",
        "content-type": "application/json",
        ...(authorization ? { authorization: `Bearer ${authorization}` } : {}),
      },
      payload: JSON.stringify(body),
    });

  beforeAll(async () => {
    upstream = await startFakeSpeechService();
    t = await buildTestApp(
      kind,
      { STORYFRAME_SPEECH_API_KEY: KEY, STORYFRAME_SPEECH_API_URL: upstream.url },
      { logger: loggerInto(logLines) },
    );
    token = await signAccessToken(t, {});
  });
  beforeEach(() => {
    upstream.received.length = 0;
    upstream.answer(200, { audioContent: AUDIO });
    logLines.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });

  it("sends the text, voice and audio settings upstream with the key, and answers only the audio", async () => {
    const response = await synthesize({ text: "Welcome to the fleet overview.", voice: "en-US-Wavenet-F" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ audioContent: AUDIO });
    expect(response.body).not.toContain(KEY);
    expect(upstream.received).toEqual([
      {
        method: "POST",
        path: "/v1/text:synthesize",
        key: KEY,
        contentType: "application/json; charset=utf-8",
        body: {
          input: { text: "Welcome to the fleet overview." },
          voice: { languageCode: "en-US", name: "en-US-Wavenet-F" },
          audioConfig: { audioEncoding: "LINEAR16", pitch: 0, speakingRate: 1 },
        },
      },
    ]);
  });

  it("needs a signed-in user", async () => {
    const response = await synthesize({ text: "Hello", voice: "en-GB-Wavenet-A" }, "");
    expect(response.statusCode).toBe(401);
    expect(upstream.received).toEqual([]);
  });

  it("refuses empty or long text and unknown voices before calling the service", async () => {
    const empty = await synthesize({ text: "", voice: "en-GB-Wavenet-A" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ text: [speechMessages.textRequired] });

    const long = await synthesize({ text: "a".repeat(5001), voice: "en-GB-Wavenet-A" });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ text: [speechMessages.textTooLong] });

    const voice = await synthesize({ text: "Hello", voice: "de-DE-Wavenet-A" });
    expect(voice.statusCode).toBe(400);
    expect(voice.json().errors).toEqual({ voice: [speechMessages.unknownVoice] });
    expect(upstream.received).toEqual([]);
  });

  it("accepts the longest text, 5000 characters", async () => {
    const response = await synthesize({ text: "é".repeat(5000), voice: "en-AU-Wavenet-D" });
    expect(response.statusCode).toBe(200);
    expect(upstream.received).toHaveLength(1);
  });

  it("answers 502 with a clear message when the service fails, leaking neither its answer nor the key", async () => {
    upstream.answer(400, { error: { code: 400, message: `API key not valid: ${KEY}` } });
    const response = await synthesize({ text: "Hello", voice: "en-GB-Wavenet-A" });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ message: speechMessages.upstreamFailed });
    expect(response.body).not.toContain(KEY);
    expect(response.body).not.toContain("API key not valid");
    const logged = logLines.join("\n");
    expect(logged).toContain("speech synthesis failed upstream");
    expect(logged).toContain('"status":400');
    expect(logged).not.toContain(KEY);
  });

  it("answers 502 when the service's answer holds no audio", async () => {
    upstream.answer(200, { somethingElse: true });
    const response = await synthesize({ text: "Hello", voice: "en-GB-Wavenet-A" });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(speechMessages.upstreamFailed);
  });
});

describe.each(databaseKinds)("speech API without a key on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => t.close());

  it("answers 503 with a clear message", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/speech/synthesize",
      headers: {
        host: "localhost",
        "content-type": "application/json",
        authorization: `Bearer ${await signAccessToken(t, {})}`,
      },
      payload: JSON.stringify({ text: "Hello", voice: "en-GB-Wavenet-A" }),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(speechMessages.notConfigured);
  });
});

describe.each(databaseKinds)("speech API with an unreachable service on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there any more.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    t = await buildTestApp(kind, {
      STORYFRAME_SPEECH_API_KEY: KEY,
      STORYFRAME_SPEECH_API_URL: `http://127.0.0.1:${port}/v1/text:synthesize`,
    });
  });
  afterAll(async () => t.close());

  it("answers 502 without quoting the address or the key", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/speech/synthesize",
      headers: {
        host: "localhost",
        "content-type": "application/json",
        authorization: `Bearer ${await signAccessToken(t, {})}`,
      },
      payload: JSON.stringify({ text: "Hello", voice: "en-GB-Wavenet-A" }),
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(speechMessages.upstreamFailed);
    expect(response.body).not.toContain(KEY);
    expect(response.body).not.toContain("127.0.0.1");
  });
});
