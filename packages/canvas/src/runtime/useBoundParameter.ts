import { useCallback, useState } from "react";
import { useParameter } from "./CanvasRuntimeContext";

/**
 * A component's value: the named storyline parameter when the author binds one (`parameter="region"`),
 * else state of the component's own. An unset parameter reads as `fallback`.
 */
export function useBoundParameter<Value>(name: string | undefined, fallback: Value): [Value, (value: Value) => void] {
  const [parameterValue, setParameterValue] = useParameter<Value>(name ?? "");
  const [localValue, setLocalValue] = useState<Value>(fallback);
  const setValue = useCallback(
    (value: Value) => (name ? setParameterValue(value) : setLocalValue(value)),
    [name, setParameterValue],
  );
  if (!name) return [localValue, setValue];
  return [parameterValue === undefined ? fallback : parameterValue, setValue];
}
