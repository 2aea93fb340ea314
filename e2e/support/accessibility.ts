import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const require = createRequire(import.meta.url);
/** The accessibility rule engine (@accesslint/core, MIT) as one script to inject into a page. */
const engine = require.resolve("@accesslint/core/iife");

export type Violation = { ruleId: string; impact: string; message: string; selector: string };

/**
 * Audits the page's live DOM against WCAG 2.2 A/AA rules and answers the serious and critical violations. The
 * page's content security policy forbids injected scripts: tests that call this use `bypassCSP`.
 */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Colours are read as painted: a dialog still fading in would be audited at part of its opacity.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || !Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
      ),
  );
  await page.addScriptTag({ path: engine });
  return page.evaluate(() => {
    type Audit = { violations: { ruleId: string; impact: string; message: string; selector: string }[] };
    const { runAudit } = (window as unknown as { AccessLint: { runAudit: (doc: Document) => Audit } }).AccessLint;
    return runAudit(document)
      .violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(({ ruleId, impact, message, selector }) => ({ ruleId, impact, message, selector }));
  });
}
