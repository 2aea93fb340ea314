import MuiCheckbox from "@mui/material/Checkbox";
import MuiSwitch from "@mui/material/Switch";
import { useId } from "react";
import { ToggleField } from "./ToggleField";
import type { ToggleProps } from "./toggleSchema";
import { useBoundToggle } from "./useBoundToggle";

const kinds = {
  checkbox: { Control: MuiCheckbox, name: "Checkbox", className: "sf-checkbox", role: undefined },
  switch: { Control: MuiSwitch, name: "Switch", className: "sf-switch", role: "switch" },
} as const;

/** A checkbox or a switch, labelled, storing true or false in its parameter on each change. */
export function BoundToggle({ kind, ...props }: ToggleProps & { kind: keyof typeof kinds }) {
  const { label, parameter, labelPlacement, size, helperText, disabled, onChange } = props;
  const { Control, name, className, role } = kinds[kind];
  const [checked, toggle] = useBoundToggle(parameter, onChange, name);
  const labelId = useId();
  const helperId = useId();
  const control = (
    <Control
      checked={checked}
      onChange={(event) => toggle(event.target.checked)}
      size={size}
      disabled={disabled}
      slotProps={{
        input: {
          ...(role === undefined ? {} : { role }),
          ...(label === undefined ? { "aria-label": parameter ?? name } : { "aria-labelledby": labelId }),
          ...(helperText === undefined ? {} : { "aria-describedby": helperId }),
        },
      }}
    />
  );
  return (
    <ToggleField
      className={className}
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
