import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import MuiRadioGroup from "@mui/material/RadioGroup";
import { useId } from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { valuesEqual } from "../../selection/shared/optionValue";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import { disabledLabelSx } from "../shared/ToggleField";
import type { RadioGroupProps } from "./RadioGroup.meta";

/** One of several options, stored in the parameter as the chosen option's value. */
export default function RadioGroup(props: RadioGroupProps) {
  const { label, parameter, options, direction, size, helperText, disabled, onChange } = props;
  const [stored, setStored] = useBoundParameter<unknown>(parameter, null);
  const callbackApi = useCallbackApi();
  const labelId = useId();
  const helperId = useId();
  // Radio inputs hold text: each option is known by its position, its value may be any JSON.
  const chosenIndex = options.findIndex((option) => valuesEqual(option.value, stored));

  const choose = (index: string) => {
    const option = options[Number(index)];
    if (option === undefined || valuesEqual(option.value, stored)) return;
    setStored(option.value);
    callSafely(onChange, "RadioGroup onChange", option.value, stored ?? null, callbackApi());
  };

  return (
    <FormControl component="fieldset" className="sf-radio-group" disabled={disabled} sx={{ minWidth: 0 }}>
      {label !== undefined && (
        <FormLabel
          component="legend"
          id={labelId}
          sx={{ typography: "body2", fontWeight: 500, mb: 0.5, "&.Mui-disabled": { color: "text.secondary" } }}
        >
          {label}
        </FormLabel>
      )}
      <MuiRadioGroup
        value={chosenIndex === -1 ? "" : String(chosenIndex)}
        onChange={(_event, index) => choose(index)}
        row={direction === "row"}
        {...(label === undefined ? { "aria-label": parameter ?? "Options" } : { "aria-labelledby": labelId })}
        aria-describedby={helperText === undefined ? undefined : helperId}
      >
        {options.map((option, index) => (
          <FormControlLabel
            // biome-ignore lint/suspicious/noArrayIndexKey: options are known by position (their values may be objects)
            key={index}
            value={String(index)}
            control={<Radio size={size} />}
            label={option.label}
            disabled={disabled || option.disabled === true}
            sx={disabledLabelSx}
          />
        ))}
      </MuiRadioGroup>
      {helperText !== undefined && (
        <FormHelperText id={helperId} sx={{ mx: 0 }}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
