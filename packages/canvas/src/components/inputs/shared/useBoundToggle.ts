import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import type { AuthorCallback } from "../../shared/schemas";
import { isOn } from "./toggleValue";

/**
 * An on/off value bound to a parameter (a checkbox's or a switch's): stored as `true` or `false` at once on
 * each change, which calls onChange(newValue, oldValue, api).
 */
export function useBoundToggle(
  parameter: string | undefined,
  onChange: AuthorCallback | undefined,
  label: string,
): [boolean, (next: boolean) => void] {
  const [stored, setStored] = useBoundParameter<unknown>(parameter, false);
  const callbackApi = useCallbackApi();
  const checked = isOn(stored);
  const toggle = (next: boolean) => {
    if (next === checked) return;
    setStored(next);
    callSafely(onChange, `${label} onChange`, next, checked, callbackApi());
  };
  return [checked, toggle];
}
