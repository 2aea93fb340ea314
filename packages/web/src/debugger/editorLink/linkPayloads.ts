import { cssClassesOfTemplates, type EditorTemplate, type WebToEditorMessage } from "@storyframe/core";
import { frameAt, type StorylineFrame } from "../../storyline/storylineFrames";
import type { DebugTarget, TemplateOverride } from "../debuggerStore";

type Overrides = Readonly<Record<string, TemplateOverride>>;
type StorylineRef = { storylineId: string; branch: string };

/** A template as the viewer renders it now: the applied, unsaved edit if there is one, else as stored. */
export function liveTemplate(target: DebugTarget, overrides: Overrides, name: string): EditorTemplate | null {
  const source = overrides[name] ?? target.document.templates[name];
  if (!source) return null;
  return { name, jsx: source.jsx, css: source.css, includes: [...source.includes] };
}

/** Every template of the storyline (with its includes, and any applied only here), as the viewer renders them. */
export function liveTemplates(target: DebugTarget, overrides: Overrides): EditorTemplate[] {
  const names = [...new Set([...Object.keys(target.document.templates), ...Object.keys(overrides)])].sort();
  return names.flatMap((name) => liveTemplate(target, overrides, name) ?? []);
}

/** The frame the viewer shows now. */
export function currentFrame(target: DebugTarget): StorylineFrame | undefined {
  return frameAt(target.session.frames, target.session.navigation.getState().position);
}

export function storylineLoaded(target: DebugTarget, ref: StorylineRef): WebToEditorMessage {
  const templateNames = [...new Set(target.session.frames.map((frame) => frame.templateName))].sort();
  return { type: "STORYLINE_LOADED", ...ref, title: target.document.title, templateNames };
}

export function cssClassesMessage(templates: readonly EditorTemplate[], ref: StorylineRef): WebToEditorMessage {
  return { type: "LOAD_CSS_CLASSES", ...ref, classes: cssClassesOfTemplates(templates) };
}

/** The current frame with its data and the parameter values; null when the position names no frame. */
export function canvasDataMessage(target: DebugTarget, ref: StorylineRef): WebToEditorMessage | null {
  const frame = currentFrame(target);
  if (!frame) return null;
  const { frameData, parameters } = target.session.controller.getSnapshot();
  return {
    type: "LOAD_CANVAS_DATA",
    ...ref,
    frame: {
      id: frame.id,
      templateName: frame.templateName,
      chapter: frame.chapterName,
      page: frame.pageName,
      paragraph: frame.name,
    },
    frameData: { ...frameData },
    parameters: { ...parameters },
  };
}
