import type { StorylineTemplate } from "@storyframe/core";
import { create } from "zustand";
import type { StorylineDocument } from "../storyline/storylineApi";
import type { StorylineSession } from "../storyline/storylineSession";

/** What the Canvas Debugger inspects: the storyline the viewer shows, with its live session. */
export type DebugTarget = {
  document: StorylineDocument;
  session: StorylineSession;
};

/** A template as edited in the Debugger and applied to the viewer without saving. */
export type TemplateOverride = Pick<StorylineTemplate, "jsx" | "css" | "includes">;

/** Where the Debugger shows: its own window, or a panel in the page when the browser blocked the window. */
type DebuggerPlacement = "popout" | "panel";

/**
 * The Canvas Debugger's state in the viewer's window (platform-shell §4: open or closed). The viewer registers
 * the storyline it shows as the target, so the Debugger follows it to another frame or storyline; template
 * overrides live here so a frame re-renders with them at once and they survive the Debugger being closed.
 */
export type DebuggerState = {
  open: boolean;
  placement: DebuggerPlacement;
  target: DebugTarget | null;
  /** The popout window the Debugger is drawn into (placement "popout"); null until it is opened. */
  popout: Window | null;
  /** Per storyline on a branch (`storylineKey`), per template name: the applied, unsaved edits. */
  overrides: Readonly<Record<string, Readonly<Record<string, TemplateOverride>>>>;
  setTarget(target: DebugTarget | null): void;
  openDebugger(placement: DebuggerPlacement): void;
  /** Shows the Debugger in `popout`, a window opened for it (it must be opened in the key press's own task). */
  openInPopout(popout: Window): void;
  /** Closes the Debugger, and its popout window with it. */
  closeDebugger(): void;
  applyTemplate(key: string, templateName: string, template: TemplateOverride): void;
  /** Drops the applied edits of a storyline's templates (after they were saved, or on reload). */
  clearOverrides(key: string, templateNames?: readonly string[]): void;
};

/**
 * What the Debugger keeps a storyline's edits under (applied, typed, and the versions its saves stored): the
 * storyline on a branch. The same storyline on another branch has other text and versions, so a save there must
 * not send this one's.
 */
export function storylineKey(storylineId: string, branch: string): string {
  return JSON.stringify([branch, storylineId]);
}

export const useDebuggerStore = create<DebuggerState>()((set) => ({
  open: false,
  placement: "popout",
  target: null,
  popout: null,
  overrides: {},
  setTarget: (target) => set({ target }),
  openDebugger: (placement) => set({ open: true, placement }),
  openInPopout: (popout) => set({ open: true, placement: "popout", popout }),
  closeDebugger: () =>
    set((state) => {
      if (state.popout && !state.popout.closed) state.popout.close();
      return { open: false, popout: null };
    }),
  applyTemplate: (key, templateName, template) =>
    set((state) => ({
      overrides: { ...state.overrides, [key]: { ...state.overrides[key], [templateName]: template } },
    })),
  clearOverrides: (key, templateNames) =>
    set((state) => {
      const current = state.overrides[key];
      if (!current) return state;
      if (!templateNames) {
        const { [key]: _dropped, ...rest } = state.overrides;
        return { overrides: rest };
      }
      const kept = Object.fromEntries(Object.entries(current).filter(([name]) => !templateNames.includes(name)));
      return { overrides: { ...state.overrides, [key]: kept } };
    }),
}));

/**
 * Makes `target` what the Debugger inspects, until the returned function is called; that clears it only while it is
 * still the target (another viewer may have registered its own since).
 */
export function registerDebugTarget(target: DebugTarget): () => void {
  useDebuggerStore.getState().setTarget(target);
  return () => {
    if (useDebuggerStore.getState().target === target) useDebuggerStore.getState().setTarget(null);
  };
}
