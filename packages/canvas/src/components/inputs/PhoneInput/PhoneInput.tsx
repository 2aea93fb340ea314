import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { CountryCode } from "libphonenumber-js/max";
import { useState } from "react";
import { useCanvasRuntime } from "../../../runtime/CanvasRuntimeContext";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import { countryOptions } from "./countries";
import type { PhoneInputProps } from "./PhoneInput.meta";
import { checkPhoneNumber, describeStoredNumber, toCountryCode } from "./phoneValidation";

const countryMenuProps = { slotProps: { paper: { sx: { maxHeight: 360 } } } };

/**
 * A country list and a number field. The number is checked on blur and on a
 * change of country (never while typing): a valid one is stored in E.164 form,
 * an invalid one shows the invalid message, also written to `errorParameter`.
 */
export default function PhoneInput(props: PhoneInputProps) {
  const { label, parameter, errorParameter, invalidMessage, onChange, onBlur } = props;
  const runtime = useCanvasRuntime();
  const callbackApi = useCallbackApi();
  const fallbackCountry = toCountryCode(props.defaultCountry);
  const [value, setValue] = useBoundParameter<unknown>(parameter, null);
  const [shownValue, setShownValue] = useState<unknown>(value);
  const [country, setCountry] = useState<CountryCode>(() => describeStoredNumber(value, fallbackCountry).country);
  const [text, setText] = useState(() => describeStoredNumber(value, fallbackCountry).text);
  const [error, setError] = useState<string | null>(null);

  if (!Object.is(shownValue, value)) {
    const shown = describeStoredNumber(value, country);
    setShownValue(value);
    setCountry(shown.country);
    setText(shown.text);
    setError(null);
  }

  const validate = (nextText: string, nextCountry: CountryCode) => {
    const check = checkPhoneNumber(nextText, nextCountry);
    const message = check.status === "invalid" ? invalidMessage : null;
    const next = check.status === "valid" ? check.e164 : null;
    if (check.status === "valid") {
      setCountry(check.country);
      setText(check.national);
    }
    setError(message);
    if (errorParameter) runtime.setParameter(errorParameter, message);
    if (!Object.is(next, value)) {
      setShownValue(next);
      setValue(next);
    }
  };

  const changeCountry = (code: string) => {
    const nextCountry = toCountryCode(code, country);
    if (callSafely(onChange, "onChange", text, nextCountry, callbackApi()) === false) return;
    setCountry(nextCountry);
    validate(text, nextCountry);
  };

  const changeText = (nextText: string) => {
    if (callSafely(onChange, "onChange", nextText, country, callbackApi()) === false) return;
    setText(nextText);
  };

  const leave = () => {
    if (callSafely(onBlur, "onBlur", text, country, callbackApi()) === false) return;
    validate(text, country);
  };

  const options = countryOptions();
  const selected = options.find((option) => option.code === country);
  return (
    <Box
      role="group"
      aria-label={label}
      className="sf-phone-input"
      sx={{ display: "flex", alignItems: "flex-start", gap: 1, width: props.fullWidth ? "100%" : undefined }}
    >
      <TextField
        select
        label="Country"
        value={country}
        onChange={(event) => changeCountry(event.target.value)}
        disabled={props.disabled}
        margin="dense"
        sx={{ width: 128, flexShrink: 0 }}
        slotProps={{
          select: {
            MenuProps: countryMenuProps,
            renderValue: () => (
              <span>
                <span aria-hidden="true">{selected?.flag}</span> {selected?.callingCode}
              </span>
            ),
          },
        }}
      >
        {options.map((option) => (
          <MenuItem key={option.code} value={option.code} sx={{ gap: 1.5 }}>
            <span aria-hidden="true">{option.flag}</span>
            <span>{option.name}</span>
            <Box component="span" sx={{ ml: "auto", pl: 2, color: "text.secondary" }}>
              {option.callingCode}
            </Box>
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={label}
        type="tel"
        value={text}
        placeholder={props.placeholder}
        onChange={(event) => changeText(event.target.value)}
        onBlur={leave}
        error={error !== null}
        helperText={error ?? props.helperText}
        required={props.required}
        disabled={props.disabled}
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { autoComplete: "tel-national", inputMode: "tel" } }}
      />
    </Box>
  );
}
