import { setTimeout as sleep } from "node:timers/promises";

/** Waits until `condition` holds, asking every 50 ms, and fails naming `what` after `timeoutMs`. */
export async function until(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}
