import { create } from "zustand";
import type { EditorLinkStatus } from "./editorLinkConnection";
import { EditorLinkController, type EditorLinkDependencies } from "./editorLinkController";

type EditorLinkState = {
  status: EditorLinkStatus;
  /** Between Connect and the link opening or failing. */
  connecting: boolean;
};

const initialState: EditorLinkState = { status: "CLOSED", connecting: false };

/**
 * The editor link's status for the VS Code tab. The link itself lives outside the tab, in the viewer's window, so
 * it stays open while the developer looks at other tabs or closes the Debugger.
 */
export const useEditorLinkStore = create<EditorLinkState>()(() => initialState);

let active: { controller: EditorLinkController; url: string } | null = null;

/** Connects the link to `url` (a new link when the address changed). */
export function connectEditorLink(dependencies: Omit<EditorLinkDependencies, "onStatus">): void {
  if (active && active.url !== dependencies.url) {
    active.controller.dispose();
    active = null;
  }
  if (!active) {
    const controller = new EditorLinkController({
      ...dependencies,
      onStatus: (status, connecting) => useEditorLinkStore.setState({ status, connecting }),
    });
    active = { controller, url: dependencies.url };
  }
  active.controller.connect();
}

/** Disconnects an OPEN link. */
export function disconnectEditorLink(): void {
  active?.controller.disconnect();
}

/** Sends the current frame's template to the editor; false when the link is not open or there is no frame. */
export function sendTemplateToEditor(): boolean {
  return active?.controller.sendCurrentTemplate() ?? false;
}

/** Closes the link and forgets it (tests, and a page going away). */
export function resetEditorLink(): void {
  active?.controller.dispose();
  active = null;
  useEditorLinkStore.setState(initialState);
}
