import InputAdornment from "@mui/material/InputAdornment";
import OutlinedInput from "@mui/material/OutlinedInput";
import { toDisplayText, toStoredValue } from "../shared/textValue";
import { useCommittedText } from "../shared/useCommittedText";
import type { InputProps } from "./Input.meta";

/** A compact outlined input bound to a parameter, committed on blur, Enter or autofill. */
export default function Input(props: InputProps) {
  const { label, placeholder, type, parameter, prefix, suffix } = props;
  const field = useCommittedText({
    parameter,
    toStored: (text) => toStoredValue(text, { type }),
    toText: (value) => toDisplayText(value),
    onChange: props.onChange,
  });
  return (
    <OutlinedInput
      size="small"
      type={type}
      value={field.text}
      placeholder={placeholder}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onKeyDown={field.onKeyDown}
      error={props.error}
      disabled={props.disabled}
      fullWidth={props.fullWidth}
      startAdornment={prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined}
      endAdornment={suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined}
      slotProps={{ input: { "aria-label": label ?? placeholder ?? parameter ?? "Input" } }}
    />
  );
}
