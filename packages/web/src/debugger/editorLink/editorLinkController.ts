import { loadTemplateParser } from "@storyframe/canvas";
import type {
  EditorComponentDocumentation,
  EditorTemplate,
  EditorToWebMessage,
  WebToEditorMessage,
} from "@storyframe/core";
import { getActiveBranch } from "../../app/activeBranch";
import { type DebugTarget, storylineKey, useDebuggerStore } from "../debuggerStore";
import { dropSavedDrafts, sameText } from "../templates/templateDrafts";
import { loadComponentDocumentation } from "./componentDocumentation";
import { EditorLinkConnection, type EditorLinkStatus, type LinkSocketFactory } from "./editorLinkConnection";
import {
  canvasDataMessage,
  cssClassesMessage,
  currentFrame,
  liveTemplate,
  liveTemplates,
  storylineLoaded,
} from "./linkPayloads";
import { type LinkSaveOutcome, saveLinkedTemplates } from "./saveLinkedTemplates";

export type EditorLinkDependencies = {
  url: string;
  createSocket?: LinkSocketFactory;
  onStatus?: (status: EditorLinkStatus, connecting: boolean) => void;
  /** Reads the storyline again after a save, so the viewer shows the saved text once the applied edits go. */
  readStorylineAgain?: (storylineId: string, branch: string) => Promise<unknown>;
  loadDocumentation?: () => Promise<EditorComponentDocumentation[]>;
  save?: typeof saveLinkedTemplates;
  branch?: () => string;
  /** Runs a callback once the viewer has painted what the store holds now. */
  afterPaint?: (callback: () => void) => void;
  /**
   * Loads what the viewer needs to render a template it has no compiled form of (the template parser), so an
   * applied template renders at once.
   */
  prepareRendering?: () => Promise<unknown>;
};

type StorylineRef = { storylineId: string; branch: string };

const nextFrame = (callback: () => void) => {
  requestAnimationFrame(() => callback());
};

/**
 * The Canvas Debugger's side of the editor link: it keeps the editor told what the viewer shows (the storyline,
 * its templates, the CSS classes they use, the current frame's data, the components' documentation) and carries
 * out what the editor asks: a template's new text applied live, a template sent, applied edits saved.
 */
export class EditorLinkController {
  private readonly connection: EditorLinkConnection;
  private readonly stopWatchingTarget: () => void;
  private stopWatchingFrame: (() => void) | null = null;
  private announced: string | null = null;
  private renderingReady: Promise<unknown> | null = null;

  constructor(private readonly deps: EditorLinkDependencies) {
    this.connection = new EditorLinkConnection({
      url: deps.url,
      ...(deps.createSocket ? { createSocket: deps.createSocket } : {}),
      onStatus: (status, connecting) => deps.onStatus?.(status, connecting),
      onOpen: () => this.opened(),
      onMessage: (message) => this.received(message),
    });
    this.stopWatchingTarget = useDebuggerStore.subscribe((state, previous) => {
      if (state.target !== previous.target) this.targetChanged(state.target);
    });
    this.watchFrame(useDebuggerStore.getState().target);
  }

  get status(): EditorLinkStatus {
    return this.connection.status;
  }

  connect(): void {
    this.connection.connect();
  }

  disconnect(): void {
    this.connection.disconnect();
  }

  dispose(): void {
    this.connection.close();
    this.stopWatchingTarget();
    this.stopWatchingFrame?.();
  }

  /** 'Send Template to VS Code': the current frame's template as the viewer renders it; false when there is none. */
  sendCurrentTemplate(): boolean {
    const target = useDebuggerStore.getState().target;
    const frame = target ? currentFrame(target) : undefined;
    if (!target || !frame) return false;
    const template = liveTemplate(target, this.overridesOf(target), frame.templateName);
    return template !== null && this.send({ type: "LOAD_TEMPLATE", ...this.refOf(target), template });
  }

  private opened(): void {
    this.announced = null;
    void this.prepareRendering();
    this.sendStoryline("connect");
    void (this.deps.loadDocumentation ?? loadComponentDocumentation)().then(
      (components) => this.send({ type: "LOAD_COMPONENT_DOCUMENTATION", components }),
      (error: unknown) => console.warn("The component documentation could not be loaded for the editor link.", error),
    );
  }

  private targetChanged(target: DebugTarget | null): void {
    this.watchFrame(target);
    if (this.connection.status === "OPEN") this.sendStoryline("storyline");
  }

  private watchFrame(target: DebugTarget | null): void {
    this.stopWatchingFrame?.();
    this.stopWatchingFrame = target
      ? target.session.navigation.subscribe((state, previous) => {
          if (state.position !== previous.position) this.sendCanvasData(target);
        })
      : null;
  }

  /** STORYLINE_LOADED when the storyline (or branch) is not the one last announced, then its templates and data. */
  private sendStoryline(reason: "connect" | "storyline" | "request"): void {
    const target = useDebuggerStore.getState().target;
    if (!target) return;
    const ref = this.refOf(target);
    const key = `${ref.storylineId}@${ref.branch}`;
    if (this.announced !== key && this.send(storylineLoaded(target, ref))) this.announced = key;
    const templates = liveTemplates(target, this.overridesOf(target));
    this.send({ type: "LOAD_TEMPLATES", ...ref, reason, templates });
    this.send(cssClassesMessage(templates, ref));
    this.sendCanvasData(target);
  }

  private sendCanvasData(target: DebugTarget): void {
    if (this.connection.status !== "OPEN") return;
    const message = canvasDataMessage(target, this.refOf(target));
    if (message) this.send(message);
  }

  private received(message: EditorToWebMessage): void {
    const target = useDebuggerStore.getState().target;
    if (!target) {
      console.warn(`Ignored ${message.type} from the editor link: no storyline is open.`);
      return;
    }
    if (message.storylineId !== undefined && message.storylineId !== target.document.id) {
      console.warn(
        `Ignored ${message.type} from the editor link: it is for ${message.storylineId}, the viewer shows ${target.document.id}.`,
      );
      return;
    }
    switch (message.type) {
      case "REQUEST_TEMPLATE": {
        const template = liveTemplate(target, this.overridesOf(target), message.templateName);
        if (template) this.send({ type: "LOAD_TEMPLATE", ...this.refOf(target), template });
        else console.warn(`The editor link asked for ${message.templateName}, which this storyline does not have.`);
        return;
      }
      case "REQUEST_TEMPLATES":
        this.sendStoryline("request");
        return;
      case "UPDATE_TEMPLATE":
        void this.apply(target, [message.template], message.requestId);
        return;
      case "UPDATE_TEMPLATES":
        void this.apply(target, message.templates, message.requestId);
        return;
      case "SAVE_TEMPLATES":
        void this.save(target, message.templates);
        return;
    }
  }

  /** Loads the template parser once: an applied template has no compiled form. A failure is tried again later. */
  private prepareRendering(): Promise<unknown> {
    this.renderingReady ??= (this.deps.prepareRendering ?? loadTemplateParser)().catch((error: unknown) => {
      this.renderingReady = null;
      console.warn("The template parser could not be loaded for the editor link.", error);
    });
    return this.renderingReady;
  }

  /** Re-renders the viewer's frame with the templates (not saved), and says so once it is painted. */
  private async apply(target: DebugTarget, templates: readonly EditorTemplate[], requestId?: string): Promise<void> {
    await this.prepareRendering();
    const ref = this.refOf(target);
    const { applyTemplate } = useDebuggerStore.getState();
    for (const { name, jsx, css, includes } of templates) {
      applyTemplate(storylineKey(ref.storylineId, ref.branch), name, { jsx, css, includes });
    }
    const templateNames = templates.map((template) => template.name);
    (this.deps.afterPaint ?? nextFrame)(() =>
      this.send({ type: "TEMPLATE_RENDERED", ...ref, templateNames, ...(requestId ? { requestId } : {}) }),
    );
  }

  /**
   * Saves the given templates (applied first), or else every template with an applied edit; then reads the
   * storyline again and drops the applied edits that were saved as they are. Answers with the templates as the
   * viewer has them and what was saved, or why not.
   */
  private async save(target: DebugTarget, given: readonly EditorTemplate[] | undefined): Promise<void> {
    if (given && given.length > 0) await this.apply(target, given);
    const ref = this.refOf(target);
    const overrides = this.overridesOf(useDebuggerStore.getState().target ?? target);
    const templates = given ?? Object.keys(overrides).flatMap((name) => liveTemplate(target, overrides, name) ?? []);
    let outcome: LinkSaveOutcome;
    try {
      outcome = await (this.deps.save ?? saveLinkedTemplates)(target.document, ref.branch, templates);
    } catch (error) {
      outcome = { saved: [], error: error instanceof Error ? error.message : String(error) };
    }
    if (outcome.saved.length > 0 && this.deps.readStorylineAgain) {
      await this.deps.readStorylineAgain(ref.storylineId, ref.branch);
      const texts = Object.fromEntries(
        templates
          .filter((template) => outcome.saved.includes(template.name))
          .map((template) => [template.name, template]),
      );
      const key = storylineKey(ref.storylineId, ref.branch);
      dropSavedDrafts(key, texts);
      const applied = useDebuggerStore.getState().overrides[key] ?? {};
      const saved = Object.keys(applied).filter((name) => sameText(applied[name], texts[name]));
      if (saved.length > 0) useDebuggerStore.getState().clearOverrides(key, saved);
    }
    const now = useDebuggerStore.getState().target ?? target;
    this.send({
      type: "LOAD_TEMPLATES",
      ...ref,
      reason: "save",
      templates: liveTemplates(now, this.overridesOf(now)),
      saved: outcome.saved,
      ...(outcome.error === undefined ? {} : { saveError: outcome.error }),
    });
  }

  private overridesOf(target: DebugTarget) {
    const { storylineId, branch } = this.refOf(target);
    return useDebuggerStore.getState().overrides[storylineKey(storylineId, branch)] ?? {};
  }

  private refOf(target: DebugTarget): StorylineRef {
    return { storylineId: target.document.id, branch: (this.deps.branch ?? getActiveBranch)() };
  }

  private send(message: WebToEditorMessage): boolean {
    return this.connection.send(message);
  }
}
