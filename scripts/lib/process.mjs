import { spawn } from "node:child_process";

/** Runs a command with inherited output; resolves with its exit code (never rejects on a non-zero code). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and throws with its name when it fails. */
export async function runOrThrow(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited with code ${code}`);
}

export function step(message) {
  process.stdout.write(`\n› ${message}\n`);
}
