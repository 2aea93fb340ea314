import { useCallback, useEffect, useRef } from "react";
import { type EntityOption, selectionDisappeared } from "./entityOperations";

/**
 * Keeps the selected entity in step with the options (canvas-components §4, Entity panel): it goes back to
 * none when it disappears from them, and an entity just created or cloned is selected once the refreshed
 * options list it.
 */
export function useEntitySelection(
  options: readonly EntityOption[],
  selected: string | number | null,
  select: (value: string | number | null) => void,
): { selectWhenListed: (name: string) => void } {
  const previous = useRef<readonly EntityOption[]>(options);
  const awaitedName = useRef<string | null>(null);
  // Templates build a new options array on every render; compare what it holds, not its identity.
  const optionsKey = JSON.stringify(options.map((option) => [option.value, option.label]));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `optionsKey` stands for `options`.
  useEffect(() => {
    const before = previous.current;
    previous.current = options;
    const awaited = awaitedName.current;
    if (awaited !== null) {
      const added = options.find(
        (option) => option.label === awaited && !before.some((old) => old.value === option.value),
      );
      if (added) {
        awaitedName.current = null;
        select(added.value);
        return;
      }
    }
    if (selectionDisappeared(selected, options, before)) select(null);
  }, [optionsKey, selected, select]);

  const selectWhenListed = useCallback((name: string) => {
    awaitedName.current = name;
  }, []);
  return { selectWhenListed };
}
