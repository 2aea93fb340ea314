/** Draws a value-driver tree from the ValueDriverTree component's props (the tree under `root`). */
type RenderVdt = (props: unknown) => Promise<void>;

declare global {
  interface Window {
    /** Set by the page `/public/headless-vdt` before it marks itself ready (docs/api.md, "Headless value-driver tree page"). */
    renderVdt?: RenderVdt;
  }
}

/**
 * Exposes `draw` as `window.renderVdt`, then marks the page ready with `data-ready="true"` on `<html>`: whoever
 * waits for the mark finds the function there. Calls draw one after another, because they share one container:
 * a call made while another is drawing waits for it to settle, so the tree on screen is the last call's.
 */
export function installRenderVdt(target: Window, draw: RenderVdt): void {
  let drawing: Promise<unknown> = Promise.resolve();
  target.renderVdt = (props) => {
    const drawn = drawing.then(() => draw(props));
    drawing = drawn.catch(() => undefined);
    return drawn;
  };
  target.document.documentElement.dataset.ready = "true";
}
