import TextField from "@mui/material/TextField";
import { characterCounter } from "../shared/characterLimit";
import { HelperLine } from "../shared/HelperLine";
import { toDisplayText } from "../shared/textValue";
import { useCommittedText } from "../shared/useCommittedText";
import type { MemoProps } from "./Memo.meta";

/** A growing multi-line note bound to a parameter, committed when the field is left. */
export default function Memo(props: MemoProps) {
  const { label, placeholder, parameter, maxLength, minRows, maxRows, helperText } = props;
  const field = useCommittedText({
    parameter,
    toStored: (text) => text,
    toText: (value) => toDisplayText(value),
    onChange: props.onChange,
    enterMakesNewLine: true,
  });
  const counter = maxLength === undefined ? null : characterCounter(field.text.length, maxLength);
  return (
    <TextField
      className="sf-memo"
      label={label}
      placeholder={placeholder}
      multiline
      minRows={minRows}
      maxRows={Math.max(minRows, maxRows)}
      value={field.text}
      onChange={field.onChange}
      onBlur={field.onBlur}
      onKeyDown={field.onKeyDown}
      disabled={props.disabled}
      fullWidth
      margin="dense"
      helperText={
        helperText === undefined && counter === null ? undefined : <HelperLine message={helperText} counter={counter} />
      }
      slotProps={{
        htmlInput: { maxLength, readOnly: props.readOnly },
        formHelperText: { component: "div" },
      }}
    />
  );
}
