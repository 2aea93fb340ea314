import MuiTextField from "@mui/material/TextField";
import { checkCharacterLimit } from "../shared/characterLimit";
import { HelperLine } from "../shared/HelperLine";
import { toDisplayText, toStoredValue } from "../shared/textValue";
import { useCommittedText } from "../shared/useCommittedText";
import type { TextFieldProps } from "./TextField.meta";

/** A labelled text field that commits its text to the bound parameter on blur, Enter or autofill. */
export default function TextField(props: TextFieldProps) {
  const { label, placeholder, type, multiline, rows, parameter, separator, trim, characterLimit } = props;
  const field = useCommittedText({
    parameter,
    toStored: (text) => toStoredValue(text, { type, separator, trim }),
    toText: (value) => toDisplayText(value, separator),
    onChange: props.onChange,
    enterMakesNewLine: multiline,
  });
  const limit = characterLimit === undefined ? null : checkCharacterLimit(field.text, characterLimit);
  const message = limit?.message ?? props.helperText;
  const counter = limit?.counter ?? null;
  // A number input cannot hold a list ('1, 3'): the browser would empty it, so a separated list is typed as text.
  const numberList = type === "number" && separator !== undefined;
  return (
    <MuiTextField
      label={label}
      placeholder={placeholder}
      type={numberList ? "text" : type}
      multiline={multiline}
      rows={multiline ? rows : undefined}
      value={field.text}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onKeyDown={field.onKeyDown}
      error={props.error || (limit?.exceeded ?? false)}
      helperText={
        message === undefined && counter === null ? undefined : <HelperLine message={message} counter={counter} />
      }
      required={props.required}
      disabled={props.disabled}
      fullWidth={props.fullWidth}
      margin="dense"
      slotProps={{
        htmlInput: {
          ...(label === undefined ? { "aria-label": placeholder ?? parameter ?? "Text" } : {}),
          ...(numberList ? { inputMode: "decimal" as const } : {}),
        },
        formHelperText: { component: "div" },
      }}
    />
  );
}
