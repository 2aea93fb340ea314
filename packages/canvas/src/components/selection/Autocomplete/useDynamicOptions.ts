import { useEffect, useState } from "react";
import { z } from "zod";
import { sanitizeUrl } from "../../../template/sanitizeUrl";
import { type AutocompleteOption, autocompleteOptionSchema } from "./Autocomplete.meta";

/** Wait after the last key before asking for options (canvas-components §9). */
const OPTIONS_FETCH_DEBOUNCE_MS = 100;

const optionListSchema = z.array(autocompleteOptionSchema);

/** The request URL for a search: `{searchTerm}` replaced by the URL-encoded text; undefined for an unsafe URL. */
function optionsRequestUrl(template: string, searchText: string): string | undefined {
  const url = sanitizeUrl(template);
  return url === undefined ? undefined : url.replaceAll("{searchTerm}", encodeURIComponent(searchText));
}

type DynamicOptions = { readonly options: readonly AutocompleteOption[]; readonly loading: boolean };

const idle: DynamicOptions = { options: [], loading: false };

/**
 * Options loaded from `urlTemplate` for `searchText` (canvas-components §7): a GET 100 ms after the text
 * last changed, only for non-empty text; a newer search aborts the request before it; failures and answers
 * that are not an option list are ignored (§8), keeping the options shown.
 */
export function useDynamicOptions(urlTemplate: string | undefined, searchText: string): DynamicOptions {
  const [state, setState] = useState<DynamicOptions>(idle);
  const active = urlTemplate !== undefined && searchText.trim() !== "";

  useEffect(() => {
    if (!active || urlTemplate === undefined) {
      setState(idle);
      return;
    }
    const url = optionsRequestUrl(urlTemplate, searchText);
    if (url === undefined) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const options = optionListSchema.parse(await response.json());
        if (!controller.signal.aborted) setState({ options, loading: false });
      } catch {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, loading: false }));
      }
    }, OPTIONS_FETCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, urlTemplate, searchText]);

  return active ? state : idle;
}
