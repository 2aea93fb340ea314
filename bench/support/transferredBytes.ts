import type { Page } from "playwright-core";

/**
 * Counts what a page receives on the wire (headers and encoded bodies, as Chromium's network stack reports
 * them), from the moment it is attached; attach before navigating.
 */
export type TransferCounter = {
  /** Bytes received so far. */
  bytes(): number;
  /** Waits until no request was in flight for `quietMs` (or `maxMs` passed) and answers the bytes then. */
  settled(quietMs?: number, maxMs?: number): Promise<number>;
};

export async function countTransfers(page: Page): Promise<TransferCounter> {
  const cdp = await page.context().newCDPSession(page);
  let total = 0;
  const inFlight = new Set<string>();
  let lastActivity = performance.now();
  cdp.on("Network.requestWillBeSent", ({ requestId }) => {
    inFlight.add(requestId);
    lastActivity = performance.now();
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    total += encodedDataLength;
    inFlight.delete(requestId);
    lastActivity = performance.now();
  });
  cdp.on("Network.loadingFailed", ({ requestId }) => {
    inFlight.delete(requestId);
    lastActivity = performance.now();
  });
  await cdp.send("Network.enable");
  return {
    bytes: () => total,
    async settled(quietMs = 1000, maxMs = 15_000) {
      const started = performance.now();
      while (performance.now() - started < maxMs) {
        if (inFlight.size === 0 && performance.now() - lastActivity >= quietMs) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return total;
    },
  };
}
