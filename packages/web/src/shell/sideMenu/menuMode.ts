/** Storyline pages: the frame needs the width, so the menu floats there unless the user pinned it. */
export function isStorylinePath(pathname: string): boolean {
  return /^\/storylines\/[^/]+/.test(pathname);
}

/**
 * Whether the menu sits beside the page. The user's own choice (pinned or not) holds everywhere; without one
 * it is pinned, except on storyline pages, where it opens over the frame.
 */
export function menuIsPinned(pinChoice: boolean | null, pathname: string): boolean {
  return pinChoice ?? !isStorylinePath(pathname);
}

/** How the open menu is shown: beside the page, or over it (unpinned, or on a narrow screen). */
type MenuPlacement = "beside" | "overlay";

export function menuPlacement(pinned: boolean, narrowScreen: boolean): MenuPlacement {
  return pinned && !narrowScreen ? "beside" : "overlay";
}

/**
 * An overlay over a storyline closes as soon as the user acts on the frame (the click goes through); elsewhere
 * it dims the page and a click beside it only closes it.
 */
export function overlayDimsPage(pathname: string): boolean {
  return !isStorylinePath(pathname);
}

/** Narrower than this the menu shows its items' icons only (with their titles as hints), never cut-off words. */
const ICON_RAIL_BELOW_WIDTH = 160;

export function isIconRail(width: number): boolean {
  return width < ICON_RAIL_BELOW_WIDTH;
}
