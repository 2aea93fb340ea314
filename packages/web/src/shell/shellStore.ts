import { create } from "zustand";
import type { Breadcrumb } from "./sideMenu/menuTree";
import {
  clampMenuWidth,
  menuExpandedFlag,
  readMenuExpanded,
  readMenuWidth,
  readPinChoice,
  storeMenuExpanded,
  storeMenuPinned,
  storeMenuWidth,
} from "./sideMenu/sideMenuStorage";

/** The shell's own state: the side menu's look and the breadcrumbs of the current page. */
export interface ShellState {
  /** Whether the pinned menu is open (remembered). */
  menuIsExpanded: boolean;
  /** The user's choice to pin the menu (remembered); null until they make one (see `menuIsPinned`). */
  pinChoice: boolean | null;
  /**
   * Whether the floating menu (unpinned, or on a narrow screen) is open; it starts closed on every visit unless
   * the page's `menu-expanded=1` flag opens it.
   */
  floatingMenuOpen: boolean;
  menuWidth: number;
  breadcrumbStack: Breadcrumb[];
  setMenuExpanded(expanded: boolean): void;
  /** Records the user's choice; the menu stays in view (pinned beside the page, or floating until closed). */
  setMenuPinned(pinned: boolean): void;
  setFloatingMenuOpen(open: boolean): void;
  /** Sets the width while dragging; `persist` stores it (at the end of a drag). */
  setMenuWidth(width: number, persist?: boolean): void;
  setBreadcrumbStack(stack: Breadcrumb[]): void;
}

const initialSearch = typeof window === "undefined" ? "" : window.location.search;

export const useShellStore = create<ShellState>()((set) => ({
  menuIsExpanded: readMenuExpanded(initialSearch),
  pinChoice: readPinChoice(),
  floatingMenuOpen: menuExpandedFlag(initialSearch) === true,
  menuWidth: readMenuWidth(),
  breadcrumbStack: [],
  setMenuExpanded: (menuIsExpanded) => {
    storeMenuExpanded(menuIsExpanded);
    set({ menuIsExpanded });
  },
  setMenuPinned: (pinned) => {
    storeMenuPinned(pinned);
    if (pinned) storeMenuExpanded(true);
    set(
      pinned
        ? { pinChoice: true, menuIsExpanded: true, floatingMenuOpen: false }
        : { pinChoice: false, floatingMenuOpen: true },
    );
  },
  setFloatingMenuOpen: (floatingMenuOpen) => set({ floatingMenuOpen }),
  setMenuWidth: (width, persist = false) => {
    const menuWidth = clampMenuWidth(width, typeof window === "undefined" ? undefined : window.innerWidth);
    if (persist) storeMenuWidth(menuWidth);
    set({ menuWidth });
  },
  setBreadcrumbStack: (breadcrumbStack) => set({ breadcrumbStack }),
}));
