import { type CountryCode, getCountries, getCountryCallingCode } from "libphonenumber-js/max";

/** One entry of the country list of a phone field. */
export type CountryOption = {
  code: CountryCode;
  name: string;
  /** The calling code with its plus, e.g. '+27'. */
  callingCode: string;
  flag: string;
};

const regionalIndicatorA = 0x1f1e6;

/** The flag emoji of a two-letter country code, made of two regional indicator symbols. */
export function flagEmoji(code: string): string {
  const letters = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return "";
  return String.fromCodePoint(...[...letters].map((letter) => regionalIndicatorA + letter.charCodeAt(0) - 65));
}

const optionsByLocale = new Map<string, readonly CountryOption[]>();

/** Every country the phone metadata knows, with its name in `locale`, sorted by name. */
export function countryOptions(locale = "en"): readonly CountryOption[] {
  const cached = optionsByLocale.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  const options = getCountries()
    .map((code) => ({
      code,
      name: names.of(code) ?? code,
      callingCode: `+${getCountryCallingCode(code)}`,
      flag: flagEmoji(code),
    }))
    .sort((first, second) => first.name.localeCompare(second.name, locale));
  optionsByLocale.set(locale, options);
  return options;
}
