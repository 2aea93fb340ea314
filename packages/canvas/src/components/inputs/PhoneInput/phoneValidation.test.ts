import { describe, expect, it } from "vitest";
import {
  checkPhoneNumber,
  defaultInvalidPhoneMessage,
  defaultPhoneCountry,
  describeStoredNumber,
  toCountryCode,
} from "./phoneValidation";

describe("phone validation", () => {
  it("defaults to South Africa and the spec's message", () => {
    expect(defaultPhoneCountry).toBe("ZA");
    expect(defaultInvalidPhoneMessage).toBe("Invalid phone number.");
  });

  it("accepts a national number of the chosen country and gives its E.164 form", () => {
    expect(checkPhoneNumber("082 123 4567", "ZA")).toEqual({
      status: "valid",
      e164: "+27821234567",
      country: "ZA",
      national: "082 123 4567",
    });
  });

  it("reads an international number in its own country", () => {
    expect(checkPhoneNumber("+44 20 7946 0958", "ZA")).toMatchObject({ status: "valid", country: "GB" });
  });

  it("refuses numbers that are too short, unreadable or wrong for the country", () => {
    expect(checkPhoneNumber("082 12", "ZA")).toEqual({ status: "invalid" });
    expect(checkPhoneNumber("call me", "ZA")).toEqual({ status: "invalid" });
    expect(checkPhoneNumber("082 123 4567", "US")).toEqual({ status: "invalid" });
  });

  it("treats blank text as empty", () => {
    expect(checkPhoneNumber("  ", "ZA")).toEqual({ status: "empty" });
  });

  it("turns a country code into a supported one, or the fallback", () => {
    expect(toCountryCode("gb")).toBe("GB");
    expect(toCountryCode("ZZ")).toBe("ZA");
    expect(toCountryCode(undefined, "US")).toBe("US");
  });

  it("shows a stored E.164 number in its country's national form", () => {
    expect(describeStoredNumber("+442079460958", "ZA")).toEqual({ country: "GB", text: "020 7946 0958" });
    expect(describeStoredNumber("12", "ZA")).toEqual({ country: "ZA", text: "12" });
    expect(describeStoredNumber(null, "ZA")).toEqual({ country: "ZA", text: "" });
  });
});
