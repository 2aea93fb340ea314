import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { type DevLinkOptions, startDevLink } from "./devLinkServer";
import { SAVE_TRIGGER_FILE } from "./templateFiles";

type DevLinkProcess = {
  /** Lines typed by the developer: `save` saves the applied edits. */
  input: Readable;
  /** Resolves when the process is asked to stop (SIGINT, SIGTERM). */
  stopped: Promise<string>;
};

/** Resolves with the signal's name on the first SIGINT or SIGTERM. */
export function processStopSignal(): Promise<string> {
  return new Promise((resolveStop) => {
    const stop = (signal: string) => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolveStop(signal);
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}

/**
 * `storyframe dev`: runs the editor link until it is asked to stop, then closes it cleanly. A line `save` on the
 * input (or the file `.storyframe-save` created in the folder) asks the viewer to save its applied edits.
 */
export async function runDevLink(options: DevLinkOptions, io: DevLinkProcess): Promise<string> {
  const link = await startDevLink(options);
  options.log(
    `Editor link on ws://127.0.0.1:${link.port}, mirroring into ${options.dir}; origins allowed: ${options.origins.join(", ")}.`,
  );
  options.log(`Type 'save' (or create ${SAVE_TRIGGER_FILE} in the folder) to save the applied edits; Ctrl+C stops.`);
  const lines = createInterface({ input: io.input, terminal: false });
  lines.on("line", (line) => {
    const command = line.trim().toLowerCase();
    if (command === "save") link.save();
    else if (command !== "") options.log(`Unknown input '${line.trim()}': type 'save', or Ctrl+C to stop.`);
  });
  const signal = await io.stopped;
  lines.close();
  // Standard input would keep the process alive after the link has closed.
  io.input.destroy();
  await link.close();
  return `Stopped the editor link (${signal}).`;
}
