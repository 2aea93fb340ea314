import type { NavigationMove } from "@storyframe/core";

/**
 * The move a key press on the page asks for (platform-shell §2): ArrowUp/Down
 * step paragraphs, with Ctrl they step pages, ArrowLeft/Right step chapters.
 */
export function moveForKey(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">,
): NavigationMove | null {
  if (event.altKey) return null;
  const withControl = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case "ArrowDown":
      return withControl ? "nextPage" : "nextParagraph";
    case "ArrowUp":
      return withControl ? "previousPage" : "previousParagraph";
    case "ArrowRight":
      return withControl ? null : "nextChapter";
    case "ArrowLeft":
      return withControl ? null : "previousChapter";
    default:
      return null;
  }
}

/** Keys typed into a field, a list or an editor belong to it, not to storyline navigation. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']")) return true;
  return (
    target.closest(
      "[role='tree'], [role='listbox'], [role='menu'], [role='slider'], [role='grid'], [role='combobox']",
    ) !== null
  );
}
