import { EDITOR_LINK_DEFAULT_PORT } from "@storyframe/core";

/** The web app origins a development server answers on when none are given. */
const DEFAULT_DEV_ORIGINS = ["http://localhost:3000", "http://127.0.0.1:3000"] as const;
/** Where the templates are mirrored when no folder is given. */
const DEFAULT_DEV_DIR = "storyframe-dev";

type DevCommandInput = {
  dir: string | undefined;
  port: string | undefined;
  origins: readonly string[] | undefined;
  /** STORYFRAME_PUBLIC_URL, the server's own origin, allowed too when set. */
  publicUrl: string | undefined;
};

export type DevCommandOptions = { dir: string; port: number; origins: string[] };

/** The origin of an http(s) address, as a browser sends it in the Origin header; null for anything else. */
function webOriginOf(address: string): string | null {
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
}

/** The options of `storyframe dev [DIR] [--port <n>] [--origin <url>]...`, or what is wrong with them. */
export function devCommandOptions(
  input: DevCommandInput,
): { ok: true; options: DevCommandOptions } | { ok: false; problem: string } {
  const port = Number(input.port ?? EDITOR_LINK_DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    return { ok: false, problem: "--port must be a whole number from 1 to 65535." };
  }
  const origins = new Set<string>();
  for (const given of [...(input.origins ?? DEFAULT_DEV_ORIGINS), ...(input.publicUrl ? [input.publicUrl] : [])]) {
    const origin = webOriginOf(given);
    if (origin === null) {
      return {
        ok: false,
        problem: `--origin must be an http:// or https:// origin such as http://localhost:3000 (got '${given}').`,
      };
    }
    origins.add(origin);
  }
  return { ok: true, options: { dir: input.dir ?? DEFAULT_DEV_DIR, port, origins: [...origins] } };
}
