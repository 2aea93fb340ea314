/** What a pointer event on the chart is on: an item's row or bar, or a link. */
export type GanttTarget = { kind: "item"; key: string } | { kind: "link"; key: string };

/** SVAR writes text ids as ':id' into data attributes (and numbers as they are); the chart's ids are all text. */
function idOf(attribute: string): string {
  return attribute.startsWith(":") ? attribute.slice(1) : attribute;
}

/**
 * The item or link under an event's target, looking up to `container`. Controls inside a row (the tree's
 * open/close toggle), the bars' link handles and the column headers are none.
 */
export function targetOf(element: Element | null, container: Element): GanttTarget | null {
  // Events from the chart's dialogs reach it through React's tree, not the DOM's.
  if (element === null || !container.contains(element)) return null;
  let node: Element | null = element;
  while (node !== null && node !== container) {
    if (node.hasAttribute("data-action") || node.classList.contains("wx-link") || node.hasAttribute("data-header-id"))
      return null;
    const link = node.getAttribute("data-link-id");
    if (link) return { kind: "link", key: idOf(link) };
    const item = node.getAttribute("data-id");
    if (item) return { kind: "item", key: idOf(item) };
    node = node.parentElement;
  }
  return null;
}

/** How far the pointer may move between press and release for it to be a click rather than a drag. */
const CLICK_SLOP_PX = 4;

export function isDrag(press: { x: number; y: number } | null, release: { x: number; y: number }): boolean {
  if (press === null) return false;
  return Math.abs(release.x - press.x) > CLICK_SLOP_PX || Math.abs(release.y - press.y) > CLICK_SLOP_PX;
}

/**
 * Holds back a single click for `delayMs`, so that a double-click can cancel it (canvas-components §4):
 * `click` starts (or restarts) the wait, `cancel` drops a waiting click.
 */
export function delayedClick<Target>(delayMs: number, onClick: (target: Target) => void) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    click(target: Target) {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        onClick(target);
      }, delayMs);
    },
    cancel,
  };
}
