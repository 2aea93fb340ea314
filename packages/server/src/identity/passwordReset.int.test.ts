import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../admin/seedDemoAccounts";
import { signInWithPassword } from "../test/oidcClient";
import { startTestServer, type TestServer } from "../test/startTestServer";
import { databaseKinds } from "../test/testDatabase";
import { LINK_INVALID, RESET_LINK_SENT } from "./service";

type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives. */
async function startMailbox(): Promise<{ url: string; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable soft line breaks and escapes, enough to read a link from a plain-text mail. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const viewer = DEMO_ACCOUNTS[2];
if (!viewer) throw new Error("demo accounts missing");

describe.each(databaseKinds)("password reset by e-mailed link on %s", (kind) => {
  let s: TestServer;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  beforeAll(async () => {
    mailbox = await startMailbox();
    s = await startTestServer(kind, { STORYFRAME_SMTP_URL: mailbox.url });
  });
  afterAll(async () => {
    await s.close();
    await mailbox.close();
  });

  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${s.baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  it("sends a one-time link that sets a new password, after which only the new password signs in", async () => {
    const request = await post("/oidc/password-reset", { client_id: "storyframe-demo", email: viewer.emailAddress });
    expect(request.status).toBe(200);
    expect(await request.text()).toContain(RESET_LINK_SENT.replace("'", "&#39;"));

    await expect.poll(() => mailbox.received.length, { timeout: 10_000 }).toBe(1);
    const mail = mailbox.received[0];
    expect(mail?.to).toEqual([viewer.emailAddress]);
    const body = decodeQuotedPrintable(mail?.raw ?? "");
    expect(body).toContain("Subject: Reset your Storyframe Demo password");
    const link = body.match(
      /http:\/\/127\.0\.0\.1:\d+\/oidc\/password-reset\/confirm\?token=[A-Za-z0-9_-]+&client_id=storyframe-demo/,
    )?.[0];
    expect(link).toBeDefined();
    const url = new URL(link ?? "");

    const form = await fetch(url);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain("Choose a new password");

    const mismatch = await post("/oidc/password-reset/confirm", {
      token: url.searchParams.get("token") ?? "",
      client_id: "storyframe-demo",
      password: "a-brand-new-password",
      confirmation: "something-else-entirely",
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("The two passwords do not match.");

    const change = await post("/oidc/password-reset/confirm", {
      token: url.searchParams.get("token") ?? "",
      client_id: "storyframe-demo",
      password: "a-brand-new-password",
      confirmation: "a-brand-new-password",
    });
    expect(change.status).toBe(200);
    expect(await change.text()).toContain("Your password has been changed");

    const reused = await fetch(url);
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain(LINK_INVALID);

    const withNew = await signInWithPassword(s.baseUrl, {
      clientId: "storyframe-demo",
      email: viewer.emailAddress,
      password: "a-brand-new-password",
    });
    expect(withNew.ok).toBe(true);
    const withOld = await signInWithPassword(s.baseUrl, {
      clientId: "storyframe-demo",
      email: viewer.emailAddress,
      password: viewer.password,
    });
    expect(withOld.ok).toBe(false);
  });

  it("answers the same for an unknown e-mail address and sends nothing", async () => {
    const before = mailbox.received.length;
    const request = await post("/oidc/password-reset", {
      client_id: "storyframe-demo",
      email: "nobody@demo.storyframe.test",
    });
    expect(request.status).toBe(200);
    expect(await request.text()).toContain(RESET_LINK_SENT.replace("'", "&#39;"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.received.length).toBe(before);
  });

  it("explains malformed requests with a 400 page, never a server error", async () => {
    const repeated = await fetch(`${s.baseUrl}/oidc/password-reset?client_id=storyframe-demo&client_id=other`);
    expect(repeated.status).toBe(400);
    expect(await repeated.text()).toContain("This link does not belong to a known application.");

    const overlong = await post("/oidc/password-reset", {
      client_id: "storyframe-demo",
      email: `${"a".repeat(600)}@x.test`,
    });
    expect(overlong.status).toBe(400);
    expect(await overlong.text()).toContain("Please enter a valid e-mail address.");

    const notAForm = await fetch(`${s.baseUrl}/oidc/profile`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(["not", "an", "object"]),
    });
    expect(notAForm.status).toBe(400);
    expect(await notAForm.text()).toContain("This link does not belong to a known application.");
  });

  it("refuses a made-up link", async () => {
    const response = await fetch(`${s.baseUrl}/oidc/password-reset/confirm?token=made-up&client_id=storyframe-demo`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(LINK_INVALID);
  });
});
