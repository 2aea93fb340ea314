import type { CountryCode } from "libphonenumber-js/max";

// Kept apart from the validation so that the metadata, loaded up front, does not pull in the phone number library.

/** The country a phone field starts with (canvas-components §9). */
export const defaultPhoneCountry: CountryCode = "ZA";

/** The message shown for a number that is not valid, unless the author gives another (canvas-components §5). */
export const defaultInvalidPhoneMessage = "Invalid phone number.";
