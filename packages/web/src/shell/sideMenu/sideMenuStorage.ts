import {
  SIDE_MENU_DEFAULT_WIDTH,
  SIDE_MENU_EXPANDED_NODES_STORAGE_KEY,
  SIDE_MENU_MIN_WIDTH,
  SIDE_MENU_WIDTH_STORAGE_KEY,
} from "@storyframe/core";

/** Local storage key of whether the side menu is open ('0' closed, anything else open). */
const MENU_EXPANDED_STORAGE_KEY = "menu-expanded";
/** Local storage key of the user's choice to pin the menu beside the page ('1') or let it float over it ('0'). */
const MENU_PINNED_STORAGE_KEY = "sidenav-pinned";
/** The query flag of viewer pages that opens ('1') or closes ('0') the menu for that visit. */
const MENU_EXPANDED_QUERY_FLAG = "menu-expanded";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage may be full or blocked; the menu still works, it just does not remember.
  }
}

/** The widest the menu may be dragged: three quarters of the window, and never less than the minimum. */
export function maxMenuWidth(viewportWidth: number): number {
  return Math.max(SIDE_MENU_MIN_WIDTH, Math.floor(viewportWidth * 0.75));
}

/** `width` kept between the minimum (100) and `maxMenuWidth`; the default (400) when it is not a number. */
export function clampMenuWidth(width: number, viewportWidth = Number.POSITIVE_INFINITY): number {
  if (!Number.isFinite(width)) return Math.min(SIDE_MENU_DEFAULT_WIDTH, maxMenuWidth(viewportWidth));
  return Math.round(Math.min(Math.max(width, SIDE_MENU_MIN_WIDTH), maxMenuWidth(viewportWidth)));
}

/** The stored width (`sidenav-width`), or the default. */
export function readMenuWidth(): number {
  const stored = read(SIDE_MENU_WIDTH_STORAGE_KEY);
  const width = stored === null ? Number.NaN : Number(stored);
  return clampMenuWidth(Number.isFinite(width) ? width : SIDE_MENU_DEFAULT_WIDTH);
}

export function storeMenuWidth(width: number): void {
  write(SIDE_MENU_WIDTH_STORAGE_KEY, String(clampMenuWidth(width)));
}

/** The ids of the expanded menu items (`side-nav-expanded-nodes`, a JSON list). */
export function readExpandedNodes(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(read(SIDE_MENU_EXPANDED_NODES_STORAGE_KEY) ?? "[]");
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

export function storeExpandedNodes(ids: ReadonlySet<string>): void {
  write(SIDE_MENU_EXPANDED_NODES_STORAGE_KEY, JSON.stringify([...ids].sort()));
}

/** The page's `menu-expanded` flag: open ('1'), closed ('0'), or null when the page does not say. */
export function menuExpandedFlag(search: string): boolean | null {
  const flag = new URLSearchParams(search).get(MENU_EXPANDED_QUERY_FLAG);
  return flag === "0" || flag === "1" ? flag === "1" : null;
}

/** Whether the menu is open: the page's `menu-expanded` flag when given, else stored; open unless '0'. */
export function readMenuExpanded(search = ""): boolean {
  return menuExpandedFlag(search) ?? read(MENU_EXPANDED_STORAGE_KEY) !== "0";
}

export function storeMenuExpanded(expanded: boolean): void {
  write(MENU_EXPANDED_STORAGE_KEY, expanded ? "1" : "0");
}

/** The user's choice to pin the menu (true) or let it float (false); null while they have made none. */
export function readPinChoice(): boolean | null {
  const stored = read(MENU_PINNED_STORAGE_KEY);
  return stored === null ? null : stored !== "0";
}

export function storeMenuPinned(pinned: boolean): void {
  write(MENU_PINNED_STORAGE_KEY, pinned ? "1" : "0");
}
