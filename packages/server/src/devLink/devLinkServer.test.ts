import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type EditorToWebMessage, editorToWebMessageSchema, type WebToEditorMessage } from "@storyframe/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { type DevLink, startDevLink } from "./devLinkServer";

const ORIGIN = "http://localhost:3000";
const storyline = { storylineId: "tech-stocks", branch: "main" };
const table = { name: "shared/table", jsx: "<p>Table</p>", css: ".table { color: red; }", includes: [] };

let dir: string;
let link: DevLink;
let lines: string[];
const clients: WebSocket[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "storyframe-dev-"));
  lines = [];
  link = await startDevLink({ dir, port: 0, origins: [ORIGIN], log: (line) => lines.push(line) });
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.terminate();
  await link.close();
  await rm(dir, { recursive: true, force: true });
});

/** Waits until `check` holds, polling: file events and socket messages arrive in their own time. */
async function eventually<T>(check: () => T | undefined | false | Promise<T | undefined | false>): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > until) throw new Error(`timed out; the link said:\n${lines.join("\n")}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 10));
  }
}

type Viewer = { socket: WebSocket; received: EditorToWebMessage[]; send(message: WebToEditorMessage): void };

async function connectViewer(origin = ORIGIN): Promise<Viewer> {
  const socket = new WebSocket(`ws://127.0.0.1:${link.port}`, { origin });
  clients.push(socket);
  const received: EditorToWebMessage[] = [];
  socket.on("message", (data) => received.push(editorToWebMessageSchema.parse(JSON.parse(data.toString()))));
  await new Promise<void>((resolveOpen, reject) => {
    socket.once("open", () => resolveOpen());
    socket.once("error", reject);
  });
  return { socket, received, send: (message) => socket.send(JSON.stringify(message)) };
}

async function readText(...parts: string[]): Promise<string | null> {
  const file = join(dir, ...parts);
  return existsSync(file) ? readFile(file, "utf8") : null;
}

async function openStoryline(viewer: Viewer) {
  viewer.send({ type: "STORYLINE_LOADED", ...storyline, title: "Tech stocks", templateNames: [table.name] });
  viewer.send({ type: "LOAD_TEMPLATES", ...storyline, reason: "connect", templates: [table] });
  await eventually(async () => (await readText("shared", "table.jsx")) === table.jsx);
}

describe("storyframe dev's editor link", () => {
  it("refuses a connection from an origin other than the configured ones", async () => {
    await expect(connectViewer("http://evil.example")).rejects.toThrow(/403/);
    expect(lines).toContain(
      "Refused a connection from the origin http://evil.example: not one of http://localhost:3000.",
    );
  });

  it("mirrors the open storyline's templates as .jsx and .css files, in folders for their path", async () => {
    const viewer = await connectViewer();
    await openStoryline(viewer);

    expect(await readText("shared", "table.jsx")).toBe("<p>Table</p>");
    expect(await readText("shared", "table.css")).toBe(".table { color: red; }");
  });

  it("sends a template file's new text to the viewer as UPDATE_TEMPLATE, live", async () => {
    const viewer = await connectViewer();
    await openStoryline(viewer);

    await writeFile(join(dir, "shared", "table.jsx"), "<p>Changed</p>");

    const update = await eventually(() => viewer.received.find((message) => message.type === "UPDATE_TEMPLATE"));
    expect(update).toMatchObject({
      type: "UPDATE_TEMPLATE",
      storylineId: "tech-stocks",
      template: { name: "shared/table", jsx: "<p>Changed</p>", css: ".table { color: red; }" },
    });
    expect(lines).toContain("Sent shared/table to the viewer (live, not saved).");
  });

  it("does not send its own writes back to the viewer", async () => {
    const viewer = await connectViewer();
    await openStoryline(viewer);
    viewer.send({ type: "LOAD_TEMPLATE", ...storyline, template: { ...table, jsx: "<p>From the viewer</p>" } });
    await eventually(async () => (await readText("shared", "table.jsx")) === "<p>From the viewer</p>");

    await new Promise((resolveWait) => setTimeout(resolveWait, 200));

    expect(viewer.received).toEqual([]);
  });

  it("keeps a template file edited while no viewer was connected, and sends it once it is saved again", async () => {
    const first = await connectViewer();
    await openStoryline(first);
    first.socket.close();
    await eventually(() => lines.includes("A viewer disconnected."));
    await writeFile(join(dir, "shared", "table.jsx"), "<p>Edited offline</p>");
    await eventually(() => lines.includes("shared/table changed; no viewer is connected."));

    const viewer = await connectViewer();
    viewer.send({ type: "LOAD_TEMPLATES", ...storyline, reason: "connect", templates: [table] });
    await eventually(() => lines.some((line) => line.startsWith(`Kept ${join("shared", "table.jsx")}: it was edited`)));
    expect(await readText("shared", "table.jsx")).toBe("<p>Edited offline</p>");
    expect(await readText("shared", "table.css")).toBe(table.css);

    await writeFile(join(dir, "shared", "table.jsx"), "<p>Edited offline</p>");
    const update = await eventually(() => viewer.received.find((message) => message.type === "UPDATE_TEMPLATE"));
    expect(update).toMatchObject({ template: { name: "shared/table", jsx: "<p>Edited offline</p>" } });
  });

  it("refuses a template name that would write outside the folder, and writes nothing", async () => {
    const viewer = await connectViewer();
    viewer.send({
      type: "LOAD_TEMPLATES",
      ...storyline,
      reason: "connect",
      templates: [{ ...table, name: "../escaped" }],
    });

    await eventually(() => lines.some((line) => line.startsWith("Ignored a message: templates.0.name")));
    expect(existsSync(join(dir, "..", "escaped.jsx"))).toBe(false);
  });

  it("writes each component's documentation and TypeScript declarations of every component's props", async () => {
    const viewer = await connectViewer();
    viewer.send({
      type: "LOAD_COMPONENT_DOCUMENTATION",
      components: [
        {
          name: "Slider",
          family: "inputs",
          description: "Picks a number.",
          selfClosing: true,
          attributes: [
            { name: "label", type: "string", required: true, description: "Names the slider." },
            { name: "max", type: "number", required: false, default: "100", description: "The largest value." },
          ],
        },
      ],
    });

    // The project file is written last: once it is there, so is everything else.
    const project = await eventually(() => readText("jsconfig.json"));
    const declarations = await readText("storyframe-components.d.ts");
    expect(declarations).toContain("interface SliderProps {");
    expect(declarations).toContain("  label: string;");
    expect(declarations).toContain("  max?: number;");
    expect(declarations).toContain("declare const Slider: (props: SliderProps) => JSX.Element;");
    expect(declarations).toContain("  Slider: SliderProps;");
    expect(await readText("_storyframe", "components", "Slider.md")).toContain("| `max` | `number` | no | `100` |");
    expect(JSON.parse(project ?? "{}").include).toContain("storyframe-components.d.ts");
  });

  it("writes the CSS classes in use, one a line", async () => {
    const viewer = await connectViewer();
    viewer.send({ type: "LOAD_CSS_CLASSES", ...storyline, classes: ["card", "table"] });

    expect(await eventually(() => readText("_storyframe", "css-classes.txt"))).toBe("card\ntable\n");
  });

  it("asks the viewer to save when told to, and when the trigger file appears", async () => {
    const viewer = await connectViewer();
    await openStoryline(viewer);

    link.save();
    await eventually(() => viewer.received.some((message) => message.type === "SAVE_TEMPLATES"));
    await writeFile(join(dir, ".storyframe-save"), "");
    await eventually(() => viewer.received.filter((message) => message.type === "SAVE_TEMPLATES").length === 2);
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    expect(viewer.received.filter((message) => message.type === "SAVE_TEMPLATES")).toHaveLength(2);

    expect(viewer.received).toContainEqual({ type: "SAVE_TEMPLATES", storylineId: "tech-stocks" });
    await eventually(() => !existsSync(join(dir, ".storyframe-save")));
  });

  it("ignores a message that is not one of the protocol's, saying so", async () => {
    const viewer = await connectViewer();
    viewer.socket.send("{not json");

    await eventually(() => lines.some((line) => line.startsWith("Ignored a message: not JSON")));
  });

  it("refuses a message over its size limit by closing that connection, and goes on serving the others", async () => {
    const flooding = await connectViewer();
    const closed = new Promise<number>((resolveClose) => flooding.socket.once("close", (code) => resolveClose(code)));
    flooding.socket.send("x".repeat(9 * 1024 * 1024));
    expect(await closed).toBe(1009);

    const viewer = await connectViewer();
    await openStoryline(viewer);
  });
});
