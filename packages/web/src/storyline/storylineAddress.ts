import {
  encodeObfuscatedParameters,
  encodeQueryValue,
  type FramePosition,
  PARAMETERS_HASH_QUERY_FLAG,
  PARAMETERS_QUERY_FLAG,
  type ParameterValue,
  positionOfFrame,
  type StorylineFilter,
  type StorylineOutline,
} from "@storyframe/core";

/**
 * The viewer's address (decision 073): `/storylines/{storyline}?frame={chapter}/{page}/{paragraph}` names
 * the current frame, and `_parameters` with `_hash` carry the filter values, so an address copied from the
 * bar reopens that frame with those filters. Every other query flag (hideMinimap, menu-expanded, …) is kept.
 */
export const FRAME_QUERY_FLAG = "frame";

/** The frame the address names (`chapter/page/paragraph` or a paragraph name), or null when none or unknown. */
export function positionInAddress(outline: StorylineOutline, search: string): FramePosition | null {
  const named = new URLSearchParams(search).get(FRAME_QUERY_FLAG);
  return named ? positionOfFrame(outline, named) : null;
}

/** Whether the value can travel in the address (the data API's query-value codec carries it). */
function isCarried(value: unknown): value is ParameterValue {
  if (value === undefined) return false;
  try {
    encodeQueryValue(value as ParameterValue);
    return true;
  } catch {
    return false;
  }
}

/** The filter values a copied address must carry to show the same view (every filter with a value). */
export function filterValuesOf(
  filters: readonly StorylineFilter[],
  parameters: Readonly<Record<string, unknown>>,
): Record<string, ParameterValue> {
  const values: Record<string, ParameterValue> = {};
  for (const { parameter } of filters) {
    const value = parameters[parameter];
    if (isCarried(value)) values[parameter] = value;
  }
  return values;
}

/** The frame id keeps its slashes, so the address reads as the storyline's outline. */
function frameQueryText(frameId: string): string {
  return `${FRAME_QUERY_FLAG}=${encodeURIComponent(frameId).replace(/%2F/g, "/")}`;
}

type AddressView = {
  frameId: string;
  filters: readonly StorylineFilter[];
  parameters: Readonly<Record<string, unknown>>;
};

/**
 * The query string of the address showing a view: the frame first, the other query flags as they were,
 * then `_parameters` and `_hash` (none when no filter has a value). Plain `name=value` entries of the
 * filters are dropped, as they would override the encoded values on reload.
 */
export function addressSearch(search: string, view: AddressView): string {
  const query = new URLSearchParams(search);
  const names = [FRAME_QUERY_FLAG, PARAMETERS_QUERY_FLAG, PARAMETERS_HASH_QUERY_FLAG];
  for (const name of [...names, ...view.filters.map((filter) => filter.parameter)]) query.delete(name);
  const values = filterValuesOf(view.filters, view.parameters);
  if (Object.keys(values).length > 0) {
    const encoded = encodeObfuscatedParameters(values);
    query.append(PARAMETERS_QUERY_FLAG, encoded._parameters);
    query.append(PARAMETERS_HASH_QUERY_FLAG, encoded._hash);
  }
  const rest = query.toString();
  return `?${frameQueryText(view.frameId)}${rest ? `&${rest}` : ""}`;
}
