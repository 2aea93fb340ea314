import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { getPriority } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { lowerPriorityOfProcessTree } from "./processPriority";

const started: { kill: () => boolean }[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill();
});

describe("lowerPriorityOfProcessTree", () => {
  it("lowers the marked process and the process it started, and leaves others alone", async () => {
    const marker = `--export-marker-${process.pid}-${Date.now()}`;
    // A shell marked by its arguments that starts a child of its own.
    const parent = spawn("sh", ["-c", "sleep 30 & wait", marker], { stdio: "ignore" });
    const bystander = spawn("sleep", ["30"], { stdio: "ignore" });
    started.push(parent, bystander);
    const childOf = async (pid: number): Promise<number> => {
      for (;;) {
        const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
        if (children !== "") return Number(children.split(" ")[0]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const child = await childOf(parent.pid as number);

    expect(lowerPriorityOfProcessTree(marker, 10)).toBe(2);

    expect(getPriority(parent.pid as number)).toBe(10);
    expect(getPriority(child)).toBe(10);
    expect(getPriority(bystander.pid as number)).toBe(getPriority());
  });

  it("lowers every thread of a process, including those it had started before", async () => {
    const marker = `--export-threads-${process.pid}-${Date.now()}`;
    // Node starts its platform threads at once; the worker adds one more before the tree is lowered.
    const script =
      "new (require('node:worker_threads').Worker)('setInterval(() => {}, 1000)', { eval: true }); setInterval(() => {}, 1000);";
    const parent = spawn(process.execPath, ["-e", script, "--", marker], { stdio: "ignore" });
    started.push(parent);
    const pid = parent.pid as number;
    const threads = () => readdirSync(`/proc/${pid}/task`).map(Number);
    while (threads().length < 3) await new Promise((resolve) => setTimeout(resolve, 20));

    expect(lowerPriorityOfProcessTree(marker, 10)).toBe(1);

    expect(threads().map((thread) => getPriority(thread))).toEqual(threads().map(() => 10));
  });
});
