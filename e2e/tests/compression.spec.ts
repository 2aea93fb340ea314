import { expect, type Response, test } from "@playwright/test";
import { openSignedIn } from "../support/auth";
import { miniMap } from "../support/page";

/** The size above which the server compresses an answer; smaller ones go out as they are. */
const THRESHOLD_BYTES = 1024;

const kindOf = (contentType: string): "JavaScript" | "CSS" | "JSON" | undefined => {
  if (/javascript/i.test(contentType)) return "JavaScript";
  if (/^text\/css/i.test(contentType)) return "CSS";
  if (/[/+]json\b/i.test(contentType)) return "JSON";
  return undefined;
};

type Checked = { kind: string; address: string; bytes: number; encoding: string };

/** The JavaScript, CSS and JSON answers with a body above the threshold, with the coding each came in. */
async function largeTextAnswers(responses: readonly Response[]): Promise<Checked[]> {
  const checked: Checked[] = [];
  for (const response of responses) {
    const headers = await response.allHeaders();
    const kind = kindOf(headers["content-type"] ?? "");
    if (!kind || response.status() !== 200) continue;
    // The body as the page received it, decoded.
    const body = await response.body().catch(() => undefined);
    if (!body || body.length <= THRESHOLD_BYTES) continue;
    const request = response.request();
    checked.push({
      kind,
      address: `${request.method()} ${new URL(response.url()).pathname}`,
      bytes: body.length,
      encoding: headers["content-encoding"] ?? "none",
    });
  }
  return checked;
}

test("every JavaScript, CSS and JSON answer above 1 KB of a signed-in storyline comes compressed", async ({ page }) => {
  const responses: Response[] = [];
  page.on("response", (response) => responses.push(response));

  await openSignedIn(page, "/storylines/fleet-operations");
  await expect(page.getByTestId("frame-title")).toHaveText("Haul fleet at a glance");
  await expect(miniMap(page)).toBeVisible();
  await page.waitForLoadState("networkidle");

  const checked = await largeTextAnswers(responses);
  expect(checked.map((answer) => answer.kind)).toEqual(expect.arrayContaining(["JavaScript", "JSON"]));
  for (const answer of checked) {
    const described = `${answer.address} (${answer.kind}, ${answer.bytes} bytes)`;
    expect(answer.encoding, described).toMatch(/^(br|gzip)$/);
  }
});
