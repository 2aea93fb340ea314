import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/startTestServer";
import { HTTP_LAYER_MESSAGES } from "./errorHandling";

type RawAnswer = { status: number; headers: Record<string, string>; body: unknown };

/** Sends bytes as they are (no client library would send these requests) and reads the whole answer. */
function sendRaw(baseUrl: string, request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(request));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(":");
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: JSON.parse(body) });
    });
  });
}

const get = (path: string, extraHeaders = "") =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extraHeaders}Connection: close\r\n\r\n`;

describe("errors the HTTP layer itself raises", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer("sqlite");
  });
  afterAll(async () => {
    await s.close();
  });

  function expectDocumentedError(answer: RawAnswer, status: number, message: string): void {
    expect(answer.status).toBe(status);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ message, traceId: expect.any(String) });
    expect(answer.headers["x-trace-id"]).toBe((answer.body as { traceId: string }).traceId);
  }

  it("answers a malformed %-encoding with 400, the error body and a trace id", async () => {
    const answer = await sendRaw(s.baseUrl, get("/api/web/v1/storylines/%E0%A4%A"));
    expectDocumentedError(answer, 400, HTTP_LAYER_MESSAGES.badUrl);
  });

  it("keeps the caller's trace id on a malformed %-encoding", async () => {
    const answer = await sendRaw(s.baseUrl, get("/%zz", "x-trace-id: trace-from-the-app\r\n"));
    expect(answer.headers["x-trace-id"]).toBe("trace-from-the-app");
    expect(answer.body).toEqual({ message: HTTP_LAYER_MESSAGES.badUrl, traceId: "trace-from-the-app" });
  });

  it("answers a path parameter over the length limit with 414, the error body and a trace id", async () => {
    const answer = await sendRaw(s.baseUrl, get(`/api/branches/${"a".repeat(9000)}`));
    expectDocumentedError(answer, 414, HTTP_LAYER_MESSAGES.uriTooLong);
  });

  it("answers headers over the size limit with 431, the error body and a trace id", async () => {
    const answer = await sendRaw(s.baseUrl, get("/api/session", `x-padding: ${"b".repeat(20_000)}\r\n`));
    expectDocumentedError(answer, 431, HTTP_LAYER_MESSAGES.headersTooLarge);
  });

  it("answers an address over the size limit with 431 in the same shape", async () => {
    const answer = await sendRaw(s.baseUrl, get(`/api/web/v1/menu?q=${"a".repeat(20_000)}`));
    expectDocumentedError(answer, 431, HTTP_LAYER_MESSAGES.headersTooLarge);
  });
});
