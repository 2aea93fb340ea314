import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, openSignedIn } from "../support/auth";
import {
  accessTokenOf,
  createOwnBranch,
  openDebugger,
  storedTemplate,
  switchToBranch,
} from "../support/canvasDebugger";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const STORYLINE = "fleet-operations";
const TEMPLATE = "story/intro";
const FRAME_TITLE = "Haul fleet at a glance";
const SECTION = '<section className="sf-intro">';
const MARK = "Edited in the editor";

const stage = (page: Page) => page.locator(".sf-frame-stage");

// The first storyline of a fresh installation waits for the data engine to load the demo data.
test.describe.configure({ timeout: 180_000 });

/** `storyframe dev` on a folder, for the web app's origin, on the port the server's client settings name. */
type DevLinkProcess = { child: ChildProcessWithoutNullStreams; output: string[] };

function startDevLink(dir: string, origin: string): DevLinkProcess {
  const port = process.env.STORYFRAME_E2E_EDITOR_LINK_PORT;
  if (!port) throw new Error("STORYFRAME_E2E_EDITOR_LINK_PORT is not set (e2e/playwright.config.ts sets it)");
  const child = spawn(
    process.execPath,
    [join(root, "packages/server/dist/cli.js"), "dev", dir, "--port", port, "--origin", origin],
    { cwd: root, env: { ...process.env, STORYFRAME_PUBLIC_URL: origin } },
  );
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split("\n").filter(Boolean));
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  return { child, output };
}

async function stopDevLink({ child }: DevLinkProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolveExit) => child.once("exit", resolveExit));
  child.kill("SIGTERM");
  await exited;
}

/** Starts watching the viewer's frame for `text`; the time (epoch ms) it is painted is read with `paintedAt`. */
async function watchForPaint(page: Page, text: string): Promise<void> {
  await page.evaluate((wanted) => {
    const holder = window as unknown as { editorLinkPainted?: Promise<number> };
    holder.editorLinkPainted = new Promise<number>((resolvePaint) => {
      const shown = () => document.querySelector(".sf-frame-stage")?.textContent?.includes(wanted) === true;
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        requestAnimationFrame(() => resolvePaint(performance.timeOrigin + performance.now()));
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, text);
}

async function paintedAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { editorLinkPainted: Promise<number> }).editorLinkPainted);
}

test("storyframe dev mirrors the storyline's templates, a saved file re-renders the frame live, and SAVE_TEMPLATES stores it", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  const dir = await mkdtemp(join(tmpdir(), "storyframe-editor-link-"));
  const devLink = startDevLink(dir, origin);
  await openSignedIn(page, "/", DEMO.developer);
  const token = await accessTokenOf(page);
  // A branch of its own: the save here changes a template no other test reads on main; deleting it restores all.
  const branch = await createOwnBranch(page, token, "e2e-editor-link");
  const storedJsx = async (): Promise<string> => (await storedTemplate(page, branch.headers, STORYLINE, TEMPLATE)).jsx;

  try {
    await expect
      .poll(() => devLink.output.some((line) => line.startsWith("Editor link on ws://127.0.0.1:")))
      .toBe(true);
    await switchToBranch(page, branch.name);
    await page.goto(`/storylines/${STORYLINE}`);
    await expect(page.getByTestId("frame-title")).toHaveText(FRAME_TITLE);
    const original = await storedJsx();

    // Connect from the VS Code tab: OPEN, and the templates and declarations appear in the folder.
    const debuggerWindow = await openDebugger(page);
    await debuggerWindow.getByRole("tab", { name: "VS Code" }).click();
    await expect(debuggerWindow.getByTestId("editor-link-status")).toHaveText("CLOSED");
    await debuggerWindow.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(debuggerWindow.getByTestId("editor-link-status")).toHaveText("OPEN");
    await expect(debuggerWindow.getByRole("button", { name: "Disconnect" })).toBeEnabled();
    const templateFile = join(dir, "story", "intro.jsx");
    await expect.poll(async () => (existsSync(templateFile) ? readFile(templateFile, "utf8") : "")).toBe(original);
    expect(existsSync(join(dir, "story", "intro.css"))).toBe(true);
    const declarations = join(dir, "storyframe-components.d.ts");
    await expect
      .poll(async () => (existsSync(declarations) ? readFile(declarations, "utf8") : ""))
      .toMatch(/declare const \w+: \(props: \w+Props\) => JSX\.Element;/);
    await expect.poll(() => existsSync(join(dir, "_storyframe", "css-classes.txt"))).toBe(true);

    // Saving the file re-renders the viewer's frame, without saving to the server.
    await watchForPaint(page, MARK);
    const writtenAt = Date.now();
    await writeFile(templateFile, original.replace(SECTION, `${SECTION}\n  <p>${MARK}</p>`));
    const painted = await paintedAt(page);
    console.log(`editor link: file write to painted frame ${Math.round(painted - writtenAt)} ms`);
    await expect(stage(page).getByText(MARK)).toBeVisible();
    expect(await storedJsx()).toBe(original);
    await expect
      .poll(() => devLink.output.some((line) => line.startsWith("The viewer rendered story/intro")))
      .toBe(true);

    // 'save' typed into storyframe dev sends SAVE_TEMPLATES: the viewer saves the edit, which survives a reload.
    devLink.child.stdin.write("save\n");
    await expect
      .poll(() => devLink.output.some((line) => line === `Saved ${TEMPLATE} to branch ${branch.name}.`))
      .toBe(true);
    expect(await storedJsx()).toContain(MARK);
    if (!debuggerWindow.isClosed()) await debuggerWindow.close();
    await page.reload();
    await expect(page.getByTestId("frame-title")).toHaveText(FRAME_TITLE);
    await expect(stage(page).getByText(MARK)).toBeVisible();
  } finally {
    await stopDevLink(devLink);
    await branch.remove();
    await rm(dir, { recursive: true, force: true });
  }
});
