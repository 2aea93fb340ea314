import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
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
});
