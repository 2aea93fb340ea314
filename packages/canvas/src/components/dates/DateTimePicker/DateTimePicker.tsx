import { DateTimePicker as MuiDateTimePicker } from "@mui/x-date-pickers/DateTimePicker";
import { useMemo } from "react";
import { tighterBound } from "../shared/dateLimits";
import { PickerLocalization } from "../shared/PickerLocalization";
import { parseStoredDate } from "../shared/storedDate";
import { useCommittedDate } from "../shared/useCommittedDate";
import type { DateTimePickerProps } from "./DateTimePicker.meta";

/** A date and 24-hour time field with a popup, committing a local ISO date-time to its parameter. */
export default function DateTimePicker(props: DateTimePickerProps) {
  const { label, parameter, format } = props;
  const minDate = useMemo(() => parseStoredDate(props.minDate), [props.minDate]);
  const maxDate = useMemo(() => parseStoredDate(props.maxDate), [props.maxDate]);
  const minDateTime = useMemo(() => parseStoredDate(props.minDateTime), [props.minDateTime]);
  const maxDateTime = useMemo(() => parseStoredDate(props.maxDateTime), [props.maxDateTime]);
  const limits = useMemo(
    () => ({
      min: tighterBound(minDate?.startOf("day") ?? null, minDateTime, "later"),
      max: tighterBound(maxDate?.endOf("day") ?? null, maxDateTime, "earlier"),
      unit: "minute" as const,
    }),
    [minDate, maxDate, minDateTime, maxDateTime],
  );
  const dateTime = useCommittedDate({ parameter, kind: "dateTime", limits, format, onChange: props.onChange });
  return (
    <PickerLocalization>
      <MuiDateTimePicker
        className="sf-date-time-picker"
        label={label}
        format={format}
        ampm={false}
        minDate={minDate ?? undefined}
        maxDate={maxDate ?? undefined}
        minDateTime={minDateTime ?? undefined}
        maxDateTime={maxDateTime ?? undefined}
        disabled={props.disabled}
        {...dateTime.pickerProps}
        slotProps={{
          textField: {
            ...dateTime.fieldProps,
            error: props.error || dateTime.problem !== null ? true : undefined,
            helperText: dateTime.problem ?? props.helperText,
            fullWidth: props.fullWidth,
            margin: "dense",
          },
        }}
      />
    </PickerLocalization>
  );
}
