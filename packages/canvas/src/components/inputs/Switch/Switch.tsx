import MuiSwitch from "@mui/material/Switch";
import { useId } from "react";
import { ToggleField } from "../common/ToggleField";
import { useBoundToggle } from "../common/useBoundToggle";
import type { SwitchProps } from "./Switch.meta";

/** An on/off switch storing true or false in its parameter on each change. */
export default function Switch({
  label,
  parameter,
  labelPlacement,
  size,
  helperText,
  disabled,
  onChange,
}: SwitchProps) {
  const [checked, toggle] = useBoundToggle(parameter, onChange, "Switch");
  const labelId = useId();
  const helperId = useId();
  const control = (
    <MuiSwitch
      checked={checked}
      onChange={(event) => toggle(event.target.checked)}
      size={size}
      disabled={disabled}
      slotProps={{
        input: {
          role: "switch",
          ...(label === undefined ? { "aria-label": parameter ?? "Switch" } : { "aria-labelledby": labelId }),
          ...(helperText === undefined ? {} : { "aria-describedby": helperId }),
        },
      }}
    />
  );
  return (
    <ToggleField
      className="sf-switch"
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
