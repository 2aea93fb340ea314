import { DatePicker as MuiDatePicker } from "@mui/x-date-pickers/DatePicker";
import { useMemo } from "react";
import { PickerLocalization } from "../shared/PickerLocalization";
import { parseStoredDate } from "../shared/storedDate";
import { useCommittedDate } from "../shared/useCommittedDate";
import type { DatePickerProps } from "./DatePicker.meta";

/** A date field with a calendar popup, committing 'YYYY-MM-DD' to its parameter. */
export default function DatePicker(props: DatePickerProps) {
  const { label, parameter, format } = props;
  const minDate = useMemo(() => parseStoredDate(props.minDate), [props.minDate]);
  const maxDate = useMemo(() => parseStoredDate(props.maxDate), [props.maxDate]);
  const date = useCommittedDate({
    parameter,
    kind: "date",
    limits: { min: minDate, max: maxDate, unit: "day" },
    format,
    onChange: props.onChange,
  });
  return (
    <PickerLocalization>
      <MuiDatePicker
        className="sf-date-picker"
        label={label}
        format={format}
        minDate={minDate ?? undefined}
        maxDate={maxDate ?? undefined}
        disabled={props.disabled}
        {...date.pickerProps}
        slotProps={{
          textField: {
            ...date.fieldProps,
            error: props.error || date.problem !== null ? true : undefined,
            helperText: date.problem ?? props.helperText,
            fullWidth: props.fullWidth,
            margin: "dense",
          },
        }}
      />
    </PickerLocalization>
  );
}
