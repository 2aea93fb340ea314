import { mkdir, unlink } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import {
  type EditorTemplate,
  type EditorToWebMessage,
  parseWebToEditorMessage,
  type WebToEditorMessage,
} from "@storyframe/core";
import { type WebSocket, WebSocketServer } from "ws";
import { watchFolder } from "./folderWatcher";
import { MirrorFolder } from "./mirrorFolder";
import { SAVE_TRIGGER_FILE, templateOfFile, UnsafeTemplateNameError } from "./templateFiles";

/** The loopback address: the link serves only the developer's own browser. */
const DEV_LINK_HOST = "127.0.0.1";

export type DevLinkOptions = {
  /** The folder the templates are mirrored into; created when missing. */
  dir: string;
  /** 0 picks a free port. */
  port: number;
  /** The web app origins allowed to connect (`http://localhost:3000`); any other is refused. */
  origins: readonly string[];
  /** Hears one line per thing that happens. */
  log: (line: string) => void;
  /** How long the folder must be quiet before a save is sent (default 30 ms). */
  debounceMs?: number;
};

export type DevLink = {
  /** The port it listens on. */
  readonly port: number;
  /** Asks the viewer to save its applied edits (SAVE_TEMPLATES). */
  save(): void;
  close(): Promise<void>;
};

type OpenStoryline = { storylineId: string; branch: string };

/** The largest message a viewer may send. */
const DEV_LINK_MAX_MESSAGE_BYTES = 8 * 1024 * 1024;

function listening(server: WebSocketServer): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    server.once("listening", () => resolvePromise());
    server.once("error", reject);
  });
}

/** Removes a file; false when there was none. */
async function removeIfPresent(file: string): Promise<boolean> {
  try {
    await unlink(file);
    return true;
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return false;
    throw error;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The editor side of the Canvas Debugger's link (`storyframe dev`): a websocket server on the loopback address
 * that accepts only the configured web app origins, mirrors the open storyline's templates and the component
 * documentation into a folder, and sends a template's new text to the viewer (live, not saved) when its file is
 * saved. Messages and file changes are handled one at a time, in order, so the folder never reads its own
 * writes half done.
 */
export async function startDevLink(options: DevLinkOptions): Promise<DevLink> {
  const dir = resolve(options.dir);
  const origins = new Set(options.origins);
  const { log } = options;
  await mkdir(dir, { recursive: true });
  const mirror = new MirrorFolder(dir);
  const viewers = new Set<WebSocket>();
  const updatesSent = new Map<string, number>();
  let open: OpenStoryline | null = null;
  let nextRequest = 1;
  let queue: Promise<void> = Promise.resolve();

  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => log(`Failed: ${describe(error)}`));
  };

  const send = (message: EditorToWebMessage) => {
    const text = JSON.stringify(message);
    for (const viewer of viewers) viewer.send(text);
  };

  const server = new WebSocketServer({
    host: DEV_LINK_HOST,
    port: options.port,
    // The largest message is the component documentation, well under this; anything bigger is refused, not read.
    maxPayload: DEV_LINK_MAX_MESSAGE_BYTES,
    verifyClient: ({ origin }, accept) => {
      if (origins.has(origin)) return accept(true);
      log(`Refused a connection from the origin ${origin || "(none)"}: not one of ${[...origins].join(", ")}.`);
      accept(false, 403, "Origin not allowed");
    },
  });
  await listening(server);
  // After the start, a server or connection failure is reported and survived: one bad frame must not end the link.
  server.on("error", (error) => log(`The editor link failed: ${error.message}`));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : options.port;

  const handle = async (message: WebToEditorMessage) => {
    switch (message.type) {
      case "STORYLINE_LOADED": {
        if (open?.storylineId !== message.storylineId || open.branch !== message.branch) mirror.forget();
        open = { storylineId: message.storylineId, branch: message.branch };
        log(`Storyline ${message.storylineId} (branch ${message.branch}) is open: ${message.title}.`);
        return;
      }
      case "LOAD_TEMPLATES": {
        open = { storylineId: message.storylineId, branch: message.branch };
        const { written, kept } = await mirror.writeTemplates(message.templates);
        if (message.reason === "save") {
          log(
            message.saveError === undefined
              ? `Saved ${message.saved?.join(", ") || "nothing (no applied edits)"} to branch ${message.branch}.`
              : `Not saved: ${message.saveError}`,
          );
        }
        log(
          `Mirrored ${message.templates.length} templates of ${message.storylineId} (${written.length} files written).`,
        );
        logKept(kept);
        return;
      }
      case "LOAD_TEMPLATE": {
        const { written, kept } = await mirror.writeTemplates([message.template]);
        log(`Mirrored the template ${message.template.name} (${written.length} files written).`);
        logKept(kept);
        return;
      }
      case "LOAD_COMPONENT_DOCUMENTATION":
        await mirror.writeDocumentation(message.components);
        log(`Wrote the documentation and declarations of ${message.components.length} components.`);
        return;
      case "LOAD_CSS_CLASSES":
        await mirror.writeCssClasses(message.classes);
        log(`Wrote ${message.classes.length} CSS classes in use.`);
        return;
      case "LOAD_CANVAS_DATA": {
        const { frame, frameData, parameters } = message;
        await mirror.writeCanvasData({ frame, frameData, parameters });
        log(`The viewer shows the frame ${frame.id} (template ${frame.templateName}).`);
        return;
      }
      case "TEMPLATE_RENDERED": {
        const sentAt = message.requestId === undefined ? undefined : updatesSent.get(message.requestId);
        if (message.requestId !== undefined) updatesSent.delete(message.requestId);
        const took =
          sentAt === undefined ? "" : ` ${Math.round(performance.now() - sentAt)} ms after the change was sent`;
        log(`The viewer rendered ${message.templateNames.join(", ")}${took}.`);
        return;
      }
    }
  };

  const logKept = (kept: readonly string[]) => {
    for (const file of kept) {
      log(
        `Kept ${relative(dir, file)}: it was edited here and the viewer does not have that edit; save it again to send it.`,
      );
    }
  };

  const sendEdited = (template: EditorTemplate) => {
    if (viewers.size === 0) {
      log(`${template.name} changed; no viewer is connected.`);
      return;
    }
    const requestId = String(nextRequest++);
    updatesSent.set(requestId, performance.now());
    send({
      type: "UPDATE_TEMPLATE",
      ...(open ? { storylineId: open.storylineId } : {}),
      template,
      requestId,
    });
    mirror.taken(template);
    log(`Sent ${template.name} to the viewer (live, not saved).`);
  };

  const save = () => {
    if (viewers.size === 0) {
      log("No viewer is connected: nothing to save.");
      return;
    }
    send({ type: "SAVE_TEMPLATES", ...(open ? { storylineId: open.storylineId } : {}) });
    log(`Asked the viewer to save its applied edits${open ? ` of ${open.storylineId}` : ""}.`);
  };

  const onFilesChanged = (files: string[]) =>
    enqueue(async () => {
      const names = new Set<string>();
      for (const file of files) {
        if (file === SAVE_TRIGGER_FILE) {
          // Removing the trigger is a change too: only a trigger still there asks for a save.
          if (await removeIfPresent(join(dir, SAVE_TRIGGER_FILE))) save();
          continue;
        }
        const template = templateOfFile(dir, file);
        if (template) names.add(template.name);
      }
      for (const name of names) {
        const edited = await mirror.editedTemplate(name);
        if (edited) sendEdited(edited);
      }
    });
  const stopWatching = watchFolder(dir, onFilesChanged, options.debounceMs);

  server.on("connection", (viewer, request) => {
    viewers.add(viewer);
    log(`A viewer connected from ${request.headers.origin ?? "(no origin)"}.`);
    viewer.on("message", (data) => {
      const parsed = parseWebToEditorMessage(data.toString());
      if (!parsed.ok) {
        log(`Ignored a message: ${parsed.problem}`);
        return;
      }
      enqueue(async () => {
        try {
          await handle(parsed.message);
        } catch (error) {
          if (!(error instanceof UnsafeTemplateNameError)) throw error;
          log(`${error.message} Nothing was written.`);
        }
      });
    });
    viewer.on("error", (error) => log(`A viewer's connection failed: ${error.message}`));
    viewer.on("close", () => {
      viewers.delete(viewer);
      log("A viewer disconnected.");
    });
  });

  return {
    port,
    save: () => enqueue(async () => save()),
    close: async () => {
      stopWatching();
      for (const viewer of viewers) viewer.terminate();
      await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
      await queue;
    },
  };
}
