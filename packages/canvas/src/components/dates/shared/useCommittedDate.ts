import type { Dayjs } from "dayjs";
import { type KeyboardEvent, useRef, useState } from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import type { AuthorCallback } from "../../shared/schemas";
import { type DateLimits, dateProblem } from "./dateLimits";
import { type DateKind, normaliseStoredDate, parseStoredDate, toStoredDate } from "./storedDate";

export type CommittedDateOptions = {
  parameter: string | undefined;
  kind: DateKind;
  limits: DateLimits;
  /** The display format, used in the messages about a date that cannot be committed. */
  format: string;
  onChange?: AuthorCallback | undefined;
};

/**
 * The value of a date picker (canvas-components §4, Date pickers): the picker
 * edits a draft, committed to the bound value when its popup closes, or, for
 * typed input while the popup is closed, when the field is left or Enter is
 * pressed. A draft that is incomplete or outside the limits is not committed; a
 * message says why. Each commit that changes the value calls onChange(new, old, api).
 */
export function useCommittedDate({ parameter, kind, limits, format, onChange }: CommittedDateOptions) {
  const [value, setValue] = useBoundParameter<unknown>(parameter, null);
  const callbackApi = useCallbackApi();
  const [shownValue, setShownValue] = useState<unknown>(value);
  const [draft, setDraft] = useState<Dayjs | null>(() => parseStoredDate(value));
  const [problem, setProblem] = useState<string | null>(null);
  // The picker reports a change and its closing in one event: the latest draft is read from here.
  const latestDraft = useRef(draft);
  const open = useRef(false);

  if (!Object.is(shownValue, value)) {
    const next = parseStoredDate(value);
    setShownValue(value);
    setDraft(next);
    setProblem(null);
    latestDraft.current = next;
  }

  const commit = () => {
    const candidate = latestDraft.current;
    const reason = dateProblem(candidate, limits, format);
    setProblem(reason);
    if (reason !== null) return;
    const next = toStoredDate(candidate, kind);
    const current = normaliseStoredDate(value, kind);
    if (next === current) return;
    setShownValue(next);
    setValue(next);
    callSafely(onChange, "onChange", next, current, callbackApi());
  };

  return {
    draft,
    problem,
    pickerProps: {
      value: draft,
      onChange: (next: Dayjs | null) => {
        latestDraft.current = next;
        setDraft(next);
        setProblem(null);
      },
      onOpen: () => {
        open.current = true;
      },
      onClose: () => {
        open.current = false;
        commit();
      },
    },
    fieldProps: {
      onBlur: () => {
        if (!open.current) commit();
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === "Enter" && !open.current) commit();
      },
    },
  };
}
