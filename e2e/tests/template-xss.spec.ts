import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { includedTemplatePaths } from "@storyframe/canvas/engine";
import { type XssPayload, xssCorpus, xssHarnessTemplate } from "@storyframe/canvas/testing";
import { storyframeCli, urlForHost } from "../support/cli";

/**
 * Every payload of the template engine's XSS corpus, rendered by the storyline viewer in Chromium: as a
 * template of its own, as frame data and as a parameter value. A payload that ran would call
 * `window.__xss()`, set `window.__xssFlag`, open a dialog or request http://canary.test/.
 */

const TENANT = "xss";
const HOST = "xss.test";
const STORYLINE = "xss-corpus";
const HARNESS = "xss/harness";
/** Frame data of the harness frame that opens the storyline, so a parameter payload is the only payload there. */
const HARNESS_TEXT = "Harness frame";
const PAGE_SIZE = 20;

const templatePayloads = xssCorpus.filter((entry) => entry.where === "template");
const frameDataPayloads = xssCorpus.filter((entry) => entry.where === "frameData");
const parameterPayloads = xssCorpus.filter((entry) => entry.where === "parameter");

type Frame = { id: string; entry: XssPayload | null };
type Paragraph = { name: string; title: string; templateName: string; data: Record<string, unknown> };

const isContentName = (name: string) => /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(name);

/**
 * Templates including a template that does not exist cannot be pushed from a folder (`content validate`
 * refuses the reference), though a developer can still save one through the template API. These reach
 * the browser by rewriting the storyline answer, as the server would assemble it.
 */
const deliveredByRoute = new Map<string, string>();

const padded = (n: number) => String(n + 1).padStart(3, "0");

function chapter(name: string, paragraphs: Paragraph[]) {
  const pages = Array.from({ length: Math.ceil(paragraphs.length / PAGE_SIZE) }, (_, p) => ({
    name: `${name}-${p + 1}`,
    paragraphs: paragraphs.slice(p * PAGE_SIZE, (p + 1) * PAGE_SIZE),
  }));
  return { name, pages };
}

// `frame.k` and `frame.p` feed the payloads that compute a forbidden key from data.
const dataKeys = { k: "constructor", p: "__proto__", x: "" };

/** The content folder's files by path. */
const files = new Map<string, string>([[`templates/${HARNESS}.jsx`, xssHarnessTemplate]]);
const payloadOf = new Map<string, XssPayload>();

const templateParagraphs = templatePayloads.map((entry, i): Paragraph => {
  const templateName = `xss/t${padded(i)}`;
  if (includedTemplatePaths(entry.payload).length > 0) {
    deliveredByRoute.set(templateName, entry.payload);
    files.set(`templates/${templateName}.jsx`, "<p>Delivered by the test.</p>");
  } else {
    files.set(`templates/${templateName}.jsx`, entry.payload);
  }
  if (entry.css !== undefined) files.set(`templates/${templateName}.css`, entry.css);
  payloadOf.set(`t${padded(i)}`, entry);
  return { name: `t${padded(i)}`, title: entry.name, templateName, data: dataKeys };
});
const frameDataParagraphs = frameDataPayloads.map((entry, i): Paragraph => {
  payloadOf.set(`d${padded(i)}`, entry);
  return { name: `d${padded(i)}`, title: entry.name, templateName: HARNESS, data: { ...dataKeys, x: entry.payload } };
});
// The harness frame comes first, so a storyline opened with a parameter shows it at once.
const chapters = [
  chapter("harness", [
    { name: "harness", title: "Harness", templateName: HARNESS, data: { ...dataKeys, x: HARNESS_TEXT } },
  ]),
  chapter("templates", templateParagraphs),
  chapter("frame-data", frameDataParagraphs),
];
files.set("menu.json", JSON.stringify({ items: [] }, null, 2));
files.set(
  `storylines/${STORYLINE}/storyline.json`,
  JSON.stringify({ name: STORYLINE, title: "XSS corpus", parameterValues: { x: "" }, chapters }, null, 2),
);

/** The frames in reading order (ids as the viewer writes them), with the payload each one shows. */
const frames: Frame[] = chapters.flatMap((c) =>
  c.pages.flatMap((p) =>
    p.paragraphs.map((q) => ({ id: `${c.name}/${p.name}/${q.name}`, entry: payloadOf.get(q.name) ?? null })),
  ),
);

function writeContentFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "storyframe-xss-content-"));
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

// The app's Content-Security-Policy alone would stop most of these payloads (no inline script, no http:
// images, no other origins to connect to). Without it, what is tested is the template engine.
test.use({ bypassCSP: true });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  try {
    await storyframeCli("tenant", "create", TENANT, "--name", "XSS Corpus", "--hostname", HOST, "--allow-anonymous");
  } catch (error) {
    // Each worker running these tests prepares the tenant: the second finds it made, and pushes the same content.
    const tenants = await storyframeCli("tenant", "list");
    if (!tenants.split("\n").some((line) => line.startsWith(`${TENANT}\t`))) throw error;
  }
  // The push validates the folder as `content validate` does, and changes nothing when it finds a problem.
  const dir = writeContentFolder();
  try {
    await storyframeCli("content", "push", dir, "--tenant", TENANT, "--branch", "main");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A GET on the end-to-end server as the tenant's host: the test runner cannot resolve *.test names, the browser can. */
function getAsTenant(path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const forwarded = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(":") && name !== "accept-encoding"),
  );
  return new Promise((resolve, reject) => {
    const request = httpGet(
      {
        host: "127.0.0.1",
        port: Number(process.env.STORYFRAME_E2E_PORT),
        path,
        headers: { ...forwarded, host: new URL(urlForHost(HOST)).host },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/** What the page could do if a payload ran. */
type Watch = { dialogs: string[]; canary: string[]; pageErrors: string[] };

/** Installs the detectors on a fresh context, before any page script runs. */
async function watchContext(context: BrowserContext): Promise<Watch> {
  const watch: Watch = { dialogs: [], canary: [], pageErrors: [] };
  await context.addInitScript(() => {
    const target = window as unknown as { __xss: () => void; __xssFlag?: number };
    target.__xss = () => {
      target.__xssFlag = 1;
    };
  });
  await context.route(
    (url) => url.hostname === "canary.test" || url.hostname.endsWith(".canary.test"),
    async (route) => {
      watch.canary.push(`context route: ${route.request().url()}`);
      await route.abort();
    },
  );
  context.on("request", (request) => {
    if (request.url().includes("canary.test")) watch.canary.push(`request: ${request.url()}`);
  });
  await context.route(`**/api/web/v1/storylines/${STORYLINE}`, async (route) => {
    const answer = await getAsTenant(new URL(route.request().url()).pathname, await route.request().allHeaders());
    if (answer.status !== 200) {
      await route.fulfill({ status: answer.status, contentType: "application/json", body: answer.body });
      return;
    }
    const body = JSON.parse(answer.body) as {
      templates: Record<string, { jsx: string; css: string; includes: string[] }>;
      missingTemplates: string[];
    };
    for (const [name, jsx] of deliveredByRoute) {
      const paths = includedTemplatePaths(jsx);
      body.templates[name] = { jsx, css: "", includes: paths.filter(isContentName) };
      body.missingTemplates.push(...paths);
    }
    await route.fulfill({ json: body });
  });
  return watch;
}

async function openPage(context: BrowserContext, watch: Watch, opened: Set<Page>): Promise<Page> {
  const page = await context.newPage();
  opened.add(page);
  page.on("dialog", (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => watch.pageErrors.push(error.message));
  await page.route("http://canary.test/**", async (route) => {
    watch.canary.push(`page route: ${route.request().url()}`);
    await route.abort();
  });
  return page;
}

/** What the frame on the stage shows, and what is wrong with the page. */
type Shown = {
  title: string | null;
  asText: string | null;
  paramText: string | null;
  problems: string[];
  /** The id of the frame on the stage, when it has rendered with its data and its images loaded or failed. */
  readyFrameId: string | null;
};

/**
 * What the stage shows, and the signs of a payload that ran or of markup that could run, in the whole
 * document and in the frame. Runs in the page.
 */
function readStage(): Shown {
  const problems: string[] = [];
  const flags = window as unknown as { __xssFlag?: unknown };
  if (flags.__xssFlag !== undefined) problems.push("window.__xssFlag is set");
  if (Object.hasOwn(Object.prototype, "__xssFlag")) problems.push("Object.prototype.__xssFlag is set");
  if (Object.prototype.toString.call([]) !== "[object Array]") problems.push("Object.prototype.toString was replaced");

  const urlProblem = (value: string): string | null => {
    const trimmed = value.trim().toLowerCase();
    if (/^(javascript|vbscript|data):/.test(trimmed)) return trimmed.slice(0, 40);
    try {
      const { protocol } = new URL(value, document.baseURI);
      if (["javascript:", "vbscript:", "data:"].includes(protocol)) return `${protocol} (as the browser reads it)`;
    } catch {
      // Not a URL the browser would follow.
    }
    return null;
  };

  for (const element of document.querySelectorAll("base, meta[http-equiv], iframe, object, embed, frame, frameset")) {
    problems.push(`<${element.localName}> in the document`);
  }
  for (const element of document.querySelectorAll("script[src], link[href]")) {
    const url = element.getAttribute("src") ?? element.getAttribute("href") ?? "";
    if (!URL.canParse(url, document.baseURI) || new URL(url, document.baseURI).origin !== location.origin) {
      problems.push(`<${element.localName}> loads ${url}`);
    }
  }

  const stage = document.querySelector(".sf-frame-stage");
  const frame = stage?.querySelector(".sf-frame-stage__frame");
  const text = (selector: string) => frame?.querySelector(selector)?.textContent ?? null;
  const ready =
    frame?.getAttribute("aria-busy") === "false" &&
    frame.querySelector(".sf-frame") !== null &&
    [...frame.querySelectorAll("img")].every((img) => img.complete);
  const shown = {
    title: document.querySelector("[data-testid=frame-title]")?.textContent ?? null,
    asText: text(".as-text"),
    paramText: text(".param-text"),
    readyFrameId: ready ? (frame?.getAttribute("data-frame-id") ?? null) : null,
    problems,
  };
  if (!stage || !frame) return { ...shown, problems: [...problems, "no frame on the stage"] };
  if (stage.querySelector("script")) problems.push("<script> on the stage");
  const sfFrame = frame.querySelector(".sf-frame");
  const refused = new Set([
    "script",
    "iframe",
    "object",
    "embed",
    "base",
    "meta",
    "frame",
    "frameset",
    "link",
    "form",
    "input",
    "button",
    "textarea",
    "foreignobject",
    "math",
    "animate",
    "animatetransform",
    "set",
    "use",
    "image",
    "template",
    "noscript",
    "isindex",
    "marquee",
  ]);
  const urlAttributes = new Set([
    "href",
    "src",
    "action",
    "formaction",
    "xlink:href",
    "poster",
    "data",
    "cite",
    "background",
  ]);
  for (const element of frame.querySelectorAll("*")) {
    const tag = element.localName;
    if (refused.has(tag.toLowerCase())) problems.push(`<${tag}> in the frame`);
    if (tag === "style" && element.parentElement !== sfFrame) problems.push("<style> other than the frame's CSS");
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith("on")) problems.push(`<${tag} ${name}="${attribute.value.slice(0, 40)}">`);
      if (["srcdoc", "http-equiv", "is"].includes(name)) problems.push(`<${tag} ${name}>`);
      if (urlAttributes.has(name)) {
        const problem = urlProblem(attribute.value);
        if (problem !== null) problems.push(`<${tag} ${name}="${problem}">`);
      }
      if (name === "style" && /url\(|image-set\(|expression\(|javascript:|vbscript:/i.test(attribute.value)) {
        problems.push(`<${tag} style="${attribute.value.slice(0, 60)}">`);
      }
    }
  }
  // Frame CSS is hoisted into <head> (shared by frames with the same template); check it there too.
  const frameSheets = document.head.querySelectorAll('style[data-precedence="storyframe-frames"]');
  for (const style of [...frame.querySelectorAll("style"), ...frameSheets]) {
    const css = style.textContent ?? "";
    const match = /@import|javascript:|vbscript:|expression\(|behavior\s*:|-moz-binding|canary\.test|<\//i.exec(css);
    if (match) problems.push(`frame CSS holds ${match[0]}`);
  }
  return shown;
}

/**
 * Waits until frame `id` is on the stage with its data loaded and its images loaded or failed (so their
 * error handlers would have run), and answers what `readStage` read of it then: readiness and content are read
 * together, so a frame that renders again between a check and a read is read once it is ready again.
 */
async function showFrame(page: Page, id: string): Promise<Shown> {
  let shown: Shown | undefined;
  await expect
    .poll(
      async () => {
        shown = await page.evaluate(readStage);
        return shown.readyFrameId;
      },
      { message: `frame ${id} is on the stage, ready` },
    )
    .toBe(id);
  if (shown === undefined) throw new Error(`frame ${id} was never read`);
  return shown;
}

/**
 * Waits until whatever the page set going has had its turn: every image of the page has loaded or failed, and
 * the tasks queued until then (such as an image's error handler) have run, after the next paint.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

/** Proves the traps work in this page: a call, a dialog and a request are each seen, then forgotten. */
async function checkTraps(page: Page, watch: Watch): Promise<void> {
  await page.evaluate(async () => {
    const target = window as unknown as { __xss: () => void; __xssFlag?: number };
    target.__xss();
    alert("trap check");
    await fetch("http://canary.test/trap-check", { mode: "no-cors" }).catch(() => undefined);
  });
  expect((await page.evaluate(readStage)).problems).toContain("window.__xssFlag is set");
  await expect.poll(() => watch.dialogs.length).toBe(1);
  await expect.poll(() => watch.canary.some((entry) => entry.includes("trap-check"))).toBe(true);
  await page.evaluate(() => {
    delete (window as unknown as { __xssFlag?: number }).__xssFlag;
  });
  watch.dialogs.length = 0;
  watch.canary.length = 0;
}

function expectNothingRan(context: BrowserContext, watch: Watch, opened: Set<Page>): void {
  // Script errors are allowed (a refused payload may leave one behind); they are listed for whoever reads the report.
  if (watch.pageErrors.length > 0) {
    test.info().annotations.push({ type: "page errors", description: [...new Set(watch.pageErrors)].join("\n") });
  }
  expect(watch.dialogs, "dialogs").toEqual([]);
  expect(watch.canary, "requests to canary.test").toEqual([]);
  expect(
    context
      .pages()
      .filter((page) => !opened.has(page))
      .map((page) => page.url()),
    "windows opened by the page",
  ).toEqual([]);
}

test("every template and frame-data payload renders inert, frame by frame", async ({ context }) => {
  test.setTimeout(180_000);
  const watch = await watchContext(context);
  const opened = new Set<Page>();
  const page = await openPage(context, watch, opened);
  await page.goto(urlForHost(HOST, `/storylines/${STORYLINE}`));
  await expect(page.getByTestId("frame-position")).toHaveText(`1 / ${frames.length}`);
  await expect(page.getByRole("navigation", { name: "Storyline map" })).toBeVisible();
  await checkTraps(page, watch);

  let shownAsText = 0;
  for (const [i, { id, entry }] of frames.entries()) {
    if (i > 0) await page.keyboard.press("ArrowDown");
    const shown = await showFrame(page, id);
    const label = entry === null ? "harness" : `${entry.where}: ${entry.name}`;
    expect.soft(shown.problems, label).toEqual([]);
    if (entry !== null) expect.soft(shown.title, label).toBe(entry.name);
    if (entry?.where === "frameData") {
      // The harness shows the payload as text: the frame rendered it, and rendered it inert.
      expect.soft(shown.asText, label).toBe(entry.payload);
      if (shown.asText === entry.payload) shownAsText += 1;
    }
  }
  expect(shownAsText).toBe(frameDataPayloads.length);
  // Anything asynchronous (queued tasks, late loads) has had its chance to run.
  await settle(page);
  expect((await page.evaluate(readStage)).problems, "after the last frame").toEqual([]);
  expectNothingRan(context, watch, opened);
});

/** `_parameters` and `_hash` as the parameter codec writes a string: `\` and the text, base64url JSON, SHA-256 hex. */
function obfuscated(values: Record<string, string>): string {
  const texts = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, `\\${value}`]));
  const payload = Buffer.from(JSON.stringify(texts)).toString("base64url");
  const hash = createHash("sha256").update(payload).digest("hex");
  return `_parameters=${payload}&_hash=${hash}`;
}

/**
 * Opens `path` inside the running app, as the browser's back and forward buttons do: through the home
 * page, so the storyline opens afresh and reads its parameters from the new address.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  const go = (to: string) =>
    page.evaluate((target) => {
      history.pushState(null, "", target);
      dispatchEvent(new PopStateEvent("popstate"));
    }, to);
  await go("/");
  await expect(page.locator(".sf-frame-stage")).toHaveCount(0);
  await go(path);
}

test("every parameter payload renders inert, given in the address as plain text and as _parameters", async ({
  context,
}) => {
  test.setTimeout(180_000);
  const watch = await watchContext(context);
  const opened = new Set<Page>();
  const visits = parameterPayloads.flatMap((entry) => [
    { label: `?x=: ${entry.name}`, entry, query: `x=${encodeURIComponent(entry.payload)}` },
    { label: `_parameters: ${entry.name}`, entry, query: obfuscated({ x: entry.payload }) },
  ]);
  const page = await openPage(context, watch, opened);
  const harness = frames[0]?.id ?? "";

  let shownAsText = 0;
  for (const [i, visit] of visits.entries()) {
    const path = `/storylines/${STORYLINE}?${visit.query}`;
    // The first visit of each form loads the whole app from the address; the rest open it in the app.
    if (i < 2) await page.goto(urlForHost(HOST, path));
    else await openInApp(page, path);
    if (i === 0) await checkTraps(page, watch);
    const shown = await showFrame(page, harness);
    expect.soft(shown.problems, visit.label).toEqual([]);
    expect.soft(shown.asText, visit.label).toBe(HARNESS_TEXT);
    expect.soft(shown.paramText, visit.label).toBe(visit.entry.payload);
    if (shown.paramText === visit.entry.payload) shownAsText += 1;
  }
  expect(shownAsText).toBe(visits.length);
  await settle(page);
  expect((await page.evaluate(readStage)).problems, "after the last visit").toEqual([]);
  expectNothingRan(context, watch, opened);
});
