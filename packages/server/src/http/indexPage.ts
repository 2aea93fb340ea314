import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { type PageBootstrap, pageBootstrapElement, pageBootstrapJson } from "@storyframe/core";

/** The built page as read from disk, with what is derived from it. */
type Template = { html: string; scriptHashes: readonly string[]; hasPlaceholder: boolean };

const PLACEHOLDER = pageBootstrapElement("");

/** How long the file is taken as unchanged before it is looked at again: the CSP asks on every answer. */
const RECHECK_AFTER_MS = 1000;

/** Script elements with their attributes and text. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP source expressions ('sha256-…') of the page's inline scripts: the script elements without `src`
 * whose type runs as script (JSON data elements do not run, and need none).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type !== undefined && type !== "module" && type !== "text/javascript") continue;
    hashes.push(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/**
 * The web app's page, `index.html` of the build, served at every page address with the host's bootstrap
 * (client settings, where sign-in starts; decision 072) in the placeholder the build leaves for it. The file is
 * read again when the build changes, so a rebuild under a running server serves the new page and its hashes.
 */
export class IndexPage {
  private readonly file: string;
  private cached: { stamp: string; template: Template | null; checkedAt: number } | null = null;

  constructor(
    webDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.file = join(webDir, "index.html");
  }

  /** The CSP hashes of the page's inline scripts; none while the web app is not built. */
  scriptHashes(): readonly string[] {
    return this.template()?.scriptHashes ?? [];
  }

  /** Whether the page has a place for the bootstrap (a build without one is served as it is). */
  wantsBootstrap(): boolean {
    return this.template()?.hasPlaceholder ?? false;
  }

  /** The page with `bootstrap` in place (none: the placeholder stays empty), and its entity tag; null when not built. */
  render(bootstrap: PageBootstrap | null): { html: string; etag: string } | null {
    const template = this.template();
    if (!template) return null;
    const html =
      bootstrap && template.hasPlaceholder
        ? template.html.replace(PLACEHOLDER, () => pageBootstrapElement(pageBootstrapJson(bootstrap)))
        : template.html;
    const digest = createHash("sha256").update(html, "utf8").digest("base64url").slice(0, 27);
    return { html, etag: `"${digest}"` };
  }

  private template(): Template | null {
    const now = this.now();
    if (this.cached && now - this.cached.checkedAt < RECHECK_AFTER_MS) return this.cached.template;
    const stamp = this.stamp();
    if (this.cached?.stamp !== stamp) {
      const template = stamp === "" ? null : this.read();
      // A page that could not be read is looked for again at the next check.
      this.cached = { stamp: template ? stamp : "", template, checkedAt: now };
    }
    this.cached.checkedAt = now;
    return this.cached.template;
  }

  /** The file's modification time and size; "" when there is none. */
  private stamp(): string {
    try {
      const stats = statSync(this.file);
      return `${stats.mtimeMs}:${stats.size}`;
    } catch {
      return "";
    }
  }

  /** The page and what is derived from it; null when it went away meanwhile (a rebuild under way). */
  private read(): Template | null {
    let html: string;
    try {
      html = readFileSync(this.file, "utf8");
    } catch {
      return null;
    }
    return { html, scriptHashes: inlineScriptHashes(html), hasPlaceholder: html.includes(PLACEHOLDER) };
  }
}
