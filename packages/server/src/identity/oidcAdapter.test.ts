import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OIDC_PAYLOAD_PRUNE_INTERVAL_MS, scheduleOidcPayloadPruning } from "./oidcAdapter";

describe("the schedule of OpenID Connect payload pruning", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("prunes once per interval until it is stopped", async () => {
    const prune = vi.fn(async () => 0);
    const stop = scheduleOidcPayloadPruning(prune, () => {});
    expect(prune).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(OIDC_PAYLOAD_PRUNE_INTERVAL_MS * 2);
    expect(prune).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(OIDC_PAYLOAD_PRUNE_INTERVAL_MS * 2);
    expect(prune).toHaveBeenCalledTimes(2);
  });

  it("reports a failed prune and keeps the schedule", async () => {
    const failure = new Error("database gone");
    const prune = vi.fn(async () => {
      throw failure;
    });
    const onError = vi.fn();
    const stop = scheduleOidcPayloadPruning(prune, onError);
    await vi.advanceTimersByTimeAsync(OIDC_PAYLOAD_PRUNE_INTERVAL_MS * 2);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(prune).toHaveBeenCalledTimes(2);
    stop();
  });
});
