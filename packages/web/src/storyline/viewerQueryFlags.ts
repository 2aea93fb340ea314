/** The query flags of viewer pages (platform-shell §2, Storyline page). */
export type ViewerQueryFlags = {
  isExport: boolean;
  hideTitleBar: boolean;
  hideMinimap: boolean;
  hideCommentary: boolean;
  /** `menu-expanded`: true/false when given, null when absent. */
  menuExpanded: boolean | null;
  /** `nav-filters-id`: the session-storage key of stored filter values. */
  navFiltersId: string | null;
};

function flag(query: URLSearchParams, name: string): boolean {
  return query.get(name) === "1" || query.get(name) === "true";
}

export function readViewerQueryFlags(search: string): ViewerQueryFlags {
  const query = new URLSearchParams(search);
  const menu = query.get("menu-expanded");
  return {
    isExport: flag(query, "isExport"),
    hideTitleBar: flag(query, "hideTitleBar"),
    hideMinimap: flag(query, "hideMinimap"),
    hideCommentary: flag(query, "hideCommentary"),
    menuExpanded: menu === null ? null : menu !== "0" && menu !== "false",
    navFiltersId: query.get("nav-filters-id") || null,
  };
}

/** The hide classes the flags add to the viewer (each flag its own class, for authors' CSS too). */
export function viewerFlagClasses(flags: ViewerQueryFlags): string[] {
  return [
    flags.isExport ? "is-export" : null,
    flags.hideTitleBar ? "hide-title-bar" : null,
    flags.hideMinimap ? "hide-minimap" : null,
    flags.hideCommentary ? "hide-commentary" : null,
  ].filter((name): name is string => name !== null);
}
