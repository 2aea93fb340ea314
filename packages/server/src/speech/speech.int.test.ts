import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { speechMessages } from "@storyframe/core";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

const KEY = "speech-key-7f3a9c";
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

describe.each(databaseKinds)("speech API on %s", (kind) => {
  let t: TestApp;
  let upstream: Awaited<ReturnType<typeof startFakeSpeechService>>;
  let token: string;
  let logLines: string[] = [];

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
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp(
      kind,
      { STORYFRAME_SPEECH_API_KEY: KEY, STORYFRAME_SPEECH_API_URL: upstream.url },
      { logger: pino({ level: "info" }, sink) },
    );
    token = await signAccessToken(t, {});
  });
  beforeEach(() => {
    upstream.received.length = 0;
    upstream.answer(200, { audioContent: AUDIO });
    logLines = [];
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
