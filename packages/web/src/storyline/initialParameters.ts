import { type ParameterStores, restoreStoredParameters } from "@storyframe/canvas";
import {
  decodeObfuscatedParameters,
  decodeQueryValue,
  PARAMETER_DECODING_ERROR,
  PARAMETER_HASH_MISMATCH,
  PARAMETERS_HASH_QUERY_FLAG,
  PARAMETERS_QUERY_FLAG,
  ParameterHashMismatchError,
  type StoredParameter,
  type StorylineFilter,
} from "@storyframe/core";
import { withinFilterConstraints } from "./filters/filterConstraints";
import { isDeepEqual } from "./isDeepEqual";

export type InitialParameterSources = {
  /** The storyline's own initial values. */
  parameterValues: Readonly<Record<string, unknown>>;
  filters: readonly StorylineFilter[];
  storylineId: string;
  /** The page's query string. */
  search: string;
  /** The values saved in session storage under `nav-filters-id`, if any. */
  navFilters: string | null;
  stores: ParameterStores;
};

export type InitialParameters = {
  values: Record<string, unknown>;
  /** 'Parameter values hash mismatch.' or 'Parameter values decoding error.' when `_parameters` was refused. */
  problem: string | null;
  /** The parameters whose value was restored from storage (stored parameters). */
  restored: string[];
};

/** The rules of the filters whose values are kept between visits. */
export function storedParameterRules(filters: readonly StorylineFilter[]): Record<string, StoredParameter> {
  return Object.fromEntries(
    filters.flatMap((filter) => (filter.persist ? [[filter.parameter, filter.persist] as const] : [])),
  );
}

function parseNavFilters(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The parameter values a storyline starts with, weakest first: its own
 * initial values, filters stored in the session (`nav-filters-id`), values in
 * the address (plain, or `_parameters` with `_hash`), then stored parameters
 * (restored only where the value is still empty and `_parameters` does not name it). A value that breaks its
 * filter's constraints falls back to the storyline's own.
 */
export function resolveInitialParameters(sources: InitialParameterSources): InitialParameters {
  let values: Record<string, unknown> = { ...sources.parameterValues, ...parseNavFilters(sources.navFilters) };
  let problem: string | null = null;
  // Values the address names win over stored ones, even empty ones: a copied address shows the same view.
  const fromAddress = new Set<string>();
  const query = new URLSearchParams(sources.search);
  const encoded = query.get(PARAMETERS_QUERY_FLAG);
  if (encoded !== null) {
    try {
      const decoded = decodeObfuscatedParameters(encoded, query.get(PARAMETERS_HASH_QUERY_FLAG));
      values = { ...values, ...decoded };
      for (const name of Object.keys(decoded)) fromAddress.add(name);
    } catch (error) {
      problem = error instanceof ParameterHashMismatchError ? PARAMETER_HASH_MISMATCH : PARAMETER_DECODING_ERROR;
    }
  }
  values = { ...values, ...plainQueryParameters(query, Object.keys(values)) };
  const rules = Object.fromEntries(
    Object.entries(storedParameterRules(sources.filters)).filter(([name]) => !fromAddress.has(name)),
  );
  const withStored = restoreStoredParameters(sources.stores, sources.storylineId, values, rules);
  const checked = withinFilterConstraints(sources.filters, withStored, sources.parameterValues);
  const restored = Object.keys(rules).filter(
    (name) => !isDeepEqual(withStored[name], values[name]) && isDeepEqual(checked[name], withStored[name]),
  );
  return { values: checked, problem, restored };
}

/**
 * Plain `name=value` query values for the storyline's known parameters (other query flags are ignored).
 * Dates stay as the text the author's filters use; text that is not a JSON value is taken as a string.
 */
function plainQueryParameters(query: URLSearchParams, known: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of known) {
    const text = query.getAll(name).at(-1);
    if (text === undefined) continue;
    if (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) {
      picked[name] = text;
      continue;
    }
    try {
      picked[name] = decodeQueryValue(text);
    } catch {
      picked[name] = text;
    }
  }
  return picked;
}
