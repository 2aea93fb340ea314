import { expect, type Page, test } from "@playwright/test";
import { DEMO, openSignedIn } from "../support/auth";
import {
  accessTokenOf,
  createOwnBranch,
  openDebugger,
  storedTemplate as storedTemplateOf,
  switchToBranch,
} from "../support/canvasDebugger";

const STORYLINE = "fleet-operations";
const TEMPLATE = "story/intro";
const FRAME_TITLE = "Haul fleet at a glance";
const SECTION = '<section className="sf-intro">';

const stage = (page: Page) => page.locator(".sf-frame-stage");

// The first storyline of a fresh installation waits for the data engine to load the demo data.
test.describe.configure({ timeout: 180_000 });

/** Replaces the whole text of a CodeMirror editor, as pasting would. */
async function replaceText(window: Page, editorName: string, text: string): Promise<void> {
  const editor = window.getByRole("textbox", { name: editorName });
  await editor.click();
  await window.keyboard.press("ControlOrMeta+a");
  await window.keyboard.insertText(text);
}

test("a developer edits a template in the Canvas Debugger, applies it, saves it, and a stale save gets the conflict", async ({
  page,
}) => {
  await openSignedIn(page, "/", DEMO.developer);
  const token = await accessTokenOf(page);
  // A branch of its own: the saves here change the storyline no other test reads on main.
  const branch = await createOwnBranch(page, token, "e2e-debugger");
  const { headers } = branch;
  const storedTemplate = () => storedTemplateOf(page, headers, STORYLINE, TEMPLATE);

  try {
    await switchToBranch(page, branch.name);
    await page.goto(`/storylines/${STORYLINE}`);
    await expect(page.getByTestId("frame-title")).toHaveText(FRAME_TITLE);
    const original = await storedTemplate();

    // Edit the JSX and apply it: the viewer's frame changes at once, nothing is saved.
    let debuggerWindow = await openDebugger(page);
    await debuggerWindow.getByRole("tab", { name: "Templates" }).click();
    await expect(debuggerWindow.getByRole("navigation", { name: "Template hierarchy" })).toContainText(TEMPLATE);
    await expect(debuggerWindow.getByRole("textbox", { name: "JSX editor" })).toContainText(SECTION);
    const edited = original.jsx.replace(SECTION, `${SECTION}\n  <p>Edited in the Debugger</p>`);
    await replaceText(debuggerWindow, "JSX editor", edited);
    await debuggerWindow.getByRole("button", { name: "Apply Changes" }).click();
    await expect(stage(page).getByText("Edited in the Debugger")).toBeVisible();
    expect((await storedTemplate()).version).toBe(original.version);
    await debuggerWindow.screenshot({ path: test.info().outputPath("debugger-templates.png") });

    // A JSX error shows under the editor as it is typed.
    await replaceText(debuggerWindow, "JSX editor", "<p>{)}</p>");
    await expect(debuggerWindow.getByText("JSX error: Unexpected token (line 1, column 5)")).toBeVisible();
    await replaceText(debuggerWindow, "JSX editor", edited);
    await expect(debuggerWindow.getByText(/^JSX error:/)).toHaveCount(0);

    // Save it: it survives a reload of the viewer.
    await debuggerWindow.getByRole("button", { name: "Save Template" }).click();
    await expect(debuggerWindow.getByText(/^Template saved: .*story\/intro \(version \d+\)/)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("frame-title")).toHaveText(FRAME_TITLE);
    await expect(stage(page).getByText("Edited in the Debugger")).toBeVisible();
    const saved = await storedTemplate();
    expect(saved.version).toBeGreaterThan(original.version);

    // Someone else saves the template after the viewer read it: the Debugger's save is stale and refused.
    if (!debuggerWindow.isClosed()) await debuggerWindow.close();
    debuggerWindow = await openDebugger(page);
    await debuggerWindow.getByRole("tab", { name: "Templates" }).click();
    await expect(debuggerWindow.getByRole("textbox", { name: "JSX editor" })).toContainText("Edited in the Debugger");
    const elsewhere = await page.request.put(`/api/web/v1/storylines/${STORYLINE}/template`, {
      headers,
      data: {
        id: TEMPLATE,
        jsx: saved.jsx.replace("Edited in the Debugger", "Changed elsewhere"),
        css: saved.css,
        version: saved.version,
      },
    });
    expect(elsewhere.status()).toBe(200);
    await replaceText(debuggerWindow, "JSX editor", saved.jsx.replace("Edited in the Debugger", "Edited again"));
    await debuggerWindow.getByRole("button", { name: "Save Template" }).click();
    await expect(
      debuggerWindow.getByText(
        `Template '${TEMPLATE}' was changed by someone else (now version ${saved.version + 1}, you edited version ${saved.version}). Reload it and apply your changes again.`,
      ),
    ).toBeVisible();
    await expect(debuggerWindow.getByRole("button", { name: "Overwrite" })).toBeVisible();
    // Nothing is lost silently: the edit stays until the developer chooses.
    await expect(debuggerWindow.getByRole("textbox", { name: "JSX editor" })).toContainText("Edited again");
    await debuggerWindow.getByRole("button", { name: "Reload" }).click();
    await expect(stage(page).getByText("Changed elsewhere")).toBeVisible();
    await expect(debuggerWindow.getByRole("textbox", { name: "JSX editor" })).toContainText("Changed elsewhere");

    // Frame Data: JSON that does not parse is refused with the parser's reason.
    await debuggerWindow.getByRole("tab", { name: "Frame Data" }).click();
    await expect(debuggerWindow.getByRole("textbox", { name: "Frame data editor" })).toContainText('"kicker"');
    await replaceText(debuggerWindow, "Frame data editor", '{ "kicker": ');
    await debuggerWindow.getByRole("button", { name: "Apply Changes" }).click();
    await expect(debuggerWindow.getByText(/^Failed to parse JSON: .+/)).toBeVisible();
    await expect(stage(page).getByText("Open-pit mine · Gauteng")).toBeVisible();
  } finally {
    await branch.remove();
  }
});
