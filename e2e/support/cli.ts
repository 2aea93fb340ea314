import { execFile } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);

/** Runs the `storyframe` CLI against the end-to-end server's data folder. */
export async function storyframeCli(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(root, "packages/server/dist/cli.js"), ...args], {
    cwd: root,
    env: {
      ...process.env,
      STORYFRAME_DATA_DIR: process.env.STORYFRAME_E2E_DATA_DIR,
      STORYFRAME_PUBLIC_URL: `http://127.0.0.1:${process.env.STORYFRAME_E2E_PORT}`,
      STORYFRAME_LOG_LEVEL: "warn",
    },
  });
  return stdout.trim();
}

/** The address of the end-to-end server under a host name that resolves to this machine. */
export function urlForHost(host: string, path = "/"): string {
  return `http://${host}:${process.env.STORYFRAME_E2E_PORT}${path}`;
}

/** The newest link to `path` e-mailed to `recipient`, read from the outbox (no SMTP server is configured end to end). */
export async function linkFromOutbox(recipient: string, path: string): Promise<string> {
  const outbox = await storyframeCli("mail", "outbox", "--limit", "50");
  const mail = outbox.split("-".repeat(72)).find((entry) => entry.includes(`To:      ${recipient}`));
  const link = mail?.match(new RegExp(`http://\\S+${path}\\?\\S+`))?.[0];
  if (!link) throw new Error(`no ${path} link for ${recipient} in the outbox:\n${outbox}`);
  return link;
}
