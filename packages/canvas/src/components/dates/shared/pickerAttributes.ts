import type { ComponentAttribute } from "../../../defineComponent";

/** The minDate and maxDate attributes; `noun` is what they bound ('date', or 'day' beside time limits). */
export function dateLimitAttributes(noun: string): ComponentAttribute[] {
  return [
    { name: "minDate", type: "string", description: `The earliest ${noun} allowed, as ISO text ('2025-01-01').` },
    { name: "maxDate", type: "string", description: `The latest ${noun} allowed, as ISO text ('2025-12-31').` },
  ];
}

/** The error, helperText, disabled and fullWidth attributes; `popup` is what disabling also blocks. */
export function fieldStateAttributes(popup: string): ComponentAttribute[] {
  return [
    { name: "error", type: "boolean", description: "Shows the field in its error state (an external validation)." },
    { name: "helperText", type: "string", description: "Help or error text under the field." },
    { name: "disabled", type: "boolean", description: `Disables the field and ${popup}.` },
    { name: "fullWidth", type: "boolean", description: "Takes the full width of its container (default false)." },
  ];
}
