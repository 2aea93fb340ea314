import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import type { Schedule, ScheduleRun } from "@storyframe/core";
import { SMTPServer } from "smtp-server";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDemoData } from "../data/demo/loadDemoData";
import { repositoryRoot } from "../paths";
import { ADMIN_EMAIL, adminApi } from "../test/adminApi";
import { startTestServer, type TestServer } from "../test/startTestServer";
import { databaseKinds } from "../test/testDatabase";

const TITLES = ["A decade of tech stocks", "Price history", "Return by calendar year"];

/** An SMTP server on loopback that keeps the raw text of every message. */
async function startMailbox(): Promise<{ url: string; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    logger: false,
    size: 50 * 1024 * 1024,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** The bytes of the message's PDF attachment (base64 in its MIME part). */
function attachedPdf(raw: string): { fileName: string; bytes: Uint8Array } {
  const part = raw.split(/\r?\n--/).find((section) => /Content-Type: application\/pdf/i.test(section));
  if (!part) throw new Error("the mail has no PDF attachment");
  const fileName = /filename=("?)([^"\r\n;]+)\1/i.exec(part)?.[2] ?? "";
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("")
    .replace(/\s+/g, "");
  return { fileName, bytes: new Uint8Array(Buffer.from(body, "base64")) };
}

describe.each(databaseKinds)("scheduled delivery of a PDF on %s", (kind) => {
  let t: TestServer;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestServer(kind, {
      STORYFRAME_WEB_DIR: resolve(repositoryRoot, "packages/web/dist"),
      STORYFRAME_CHROMIUM_PATH: "/usr/bin/chromium",
      STORYFRAME_SMTP_URL: mailbox.url,
      STORYFRAME_SCHEDULER_INTERVAL_MS: "200",
    });
    await loadDemoData(await t.services.connections.embedded("demo"));
  }, 600_000);
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  it("attaches the storyline rendered with its owner's rights and the schedule's values", async () => {
    const api = adminApi(t);
    const admin = await api.tokenOf(ADMIN_EMAIL);
    const created = await api.call("POST", "/api/schedules", admin, {
      storylineId: "tech-stocks",
      parameters: { symbol: "MSFT", from: "2004-01-01", to: "2008-12-31" },
      cron: "0 7 * * 1",
      timeZone: "Europe/London",
      recipients: [ADMIN_EMAIL],
      delivery: "pdf",
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as Schedule;
    expect((await api.call("POST", `/api/schedules/${id}/send`, admin)).statusCode).toBe(202);

    await expect
      .poll(async () => ((await api.call("GET", `/api/schedules/${id}/runs`, admin)).json() as ScheduleRun[])[0], {
        timeout: 240_000,
        interval: 500,
      })
      .toMatchObject({ status: "sent" });
    expect(mailbox.received).toHaveLength(1);
    const { fileName, bytes } = attachedPdf(mailbox.received[0] ?? "");
    expect(fileName).toMatch(/^tech-stocks.*\.pdf$/);
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    for (const title of TITLES) expect(text).toContain(title);
    expect(text).toContain("MSFT");
  }, 300_000);
});
