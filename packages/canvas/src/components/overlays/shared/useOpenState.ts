import { useCallback } from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";

/**
 * Whether an overlay is open: the named parameter (true = open) when the author binds one, else state of the
 * overlay's own. Any value other than true reads as closed.
 */
export function useOpenState(parameter: string | undefined, initiallyOpen = false): [boolean, (open: boolean) => void] {
  const [value, setValue] = useBoundParameter<unknown>(parameter, initiallyOpen);
  const setOpen = useCallback((open: boolean) => setValue(open), [setValue]);
  return [value === true, setOpen];
}
