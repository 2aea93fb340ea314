/** The storyline parameter that holds the selected tab of the Tabs named `name` (canvas-components §4). */
export const tabsParameterName = (name: string): string => `tabs-${name}`;

/** A tab value as used in element ids: anything other than letters, digits, '-' and '_' becomes '-'. */
const idPart = (text: string | number): string => String(text).replace(/[^A-Za-z0-9_-]/g, "-");

/** The id of the tab for `value` in the Tabs named `name`. */
export const tabId = (name: string, value: string | number): string => `tabs-${idPart(name)}-tab-${idPart(value)}`;

/** The id of the panel for `value` in the Tabs named `name`. */
export const tabPanelId = (name: string, value: string | number): string =>
  `tabs-${idPart(name)}-panel-${idPart(value)}`;

/** Tab values compare as text, so a panel written value="2" matches a tab whose value is the number 2. */
export const isSameTab = (selected: unknown, value: string | number): boolean =>
  (typeof selected === "string" || typeof selected === "number") && String(selected) === String(value);

/** An unset selection: nothing stored yet, or an empty value. */
export const isEmptySelection = (selected: unknown): boolean =>
  selected === undefined || selected === null || selected === "";
