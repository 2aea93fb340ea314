import type { StoredParameter } from "@storyframe/core";

/** Where stored parameters live: the browser's local storage, and the page address. */
export type ParameterStores = {
  local: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** Reads and replaces the page's query string (without navigation). */
  url: { read(): URLSearchParams; write(query: URLSearchParams): void };
};

/** The storage key of a parameter: prefixed with the storyline id unless it is global (platform-shell §4). */
export function storedParameterKey(scope: string, name: string, global: boolean): string {
  return global ? name : `${scope}.${name}`;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
}

/** Reads a stored value; undefined when nothing (or nothing readable) is stored. */
export function readStoredParameter(
  stores: ParameterStores,
  scope: string,
  name: string,
  rule: StoredParameter,
): unknown {
  const key = storedParameterKey(scope, name, rule.global);
  const text = rule.target === "url" ? stores.url.read().get(key) : stores.local.getItem(key);
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Stores a value; an empty value removes it. */
export function writeStoredParameter(
  stores: ParameterStores,
  scope: string,
  name: string,
  rule: StoredParameter,
  value: unknown,
): void {
  const key = storedParameterKey(scope, name, rule.global);
  if (rule.target === "url") {
    const query = stores.url.read();
    if (isEmpty(value)) query.delete(key);
    else query.set(key, JSON.stringify(value));
    stores.url.write(query);
    return;
  }
  try {
    if (isEmpty(value)) stores.local.removeItem(key);
    else stores.local.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the value simply is not remembered.
  }
}

/**
 * The parameter values to start from: a stored value is restored only where
 * the parameter is empty (platform-shell §4, Stored parameters).
 */
export function restoreStoredParameters(
  stores: ParameterStores,
  scope: string,
  current: Readonly<Record<string, unknown>>,
  rules: Readonly<Record<string, StoredParameter>>,
): Record<string, unknown> {
  const restored: Record<string, unknown> = { ...current };
  for (const [name, rule] of Object.entries(rules)) {
    if (!isEmpty(current[name])) continue;
    const stored = readStoredParameter(stores, scope, name, rule);
    if (stored !== undefined) restored[name] = stored;
  }
  return restored;
}

/** The browser's stores. */
export function browserParameterStores(): ParameterStores {
  return {
    local: window.localStorage,
    url: {
      read: () => new URLSearchParams(window.location.search),
      write: (query) => {
        const search = query.toString();
        const address = `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`;
        window.history.replaceState(window.history.state, "", address);
      },
    },
  };
}
