import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { root } from "./benchServer";

const run = promisify(execFile);

/** Runs the built `storyframe` command on a data folder (the server must not be running on it). */
async function storyframe(dataDir: string, args: string[]): Promise<void> {
  await run(process.execPath, [join(root, "packages/server/dist/cli.js"), ...args], {
    env: { ...process.env, STORYFRAME_DATA_DIR: dataDir, STORYFRAME_LOG_LEVEL: "error" },
  });
}

type StorylineJson = { name: string; chapters: { name: string }[] } & Record<string, unknown>;

/**
 * Adds to the demo tenant's main branch a copy of a demo storyline whose chapters start with `firstChapter`,
 * so that the viewer opens on that chapter's first frame (it always starts at the first frame). Runs before
 * the first start of the data folder: migrates it, pulls main, adds the storyline and pushes main back.
 */
export async function addStorylineStartingAt(
  dataDir: string,
  from: { storyline: string; firstChapter: string; name: string },
): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), "storyframe-bench-content-"));
  try {
    await storyframe(dataDir, ["migrate"]);
    await storyframe(dataDir, ["content", "pull", "--tenant", "demo", "--branch", "main", folder]);
    const source = join(folder, "storylines", from.storyline, "storyline.json");
    const storyline = JSON.parse(readFileSync(source, "utf8")) as StorylineJson;
    const at = storyline.chapters.findIndex((chapter) => chapter.name === from.firstChapter);
    if (at < 0) throw new Error(`${from.storyline} has no chapter ${from.firstChapter}`);
    const chapters = [storyline.chapters[at], ...storyline.chapters.filter((_, index) => index !== at)];
    mkdirSync(join(folder, "storylines", from.name));
    writeFileSync(
      join(folder, "storylines", from.name, "storyline.json"),
      `${JSON.stringify({ ...storyline, name: from.name, chapters }, null, 2)}\n`,
    );
    await storyframe(dataDir, ["content", "push", folder, "--tenant", "demo", "--branch", "main"]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export type BenchEndpoint = { path: string; sql: string; declaration: Record<string, unknown> };

/**
 * Adds data endpoints (`data/<path>.sql` with its `.json`) to the demo tenant's main branch. Runs before the
 * first start of the data folder: migrates it, pulls main, writes the endpoints and pushes main back.
 */
export async function addEndpoints(dataDir: string, endpoints: readonly BenchEndpoint[]): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), "storyframe-bench-content-"));
  try {
    await storyframe(dataDir, ["migrate"]);
    await storyframe(dataDir, ["content", "pull", "--tenant", "demo", "--branch", "main", folder]);
    for (const endpoint of endpoints) {
      const file = join(folder, "data", endpoint.path);
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(`${file}.sql`, endpoint.sql);
      writeFileSync(`${file}.json`, `${JSON.stringify(endpoint.declaration, null, 2)}\n`);
    }
    await storyframe(dataDir, ["content", "push", folder, "--tenant", "demo", "--branch", "main"]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

type Chapter = { name: string; pages: { name: string; paragraphs: unknown[] }[] };

/**
 * Adds to the demo tenant's main branch a copy of a demo storyline cut to its first `frames` frames (paragraphs
 * in reading order), named `name`. Runs before the first start of the data folder, as the functions above.
 */
export async function addStorylineOfFirstFrames(
  dataDir: string,
  from: { storyline: string; frames: number; name: string },
): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), "storyframe-bench-content-"));
  try {
    await storyframe(dataDir, ["migrate"]);
    await storyframe(dataDir, ["content", "pull", "--tenant", "demo", "--branch", "main", folder]);
    const source = join(folder, "storylines", from.storyline, "storyline.json");
    const storyline = JSON.parse(readFileSync(source, "utf8")) as { chapters: Chapter[] } & Record<string, unknown>;
    let left = from.frames;
    const chapters = storyline.chapters
      .map((chapter) => ({
        ...chapter,
        pages: chapter.pages
          .map((page) => {
            const paragraphs = page.paragraphs.slice(0, Math.max(0, left));
            left -= paragraphs.length;
            return { ...page, paragraphs };
          })
          .filter((page) => page.paragraphs.length > 0),
      }))
      .filter((chapter) => chapter.pages.length > 0);
    if (left > 0) throw new Error(`${from.storyline} has fewer than ${from.frames} frames`);
    mkdirSync(join(folder, "storylines", from.name));
    writeFileSync(
      join(folder, "storylines", from.name, "storyline.json"),
      `${JSON.stringify({ ...storyline, name: from.name, chapters }, null, 2)}\n`,
    );
    await storyframe(dataDir, ["content", "push", folder, "--tenant", "demo", "--branch", "main"]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
