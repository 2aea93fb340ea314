import { describe, expect, it } from "vitest";
import { ExportQueue } from "./exportQueue";

/** A task that runs until `finish` is called. */
function gate() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish: () => finish() };
}

describe("the export queue", () => {
  it("runs at most its concurrency at once, the next one when a place frees", async () => {
    const queue = new ExportQueue(2);
    const started: string[] = [];
    const gates = { a: gate(), b: gate(), c: gate() };
    const runs = (["a", "b", "c"] as const).map((name) =>
      queue.run(new AbortController().signal, async () => {
        started.push(name);
        await gates[name].done;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual(["a", "b"]);
    expect(queue.waitingCount).toBe(1);
    gates.a.finish();
    await runs[0];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(["a", "b", "c"]);
    gates.b.finish();
    gates.c.finish();
    await Promise.all(runs);
  });

  it("lets a waiting task leave the line when its signal aborts, without running it", async () => {
    const queue = new ExportQueue(1);
    const first = gate();
    const running = queue.run(new AbortController().signal, () => first.done);
    const controller = new AbortController();
    let ran = false;
    const waiting = queue.run(controller.signal, async () => {
      ran = true;
    });
    controller.abort(new Error("cancelled"));
    await expect(waiting).rejects.toThrow("cancelled");
    expect(queue.waitingCount).toBe(0);
    first.finish();
    await running;
    expect(ran).toBe(false);
  });

  it("frees the place of a task that fails", async () => {
    const queue = new ExportQueue(1);
    await expect(
      queue.run(new AbortController().signal, async () => Promise.reject(new Error("broken"))),
    ).rejects.toThrow("broken");
    await expect(queue.run(new AbortController().signal, async () => "next")).resolves.toBe("next");
  });
});
