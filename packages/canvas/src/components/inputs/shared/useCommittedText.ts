import { type ChangeEvent, type KeyboardEvent, useState } from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import type { AuthorCallback } from "../../shared/schemas";
import { isTypedInput } from "./isTypedInput";
import { sameStoredValue } from "./textValue";

export type CommittedTextOptions = {
  /** The bound parameter's name; without one the field keeps its value itself. */
  parameter: string | undefined;
  /** The value stored for the text. */
  toStored: (text: string) => unknown;
  /** The text shown for a stored value. */
  toText: (value: unknown) => string;
  /** Called as onChange(newValue, oldValue, api) after each commit that changes the value. */
  onChange?: AuthorCallback | undefined;
  /** Enter commits unless this is set (a multi-line field takes Enter as a new line, Ctrl+Enter commits). */
  enterMakesNewLine?: boolean;
};

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The text of a bound field: typing changes only the local text, which is
 * committed to the value on blur, on Enter and on input the browser makes
 * itself (autofill, a chosen suggestion). A value changed elsewhere replaces
 * the text; the field's own commits keep the text as the user typed it.
 */
export function useCommittedText({ parameter, toStored, toText, onChange, enterMakesNewLine }: CommittedTextOptions) {
  const [value, setValue] = useBoundParameter<unknown>(parameter, null);
  const callbackApi = useCallbackApi();
  const [text, setText] = useState(() => toText(value));
  const [shownValue, setShownValue] = useState<unknown>(value);

  if (!sameStoredValue(shownValue, value)) {
    setShownValue(value);
    setText(toText(value));
  }

  const commit = (nextText: string) => {
    const next = toStored(nextText);
    if (sameStoredValue(next, value)) return;
    setShownValue(next);
    setValue(next);
    callSafely(onChange, "onChange", next, value, callbackApi());
  };

  return {
    text,
    value,
    commit,
    onChange: (event: ChangeEvent<FieldElement>) => {
      const nextText = event.target.value;
      setText(nextText);
      if (!isTypedInput(event.nativeEvent)) commit(nextText);
    },
    onBlur: () => commit(text),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
      if (enterMakesNewLine && !(event.ctrlKey || event.metaKey)) return;
      commit(text);
    },
  };
}
