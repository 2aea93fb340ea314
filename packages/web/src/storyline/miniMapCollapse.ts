/** Local storage key of whether the viewer's mini-map is collapsed to its rail ('1') or open ('0'). */
const MINI_MAP_COLLAPSED_STORAGE_KEY = "minimap-collapsed";

/** Whether the user collapsed the mini-map; open until they do. */
export function readMiniMapCollapsed(): boolean {
  try {
    return window.localStorage.getItem(MINI_MAP_COLLAPSED_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

export function storeMiniMapCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(MINI_MAP_COLLAPSED_STORAGE_KEY, collapsed ? "1" : "0");
  } catch {
    // Storage may be full or blocked; the map still collapses, it just does not remember.
  }
}
