import { useCallback, useEffect, useMemo } from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { resolveVisibleSet, toggleVisible } from "./visibleSet";

type VisibleSetOptions = {
  /** The parameter that holds the set when the author binds one; else the component keeps it. */
  parameter: string | undefined;
  available: readonly string[];
  /** What shows when the set is empty or reset (default: every available key). */
  defaults?: readonly string[];
  /** Off while there is nothing to show (no input yet), so a stored set is not reset meanwhile. */
  enabled: boolean;
  /** Names the set in the warning: e.g. "Mosaic rows". */
  subject: string;
};

/**
 * Which of the available keys are shown, and a toggle. A bound parameter takes over when present; a set
 * that names keys no longer available is reset to all of them (and written back), with a console warning.
 */
export function useVisibleSet({ parameter, available, defaults, enabled, subject }: VisibleSetOptions) {
  const signature = JSON.stringify(available);
  const keys = useMemo(() => JSON.parse(signature) as string[], [signature]);
  const defaultsSignature = defaults === undefined ? signature : JSON.stringify(defaults);
  const initial = useMemo(() => JSON.parse(defaultsSignature) as string[], [defaultsSignature]);
  const hasDefaults = defaults !== undefined;
  const [requested, setRequested] = useBoundParameter<unknown>(parameter, null);
  const resolved = useMemo(
    () => resolveVisibleSet(keys, enabled ? requested : null, initial),
    [keys, requested, enabled, initial],
  );

  useEffect(() => {
    if (!resolved.reset) return;
    const fallback = hasDefaults ? "the initial ones" : `all ${keys.length}`;
    console.warn(
      `${subject}: the visible set ${JSON.stringify(requested)}${parameter ? ` in '${parameter}'` : ""} does not ` +
        `match the available ones; showing ${fallback}.`,
    );
    setRequested([...initial]);
  }, [resolved.reset, requested, parameter, keys, initial, hasDefaults, subject, setRequested]);

  const toggle = useCallback(
    (key: string) => setRequested(toggleVisible(resolved.visible, key, keys)),
    [resolved.visible, keys, setRequested],
  );
  return { visible: resolved.visible, toggle };
}
