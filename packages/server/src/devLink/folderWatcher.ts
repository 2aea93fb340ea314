import { type FSWatcher, watch } from "node:fs";

/** How long the folder must be quiet before its changes are handled: an editor's save is often several writes. */
const WATCH_DEBOUNCE_MS = 30;

/**
 * Watches a folder and its subfolders; `onChanges` hears the changed files (relative to the folder), each once,
 * after the folder has been quiet for `debounceMs`. Answers the function that stops watching.
 */
export function watchFolder(
  dir: string,
  onChanges: (files: string[]) => void,
  debounceMs = WATCH_DEBOUNCE_MS,
): () => void {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    const files = [...pending];
    pending.clear();
    if (files.length > 0) onChanges(files);
  };
  const watcher: FSWatcher = watch(dir, { recursive: true }, (_event, file) => {
    if (!file) return;
    pending.add(file.toString());
    clearTimeout(timer);
    timer = setTimeout(flush, debounceMs);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
