import { afterEach, describe, expect, it, vi } from "vitest";
import { runCli, UsageError } from "../cliCommands";

const open = vi.fn(async () => {
  throw new Error("storyframe dev needs no database");
});
const readInput = async () => "";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("storyframe dev", () => {
  it("runs the editor link with the folder, port and origins given, without opening the database", async () => {
    vi.stubEnv("STORYFRAME_PUBLIC_URL", "");
    const runDev = vi.fn(async () => "Stopped the editor link (SIGINT).");

    const output = await runCli(
      ["dev", "templates", "--port", "4000", "--origin", "http://localhost:5173", "--origin", "http://127.0.0.1:5173"],
      open,
      readInput,
      runDev,
    );

    expect(output).toBe("Stopped the editor link (SIGINT).");
    expect(runDev).toHaveBeenCalledWith({
      dir: "templates",
      port: 4000,
      origins: ["http://localhost:5173", "http://127.0.0.1:5173"],
    });
    expect(open).not.toHaveBeenCalled();
  });

  it("also allows the server's public origin", async () => {
    vi.stubEnv("STORYFRAME_PUBLIC_URL", "https://storyframe.example");
    const runDev = vi.fn(async () => "");

    await runCli(["dev"], open, readInput, runDev);

    expect(runDev).toHaveBeenCalledWith({
      dir: "storyframe-dev",
      port: 11223,
      origins: ["http://localhost:3000", "http://127.0.0.1:3000", "https://storyframe.example"],
    });
  });

  it("refuses a bad port or a second folder as a usage error", async () => {
    const runDev = vi.fn(async () => "");
    await expect(runCli(["dev", "--port", "none"], open, readInput, runDev)).rejects.toThrow(UsageError);
    await expect(runCli(["dev", "a", "b"], open, readInput, runDev)).rejects.toThrow("dev takes at most one folder.");
    expect(runDev).not.toHaveBeenCalled();
  });
});
