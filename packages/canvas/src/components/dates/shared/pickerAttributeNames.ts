/**
 * The attributes every date picker takes, as their tags list them before a schema loads: `label`, `format` and
 * the keys of `pickerPropsShape` (each picker's schema is checked against its tag when it loads).
 */
export const pickerAttributeNames = [
  "label",
  "format",
  "parameter",
  "minDate",
  "maxDate",
  "error",
  "helperText",
  "disabled",
  "fullWidth",
  "onChange",
] as const;
