import MuiCheckbox from "@mui/material/Checkbox";
import { useId } from "react";
import { ToggleField } from "../common/ToggleField";
import { useBoundToggle } from "../common/useBoundToggle";
import type { CheckboxProps } from "./Checkbox.meta";

/** A labelled checkbox storing true or false in its parameter on each change. */
export default function Checkbox({
  label,
  parameter,
  labelPlacement,
  size,
  helperText,
  disabled,
  onChange,
}: CheckboxProps) {
  const [checked, toggle] = useBoundToggle(parameter, onChange, "Checkbox");
  const labelId = useId();
  const helperId = useId();
  const control = (
    <MuiCheckbox
      checked={checked}
      onChange={(event) => toggle(event.target.checked)}
      size={size}
      disabled={disabled}
      slotProps={{
        input: {
          ...(label === undefined ? { "aria-label": parameter ?? "Checkbox" } : { "aria-labelledby": labelId }),
          ...(helperText === undefined ? {} : { "aria-describedby": helperId }),
        },
      }}
    />
  );
  return (
    <ToggleField
      className="sf-checkbox"
      control={control}
      label={label}
      labelPlacement={labelPlacement}
      helperText={helperText}
      disabled={disabled}
      labelId={labelId}
      helperId={helperId}
    />
  );
}
