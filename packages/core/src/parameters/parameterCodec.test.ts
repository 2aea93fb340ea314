import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBase64UrlText, encodeBase64UrlText } from "./base64url";
import {
  decodeObfuscatedParameters,
  decodeParameters,
  decodeQueryValue,
  encodeObfuscatedParameters,
  encodeParameters,
  encodeQueryValue,
  PARAMETER_DECODING_ERROR,
  PARAMETER_HASH_MISMATCH,
  ParameterDecodingError,
  ParameterEncodingError,
  ParameterHashMismatchError,
  type ParameterValue,
} from "./parameterCodec";
import { sha256Hex } from "./sha256";

/** The standard URLSearchParams, reached without a DOM type library; the test runtime provides it. */
type SearchParams = {
  get(name: string): string | null;
  getAll(name: string): string[];
  append(name: string, value: string): void;
  forEach(callback: (value: string, name: string) => void): void;
  toString(): string;
};
const SearchParams = (globalThis as unknown as { URLSearchParams: new (init?: string) => SearchParams })
  .URLSearchParams;

/** Parses the query text the way the receiving side does. */
function overTheWire(query: { toString(): string }): SearchParams {
  return new SearchParams(query.toString());
}

/** The server's query object: one string per name, or every value of a repeated name. */
function asQueryRecord(params: SearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = Object.create(null);
  params.forEach((value, name) => {
    const seen = record[name];
    record[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  });
  return record;
}

/**
 * What a value is after encode→decode: the value itself, except that -0 reads as 0 and Dates inside
 * arrays and objects read as their ISO strings.
 */
function afterRoundTrip(value: ParameterValue, nested = false): ParameterValue {
  if (value instanceof Date) return nested ? value.toISOString() : value;
  if (typeof value === "number") return value === 0 ? 0 : value;
  if (Array.isArray(value)) return value.map((item) => afterRoundTrip(item, true));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, afterRoundTrip(item, true)]));
  }
  return value;
}

/** No -0 anywhere (toEqual alone would not tell). */
function hasNegativeZero(value: unknown): boolean {
  if (Object.is(value, -0)) return true;
  if (value instanceof Date || value === null || typeof value !== "object") return false;
  return Object.values(value).some(hasNegativeZero);
}

function expectRoundTrip(decoded: unknown, original: ParameterValue): void {
  expect(decoded).toEqual(afterRoundTrip(original));
  expect(hasNegativeZero(decoded)).toBe(false);
  if (original instanceof Date) expect(decoded).toBeInstanceOf(Date);
}

const commonYears = fc.date({
  min: new Date("0001-01-01T00:00:00.000Z"),
  max: new Date("9999-12-31T23:59:59.999Z"),
  noInvalidDate: true,
});

/** Strings, weighted towards texts that look like other values. */
const tricky = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  fc.constantFrom(
    "",
    "42",
    "-0",
    "1e3",
    "true",
    "false",
    "null",
    "{}",
    "[]",
    '{"a":1}',
    '"quoted"',
    "2024-05-01",
    "2024-05-01T10:20:30.000Z",
    "\\",
    "\\\\",
    "\\42",
    "not json",
    " 42 ",
    "NaN",
    "Infinity",
    "__proto__",
    "a&b=c+d%20e#f",
    "Ünïcødé ✓ 😀 👩‍👩‍👧",
  ),
  fc.double().map(String),
  fc.json(),
  commonYears.map((date) => date.toISOString()),
  commonYears.map((date) => date.toISOString().slice(0, 10)),
  fc.string({ unit: "binary" }).map((text) => `\\${text}`),
);

const finiteNumber = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(
    -0,
    0,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    0.1,
    1e21,
    1e-7,
  ),
);

const scalar = fc.oneof(tricky, finiteNumber, fc.boolean(), fc.constant(null), commonYears);

const { value: anyValue } = fc.letrec<{ value: ParameterValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    fc.array(tie("value"), { maxLength: 5 }),
    fc.dictionary(tricky, tie("value"), { maxKeys: 5 }),
  ),
}));

const structured = fc.oneof(
  fc.array(anyValue, { maxLength: 5 }),
  fc.dictionary(tricky, anyValue, { maxKeys: 5 }),
) as fc.Arbitrary<ParameterValue>;

const parameterName = fc.oneof(
  fc.string({ unit: "binary", minLength: 1 }),
  fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,12}$/),
  fc.constantFrom("__proto__", "constructor", "toString", "a b", "x&y=z"),
);

const parameterValues = fc
  .dictionary(parameterName, anyValue, { maxKeys: 6, noNullPrototype: true })
  .filter((values) => !("_parameters" in values) && !("_hash" in values));

describe("encodeQueryValue / decodeQueryValue round trip", () => {
  it("keeps every string a string, behind the text marker", () => {
    fc.assert(
      fc.property(tricky, (text) => {
        const encoded = encodeQueryValue(text);
        expect(encoded).toBe(`\\${text}`);
        expect(decodeQueryValue(encoded)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps every finite number, reading -0 as 0", () => {
    fc.assert(
      fc.property(finiteNumber, (number) => {
        const encoded = encodeQueryValue(number);
        expect(encoded).toBe(JSON.stringify(number));
        expectRoundTrip(decodeQueryValue(encoded), number);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps booleans and null", () => {
    fc.assert(
      fc.property(fc.oneof(fc.boolean(), fc.constant(null)), (value) => {
        expect(decodeQueryValue(encodeQueryValue(value))).toBe(value);
      }),
    );
    expect([true, false, null].map(encodeQueryValue)).toEqual(["true", "false", "null"]);
  });

  it("keeps every Date of years 0001–9999 to the millisecond, as its ISO text", () => {
    fc.assert(
      fc.property(commonYears, (date) => {
        const encoded = encodeQueryValue(date);
        expect(encoded).toBe(date.toISOString());
        const decoded = decodeQueryValue(encoded);
        expect(decoded).toBeInstanceOf(Date);
        expect((decoded as Date).getTime()).toBe(date.getTime());
      }),
      { numRuns: 500 },
    );
  });

  it("keeps every valid Date, including the six-digit years outside 0000–9999", () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        expect((decodeQueryValue(encodeQueryValue(date)) as Date).getTime()).toBe(date.getTime());
      }),
      { numRuns: 500 },
    );
    for (const time of [-8.64e15, 8.64e15, Date.UTC(-1, 0, 1), -62198755200000]) {
      expect((decodeQueryValue(encodeQueryValue(new Date(time))) as Date).getTime()).toBe(time);
    }
  });

  it("keeps arrays and nested objects, with Dates inside read back as ISO strings", () => {
    fc.assert(
      fc.property(structured, (value) => {
        expectRoundTrip(decodeQueryValue(encodeQueryValue(value)), value);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps any value", () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        expectRoundTrip(decodeQueryValue(encodeQueryValue(value)), value);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe("encodeQueryValue / decodeQueryValue examples", () => {
  it('keeps the string "42" a string, and reads the bare 42 as a number', () => {
    expect(encodeQueryValue("42")).toBe("\\42");
    expect(decodeQueryValue("\\42")).toBe("42");
    expect(decodeQueryValue("42")).toBe(42);
    expect(decodeQueryValue(encodeQueryValue("\\42"))).toBe("\\42");
    expect(decodeQueryValue("\\")).toBe("");
  });

  it("throws ParameterDecodingError naming a text that is not a value", () => {
    expect(() => decodeQueryValue("not json")).toThrow(ParameterDecodingError);
    expect(() => decodeQueryValue("not json")).toThrow(
      `${PARAMETER_DECODING_ERROR} Not a parameter value: "not json".`,
    );
    for (const text of ["", "NaN", "Infinity", "undefined", "{a:1}", "'x'", "2024-05-01T10:20:30"]) {
      expect(() => decodeQueryValue(text), text).toThrow(ParameterDecodingError);
    }
  });

  it("shortens a long text in the message", () => {
    const text = `x${"y".repeat(500)}`;
    expect(() => decodeQueryValue(text)).toThrow(`"x${"y".repeat(79)}…"`);
  });

  it("refuses numbers that overflow to Infinity", () => {
    expect(() => decodeQueryValue("1e400")).toThrow(ParameterDecodingError);
    expect(() => decodeQueryValue("[1, -1e999]")).toThrow("Number out of range.");
  });

  it("writes -0 as 0 and reads -0 as 0, at the top level and inside", () => {
    expect(encodeQueryValue(-0)).toBe("0");
    expect(encodeQueryValue([-0, { a: -0 }])).toBe('[0,{"a":0}]');
    expect(Object.is(decodeQueryValue("-0"), 0)).toBe(true);
    expect(hasNegativeZero(decodeQueryValue('[-0, {"a": -0.0}]'))).toBe(false);
  });

  it("reads a bare ISO date as midnight UTC of that day", () => {
    expect(decodeQueryValue("2024-05-01")).toEqual(new Date("2024-05-01T00:00:00.000Z"));
    expect(decodeQueryValue("0001-01-01")).toEqual(new Date("0001-01-01T00:00:00.000Z"));
    expect(decodeQueryValue("2024-02-29")).toEqual(new Date("2024-02-29T00:00:00.000Z"));
    expect(decodeQueryValue("2000-02-29")).toEqual(new Date("2000-02-29T00:00:00.000Z"));
  });

  it("reads ISO date-times with a zone, with or without seconds and fraction", () => {
    expect(decodeQueryValue("2024-05-01T10:20:30.000Z")).toEqual(new Date(Date.UTC(2024, 4, 1, 10, 20, 30)));
    expect(decodeQueryValue("2024-05-01T10:20Z")).toEqual(new Date(Date.UTC(2024, 4, 1, 10, 20)));
    expect(decodeQueryValue("2024-05-01T10:20:30.5Z")).toEqual(new Date(Date.UTC(2024, 4, 1, 10, 20, 30, 500)));
    expect(decodeQueryValue("2024-05-01T12:20:30+02:00")).toEqual(new Date(Date.UTC(2024, 4, 1, 10, 20, 30)));
    expect(decodeQueryValue("2024-05-01T00:30:00-01:30")).toEqual(new Date(Date.UTC(2024, 4, 1, 2, 0)));
    expect(decodeQueryValue("0000-01-01T00:00:00.000Z")).toEqual(new Date(-62167219200000));
    expect(decodeQueryValue("+275760-09-13T00:00:00.000Z")).toEqual(new Date(8.64e15));
  });

  it.each([
    ["an impossible day", "2024-02-30"],
    ["29 February of a common year", "2023-02-29"],
    ["29 February of a century that is not a leap year", "1900-02-29"],
    ["month 13", "2024-13-01"],
    ["hour 24", "2024-05-01T24:00:00Z"],
    ["a leap second", "2024-06-30T23:59:60Z"],
    ["a date-time without a zone (local time)", "2024-05-01T10:20:30"],
    ["more than three fraction digits", "2024-05-01T10:20:30.1234Z"],
    ["a lower-case zone", "2024-05-01T10:20:30z"],
    ["the year -000000", "-000000-01-01T00:00:00.000Z"],
    ["an instant past the Date range", "+275760-09-13T00:00:00.001Z"],
  ])("refuses %s", (_label, text) => {
    expect(() => decodeQueryValue(text)).toThrow(ParameterDecodingError);
  });

  it("writes Dates inside arrays and objects as ISO strings and reads them back as strings", () => {
    const from = new Date("2024-05-01T10:20:30.000Z");
    const encoded = encodeQueryValue({ range: [from, null], label: "2024-05-02" });
    expect(encoded).toBe('{"range":["2024-05-01T10:20:30.000Z",null],"label":"2024-05-02"}');
    expect(decodeQueryValue(encoded)).toEqual({ range: ["2024-05-01T10:20:30.000Z", null], label: "2024-05-02" });
  });

  it("reads a JSON string literal as that string", () => {
    expect(decodeQueryValue('"x"')).toBe("x");
  });

  it("keeps a __proto__ key an ordinary key", () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}}') as ParameterValue;
    const decoded = decodeQueryValue(encodeQueryValue(value)) as Record<string, ParameterValue>;
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(Object.keys(decoded)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("leaves out undefined object properties, as JSON does", () => {
    const value = { a: 1, b: undefined } as unknown as ParameterValue;
    expect(encodeQueryValue(value)).toBe('{"a":1}');
  });

  it.each([
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["an invalid Date", new Date(Number.NaN)],
    ["an invalid Date inside", { from: new Date("nonsense") }],
    ["a non-finite number inside", [1, Number.NEGATIVE_INFINITY]],
    ["an undefined array element", [1, undefined]],
    ["a Map", new Map()],
    ["a function", () => 1],
    ["a bigint", 1n],
  ])("refuses to encode %s", (_label, value) => {
    expect(() => encodeQueryValue(value as unknown as ParameterValue)).toThrow(ParameterEncodingError);
  });

  it("refuses to encode a value that refers to itself, but allows shared values", () => {
    const cycle: Record<string, ParameterValue> = {};
    cycle.self = cycle;
    expect(() => encodeQueryValue(cycle)).toThrow("value.self refers to itself.");
    const shared = [1];
    expect(encodeQueryValue({ a: shared, b: shared })).toBe('{"a":[1],"b":[1]}');
  });
});

describe("encodeParameters / decodeParameters", () => {
  it("round-trips through a URL query, read as URLSearchParams or as the server's query object", () => {
    fc.assert(
      fc.property(parameterValues, (values) => {
        const received = overTheWire(encodeParameters(values));
        const expected = afterRoundTrip(values, true) as Record<string, ParameterValue>;
        // Top-level Dates stay Dates: only nested ones become strings.
        for (const [name, value] of Object.entries(values)) if (value instanceof Date) expected[name] = value;
        for (const decoded of [decodeParameters(received), decodeParameters(asQueryRecord(received))]) {
          expect(decoded).toEqual(expected);
          expect(Object.keys(decoded)).toEqual(Object.keys(values));
          expect(hasNegativeZero(decoded)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("writes one query value per parameter, leaving out undefined values", () => {
    const query = encodeParameters({
      region: "north",
      year: 2024,
      from: new Date("2024-05-01T00:00:00.000Z"),
      skipped: undefined,
      tags: ["a", "b"],
    });
    expect(query.toString()).toBe(
      "region=%5Cnorth&year=2024&from=2024-05-01T00%3A00%3A00.000Z&tags=%5B%22a%22%2C%22b%22%5D",
    );
  });

  it("ignores the _parameters and _hash flags", () => {
    const query = new SearchParams("_parameters=abc&_hash=def&year=2024");
    expect(decodeParameters(query)).toEqual({ year: 2024 });
    expect(decodeParameters({ _parameters: "abc", _hash: "def", year: "2024" })).toEqual({ year: 2024 });
  });

  it("takes the last value of a repeated name", () => {
    const query = new SearchParams("year=2023&region=%5Csouth&year=2024");
    expect(decodeParameters(query)).toEqual({ year: 2024, region: "south" });
    expect(decodeParameters({ year: ["2023", "2024"], region: "\\south" })).toEqual({ year: 2024, region: "south" });
  });

  it("skips undefined entries and empty arrays of the server's query object", () => {
    expect(decodeParameters({ a: undefined, b: [], c: "1" })).toEqual({ c: 1 });
  });

  it("reads a query object whose names match URLSearchParams methods as a query object", () => {
    expect(decodeParameters({ getAll: "1", forEach: "\\x" })).toEqual({ getAll: 1, forEach: "x" });
  });

  it("names the parameter and the text when a value cannot be decoded", () => {
    const query = new SearchParams("region=north");
    expect(() => decodeParameters(query)).toThrow(ParameterDecodingError);
    expect(() => decodeParameters(query)).toThrow(
      `${PARAMETER_DECODING_ERROR} Parameter "region": Not a parameter value: "north".`,
    );
    expect(() => decodeParameters({ region: { nested: "x" } } as never)).toThrow(ParameterDecodingError);
  });

  it("refuses parameters named like the query flags", () => {
    expect(() => encodeParameters({ _hash: 1 })).toThrow(ParameterEncodingError);
    expect(() => encodeObfuscatedParameters({ _parameters: "x" })).toThrow(ParameterEncodingError);
  });

  it("keeps a __proto__ parameter an ordinary key", () => {
    const decoded = decodeParameters(new SearchParams("__proto__=%7B%22polluted%22%3Atrue%7D"));
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(Object.keys(decoded)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps lone surrogates in a query value, but a URL carries them as U+FFFD", () => {
    const text = "a\ud800b";
    expect(decodeQueryValue(encodeQueryValue(text))).toBe(text);
    expect(decodeParameters(overTheWire(encodeParameters({ text })))).toEqual({ text: "a\ufffdb" });
  });
});

describe("obfuscated parameters", () => {
  it("round-trips through a URL query", () => {
    fc.assert(
      fc.property(parameterValues, (values) => {
        const { _parameters, _hash } = encodeObfuscatedParameters(values);
        expect(_parameters).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(_hash).toMatch(/^[0-9a-f]{64}$/);
        expect(_hash).toBe(sha256Hex(_parameters));
        const query = new SearchParams();
        query.append("_parameters", _parameters);
        query.append("_hash", _hash);
        const received = overTheWire(query);
        const decoded = decodeObfuscatedParameters(received.get("_parameters") ?? "", received.get("_hash"));
        expect(decoded).toEqual(decodeParameters(overTheWire(encodeParameters(values))));
      }),
      { numRuns: 500 },
    );
  });

  it("carries the plain form's texts as base64url JSON", () => {
    const { _parameters } = encodeObfuscatedParameters({ year: 2024, region: "north", none: undefined });
    expect(JSON.parse(decodeBase64UrlText(_parameters))).toEqual({ year: "2024", region: "\\north" });
  });

  it("flags any one-character change of _parameters as a hash mismatch", () => {
    fc.assert(
      fc.property(
        parameterValues.filter((values) => Object.keys(values).length > 0),
        fc.nat(),
        fc.constantFrom(..."ABCabc019-_"),
        (values, at, replacement) => {
          const { _parameters, _hash } = encodeObfuscatedParameters(values);
          const index = at % _parameters.length;
          fc.pre(_parameters[index] !== replacement);
          const tampered = _parameters.slice(0, index) + replacement + _parameters.slice(index + 1);
          expect(() => decodeObfuscatedParameters(tampered, _hash)).toThrow(ParameterHashMismatchError);
        },
      ),
    );
  });

  it("flags a tampered _parameters with the hash-mismatch message", () => {
    const { _hash } = encodeObfuscatedParameters({ year: 2024 });
    const tampered = encodeObfuscatedParameters({ year: 2025 })._parameters;
    expect(() => decodeObfuscatedParameters(tampered, _hash)).toThrow(ParameterHashMismatchError);
    expect(() => decodeObfuscatedParameters(tampered, _hash)).toThrow(PARAMETER_HASH_MISMATCH);
  });

  it("flags a missing or empty hash as a mismatch, and ignores the hex case", () => {
    const { _parameters, _hash } = encodeObfuscatedParameters({ year: 2024 });
    for (const hash of [null, undefined, ""]) {
      expect(() => decodeObfuscatedParameters(_parameters, hash)).toThrow(ParameterHashMismatchError);
    }
    expect(decodeObfuscatedParameters(_parameters, _hash.toUpperCase())).toEqual({ year: 2024 });
  });

  it("flags garbage base64 with a matching hash as a decoding error", () => {
    const garbage = "!!not*base64!!";
    expect(() => decodeObfuscatedParameters(garbage, sha256Hex(garbage))).toThrow(ParameterDecodingError);
    expect(() => decodeObfuscatedParameters(garbage, sha256Hex(garbage))).toThrow(
      `${PARAMETER_DECODING_ERROR} _parameters is not base64url-encoded UTF-8.`,
    );
  });

  it.each([
    ["malformed UTF-8", "_w"],
    ["text that is not JSON", encodeBase64UrlText("not json")],
    ["JSON that is not an object", encodeBase64UrlText('["\\\\x"]')],
    ["null", encodeBase64UrlText("null")],
    ["a value that is not an encoded text", encodeBase64UrlText('{"year":2024}')],
    ["an encoded text that is not a value", encodeBase64UrlText('{"region":"north"}')],
  ])("flags %s with a matching hash as a decoding error", (_label, payload) => {
    let error: unknown;
    try {
      decodeObfuscatedParameters(payload, sha256Hex(payload));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ParameterDecodingError);
    expect((error as Error).message.startsWith(PARAMETER_DECODING_ERROR)).toBe(true);
  });

  it("decodes an empty map", () => {
    const { _parameters, _hash } = encodeObfuscatedParameters({});
    expect(decodeObfuscatedParameters(_parameters, _hash)).toEqual({});
  });
});
