/** Platform constants from the specification (platform-shell §9). */

export const CONTENT_API_PREFIX = "api/web/v1";
export const DEFAULT_BRANCH = "main";
export const DEFAULT_METASTORE_VERSION = "0.6.0";
export const DEFAULT_DATAMODEL_VERSION = "0.0.1";
export const TRACE_HEADER_MIN_METASTORE_VERSION = "0.8.4";
export const TEMPLATE_SPLIT_BELOW_DATAMODEL_VERSION = "0.0.2";

/**
 * Whether a client of this data-model version sends each template of an include hierarchy on its own, without
 * its includes (platform-shell §7). Versions compare part by part as numbers; text that is not a dotted version
 * is not below anything.
 */
export function splitsTemplates(dataModelVersion: string): boolean {
  if (!/^\d+(\.\d+)*$/.test(dataModelVersion)) return false;
  const parts = dataModelVersion.split(".").map(Number);
  const limit = TEMPLATE_SPLIT_BELOW_DATAMODEL_VERSION.split(".").map(Number);
  for (let i = 0; i < Math.max(parts.length, limit.length); i += 1) {
    const difference = (parts[i] ?? 0) - (limit[i] ?? 0);
    if (difference !== 0) return difference < 0;
  }
  return false;
}

export const REQUEST_TIMEOUT_MS = 8000;
export const REQUEST_RETRY_COUNT = 3;
export const REQUEST_RETRY_BASE_DELAY_MS = 1000;
export const RETRY_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];

export const MENU_REQUEST_RETRIES = 2;
export const MENU_REQUEST_TIMEOUT_MS = 15000;
export const MENU_LOCATION_STORYLINE = 1;
export const MENU_LOCATION_ADMIN = 2;

export const DATASOURCE_REFRESH_DEBOUNCE_MS = 100;
export const TRACES_KEPT = 100;
export const TRACE_ID_REGENERATION_MS = 2000;
export const SLIDE_ANIMATION_MS = 1000;
export const BRANCH_NAME_MAX_LENGTH = 63;
export const DEFAULT_LANGUAGE = "en-GB";
export const MAX_SNACKBARS = 5;
export const MENU_SEARCH_DEBOUNCE_MS = 500;
export const MENU_SEARCH_LEAF_LIMIT = 200;
export const SIDE_MENU_DEFAULT_WIDTH = 400;
/** Tooltips (canvas-components §9): a hint shows once the pointer has rested this long on its control. */
export const TOOLTIP_HOVER_DELAY_MS = 200;
/** The side menu's pin button keeps its hint this long after the pointer leaves (canvas-components §9). */
export const PIN_BUTTON_LEAVE_DELAY_MS = 200;
export const SIDE_MENU_MIN_WIDTH = 100;
export const SIDE_MENU_WIDTH_STORAGE_KEY = "sidenav-width";
export const SIDE_MENU_EXPANDED_NODES_STORAGE_KEY = "side-nav-expanded-nodes";
export const LOGIN_CALLBACK_REDIRECT_DELAY_MS = 100;
export const DEBUGGER_POPOUT_WIDTH = 1440;
export const DEBUGGER_POPOUT_HEIGHT = 900;
/** How long the Debugger's popout window is given to load before the Debugger is drawn into it. */
export const DEBUGGER_WINDOW_LOADING_DELAY_MS = 100;
export const DEFAULT_MAX_DATASOURCE_RETRY_COUNT = 3;

/** What this server reports from `GET version`: a metastore from which the trace header applies, and a data model that takes whole templates. */
export const SERVER_METASTORE_VERSION = "0.9.0";
export const SERVER_DATAMODEL_VERSION = "0.0.2";

/** The header that carries the number of matching entries of a list call (the admin and data APIs). */
export const TOTAL_COUNT_HEADER = "X-Total-Count";

/** Headers of the content API (platform-shell §7). The trace id travels as x-trace-id. */
export const CONTENT_HEADERS = {
  branch: "Branch",
  branchState: "BranchState",
  dataModel: "DataModelVersion",
  traceId: "x-trace-id",
} as const;
