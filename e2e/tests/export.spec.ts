import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { DEMO, openSignedIn } from "../support/auth";

const exportDialog = (page: Page) => page.getByRole("dialog", { name: "Export" });

test("a viewer exports the current frame as a PDF: progress, then the download", async ({ page }, testInfo) => {
  // The export renders on the server in headless Chromium while this browser runs too: a generous budget.
  test.setTimeout(240_000);
  await openSignedIn(page, "/storylines/fleet-operations", DEMO.viewer);
  await expect(page.getByTestId("frame-title")).toHaveText("Haul fleet at a glance");

  // Keyboard: the Export button opens the dialog with Enter, Escape closes it.
  const exportButton = page.getByRole("button", { name: "Export", exact: true });
  await exportButton.focus();
  await page.keyboard.press("Enter");
  await expect(exportDialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(exportDialog(page)).toBeHidden();
  await expect(exportButton).toBeFocused();

  await exportButton.click();
  const dialog = exportDialog(page);
  await expect(dialog.getByRole("radio", { name: /^Current frame/ })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: /^PDF/ })).toBeChecked();
  // PNG holds one frame: it is offered for the current frame only.
  await dialog.getByRole("radio", { name: /^Whole storyline/ }).check();
  await expect(dialog.getByRole("radio", { name: /^PNG image/ })).toBeDisabled();
  await expect(dialog.getByText("For a single frame only")).toBeVisible();
  await dialog.getByRole("radio", { name: /^Current frame/ }).check();
  await expect(dialog.getByRole("radio", { name: /^PNG image/ })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath("export-dialog.png") });

  await dialog.getByRole("button", { name: "Export", exact: true }).click();
  await expect(dialog.getByText("Rendering your PDF…")).toBeVisible();
  await expect(dialog.getByRole("progressbar", { name: "Export progress" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel export" })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath("export-progress.png") });

  const download = dialog.getByRole("button", { name: "Download PDF" });
  await expect(download).toBeVisible({ timeout: 180_000 });
  await expect(dialog.getByText(/Your PDF is ready: fleet-operations-frame-\d{4}-\d{2}-\d{2}\.pdf/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("export-done.png") });

  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^fleet-operations-frame-\d{4}-\d{2}-\d{2}\.pdf$/);
  const saved = testInfo.outputPath(file.suggestedFilename());
  await file.saveAs(saved);
  expect(readFileSync(saved).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});
