import { create } from "zustand";
import type { Breadcrumb } from "./sideMenu/menuTree";
import {
  clampMenuWidth,
  readMenuExpanded,
  readMenuPinned,
  readMenuWidth,
  storeMenuExpanded,
  storeMenuPinned,
  storeMenuWidth,
} from "./sideMenu/sideMenuStorage";

/** The shell's own state: the side menu's look and the breadcrumbs of the current page. */
export interface ShellState {
  /** Whether the pinned menu is open (remembered). */
  menuIsExpanded: boolean;
  menuPinned: boolean;
  /** Whether the floating menu (unpinned, or on a narrow screen) is open; it starts closed on every visit. */
  floatingMenuOpen: boolean;
  menuWidth: number;
  breadcrumbStack: Breadcrumb[];
  setMenuExpanded(expanded: boolean): void;
  setMenuPinned(pinned: boolean): void;
  setFloatingMenuOpen(open: boolean): void;
  /** Sets the width while dragging; `persist` stores it (at the end of a drag). */
  setMenuWidth(width: number, persist?: boolean): void;
  setBreadcrumbStack(stack: Breadcrumb[]): void;
}

export const useShellStore = create<ShellState>()((set) => ({
  menuIsExpanded: readMenuExpanded(typeof window === "undefined" ? "" : window.location.search),
  menuPinned: readMenuPinned(),
  floatingMenuOpen: false,
  menuWidth: readMenuWidth(),
  breadcrumbStack: [],
  setMenuExpanded: (menuIsExpanded) => {
    storeMenuExpanded(menuIsExpanded);
    set({ menuIsExpanded });
  },
  setMenuPinned: (menuPinned) => {
    storeMenuPinned(menuPinned);
    // The menu stays in view: unpinned it floats until closed; pinned again it sits beside the page.
    if (menuPinned) storeMenuExpanded(true);
    set(
      menuPinned
        ? { menuPinned, menuIsExpanded: true, floatingMenuOpen: false }
        : { menuPinned, floatingMenuOpen: true },
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
