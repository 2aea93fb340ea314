import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { defaultPhoneCountry } from "./phoneDefaults";

export { defaultInvalidPhoneMessage, defaultPhoneCountry } from "./phoneDefaults";

/** The outcome of checking the typed number against the chosen country. */
export type PhoneCheck =
  | { status: "empty" }
  | { status: "invalid" }
  | {
      status: "valid";
      /** The number in E.164 form, e.g. '+27821234567'. */
      e164: string;
      /** The country the number belongs to (a number typed with '+' may belong to another). */
      country: CountryCode;
      /** The number as written in its country, e.g. '082 123 4567'. */
      national: string;
    };

/** A supported country code for `code` (any case), or `fallback`. */
export function toCountryCode(code: string | undefined, fallback: CountryCode = defaultPhoneCountry): CountryCode {
  const upper = code?.trim().toUpperCase() ?? "";
  return isSupportedCountry(upper) ? upper : fallback;
}

/** Checks a typed number, read in `country` unless it starts with '+' and a calling code. */
export function checkPhoneNumber(text: string, country: CountryCode): PhoneCheck {
  if (text.trim() === "") return { status: "empty" };
  const parsed = parsePhoneNumberFromString(text, country);
  if (parsed === undefined || !parsed.isValid()) return { status: "invalid" };
  return {
    status: "valid",
    e164: parsed.number,
    country: parsed.country ?? country,
    national: parsed.formatNational(),
  };
}

/** How a stored value is shown: its country and national form when it is a valid number, else the text as is. */
export function describeStoredNumber(value: unknown, country: CountryCode): { country: CountryCode; text: string } {
  if (typeof value !== "string" || value.trim() === "") return { country, text: "" };
  const check = checkPhoneNumber(value, country);
  return check.status === "valid" ? { country: check.country, text: check.national } : { country, text: value };
}
