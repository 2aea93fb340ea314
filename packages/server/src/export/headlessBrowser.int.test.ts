import { afterEach, describe, expect, it, vi } from "vitest";
import { HeadlessBrowser } from "./headlessBrowser";

const CHROMIUM = "/usr/bin/chromium";
const context = {
  viewport: { width: 400, height: 300 },
  localStorage: { origin: "http://demo.localhost:1", items: [] },
};

/** The export's Chromium as the render thread holds it, with a real browser. */
describe("the export's headless browser", () => {
  let browser: HeadlessBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
  });

  it("keeps Chromium for the next export, and closes it once none has run for its idle time", async () => {
    browser = new HeadlessBrowser(CHROMIUM, () => "127.0.0.1", 500);

    const first = await browser.openContext(context);
    const chromium = first.context.browser();
    await first.release();
    const second = await browser.openContext(context);

    expect(chromium?.isConnected()).toBe(true);
    expect(second.context.browser()).toBe(chromium);
    await second.release();
    await vi.waitFor(() => expect(chromium?.isConnected()).toBe(false), { timeout: 15_000, interval: 50 });

    const third = await browser.openContext(context);
    expect(third.context.browser()).not.toBe(chromium);
    expect(third.context.browser()?.isConnected()).toBe(true);
    await third.release();
  });
});
