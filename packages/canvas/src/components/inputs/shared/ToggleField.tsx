import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import type { ReactElement } from "react";
import type { ToggleProps } from "./toggleSchema";

/**
 * A disabled control's label stays readable (4.5:1, the secondary text colour) rather than the theme's faint
 * disabled grey: people still need to read what they cannot change. The control itself is greyed.
 */
export const disabledLabelSx = { "& .MuiFormControlLabel-label.Mui-disabled": { color: "text.secondary" } } as const;

type ToggleFieldProps = Pick<ToggleProps, "label" | "labelPlacement" | "helperText" | "disabled"> & {
  /** The control, already given its checked state, handlers and the ids below. */
  control: ReactElement;
  /** Ids the control names itself and its description by (`aria-labelledby`, `aria-describedby`). */
  labelId: string;
  helperId: string;
  className: string;
};

/**
 * A checkbox or switch with its label beside it and an optional helper line under the label. The control is
 * named by the label alone and described by the helper line, though both sit inside the clickable label.
 */
export function ToggleField(props: ToggleFieldProps) {
  const { label, labelPlacement, helperText, disabled, control, labelId, helperId, className } = props;
  if (label === undefined && helperText === undefined) return <span className={className}>{control}</span>;
  return (
    <FormControlLabel
      className={className}
      control={control}
      labelPlacement={labelPlacement}
      disabled={disabled}
      sx={{
        mr: 0,
        alignItems: helperText === undefined || labelPlacement !== "end" ? undefined : "flex-start",
        ...disabledLabelSx,
      }}
      label={
        <Box component="span" sx={{ display: "flex", flexDirection: "column", pt: helperText ? "9px" : 0 }}>
          <span id={labelId}>{label}</span>
          {helperText !== undefined && (
            <Box
              component="span"
              id={helperId}
              sx={{ typography: "body2", color: "text.secondary", fontSize: "0.8125rem", mt: 0.25 }}
            >
              {helperText}
            </Box>
          )}
        </Box>
      }
    />
  );
}
