/**
 * Where the keyboard goes in the viewer: the storyline itself takes focus when it opens, so the arrows step
 * frames and PageDown, PageUp and Space scroll its page at once; after a filter value was chosen, focus
 * comes back to it once the field's list has closed. Text fields and open lists keep their keys.
 */

const FILTER_BAR = ".sf-filter-bar";
/** The popup lists of select fields, rendered outside the filter bar. */
const OPEN_LIST = "[role='listbox'], [role='menu'], [role='option'], [role='menuitem']";
const TEXT_INPUT_TYPES = new Set([
  "text",
  "search",
  "number",
  "date",
  "datetime-local",
  "month",
  "week",
  "time",
  "email",
  "tel",
  "url",
  "password",
]);

/** A field the user types into (a combobox input is a list field: it gives focus back once closed). */
export function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || (element instanceof HTMLElement && element.isContentEditable))
    return true;
  return (
    element instanceof HTMLInputElement &&
    TEXT_INPUT_TYPES.has(element.type) &&
    element.getAttribute("role") !== "combobox"
  );
}

/** Moves focus to the viewer unless the user is typing somewhere; the page does not jump. */
export function focusViewer(viewer: HTMLElement): void {
  if (isTextEntry(document.activeElement)) return;
  viewer.focus({ preventScroll: true });
}

const RECHECKS = 10;
const RECHECK_MS = 50;

/**
 * After a filter value is chosen (a parameter changes while focus is in the filter bar or its list), focus
 * returns to the viewer as soon as it is back on a closed field of the filter bar. Returns the cleanup.
 */
export function returnFocusAfterFilterChoice(
  viewer: HTMLElement,
  subscribeToParameterChanges: (onChange: () => void) => () => void,
): () => void {
  let pending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const tryReturn = (rechecks: number) => {
    clearTimeout(timer);
    if (!pending) return;
    const active = document.activeElement;
    if (!active || (!active.closest(FILTER_BAR) && !active.closest(OPEN_LIST))) {
      pending = false;
      return;
    }
    const listOpen = active.closest(OPEN_LIST) !== null || active.getAttribute("aria-expanded") === "true";
    if (listOpen || isTextEntry(active)) {
      // A closing list hands focus back to its field a moment later (or the user keeps choosing).
      if (listOpen && rechecks > 0) timer = setTimeout(() => tryReturn(rechecks - 1), RECHECK_MS);
      return;
    }
    pending = false;
    viewer.focus({ preventScroll: true });
  };

  const onFocusIn = () => tryReturn(RECHECKS);
  const stop = subscribeToParameterChanges(() => {
    const active = document.activeElement;
    if (!active || isTextEntry(active) || (!active.closest(FILTER_BAR) && !active.closest(OPEN_LIST))) return;
    pending = true;
    tryReturn(RECHECKS);
  });
  document.addEventListener("focusin", onFocusIn);
  return () => {
    stop();
    clearTimeout(timer);
    document.removeEventListener("focusin", onFocusIn);
  };
}

/** Scrolls every ancestor that scrolls the viewer vertically (and the page) back to its top. */
export function scrollToTopOfViewer(viewer: Element): void {
  for (let parent = viewer.parentElement; parent; parent = parent.parentElement) {
    if (parent.scrollTop > 0) parent.scrollTop = 0;
  }
  const page = document.scrollingElement;
  if (page && page.scrollTop > 0) page.scrollTop = 0;
}
