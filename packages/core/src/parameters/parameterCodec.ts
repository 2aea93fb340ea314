import { FIRST_ROWS_QUERY_FLAG } from "../data/firstRows";
import { decodeBase64UrlText, encodeBase64UrlText } from "./base64url";
import { sha256Hex } from "./sha256";
import { type QueryParameters, webRuntime } from "./webRuntime";

/**
 * Parameter values of datasource data requests (platform-shell §7 "Dynamic data API", §4 "Parameter
 * hash", §2 `_parameters`/`_hash` query flags).
 *
 * Each parameter travels as one query value:
 * - a string as `\` followed by the text, so the string "42" is not read back as the number 42;
 * - a Date as its ISO date-time (`2024-05-01T10:20:30.000Z`);
 * - a number, boolean or null as JSON text; numbers follow JSON, so -0 is written (and read) as 0;
 * - an array or object as JSON, with Dates inside written as ISO strings. JSON has no date type and
 *   values inside are not tagged, so Dates inside arrays and objects come back as ISO strings; only a
 *   top-level value is read back as a Date.
 *
 * The obfuscated form carries the same map of encoded texts as one base64url `_parameters` value plus
 * `_hash`, the SHA-256 of `_parameters`. The hash detects values damaged or edited in transit; it is
 * not a signature (anyone can recompute it), so decoded values are user input like any other.
 */
export type ParameterValue =
  | string
  | number
  | boolean
  | null
  | Date
  | ParameterValue[]
  | { [key: string]: ParameterValue };

/** Flagged when `_parameters` does not match `_hash`. */
export const PARAMETER_HASH_MISMATCH = "Parameter values hash mismatch.";
/** Flagged (as the message prefix) when parameter values cannot be decoded. */
export const PARAMETER_DECODING_ERROR = "Parameter values decoding error.";

/** Query flag carrying the obfuscated parameter values. */
export const PARAMETERS_QUERY_FLAG = "_parameters";
/** Query flag carrying the hash of `_parameters`. */
export const PARAMETERS_HASH_QUERY_FLAG = "_hash";

const RESERVED_NAMES: ReadonlySet<string> = new Set([
  PARAMETERS_QUERY_FLAG,
  PARAMETERS_HASH_QUERY_FLAG,
  FIRST_ROWS_QUERY_FLAG,
]);

/** Marks a query value as text. */
const TEXT_MARKER = "\\";

/** The message names the offending text (shortened when long); `detail` is the message without the prefix. */
export class ParameterDecodingError extends Error {
  override readonly name = "ParameterDecodingError";
  readonly detail: string;

  constructor(detail: string, options?: { cause?: unknown }) {
    super(`${PARAMETER_DECODING_ERROR} ${detail}`, options);
    this.detail = detail;
  }
}

export class ParameterHashMismatchError extends Error {
  override readonly name = "ParameterHashMismatchError";

  constructor() {
    super(PARAMETER_HASH_MISMATCH);
  }
}

/**
 * A value outside what the codec carries: a non-finite number, an invalid Date, an undefined array
 * element, a value that is not a string, number, boolean, null, Date, array or plain object, a cycle,
 * or a parameter named `_parameters` or `_hash`.
 */
export class ParameterEncodingError extends Error {
  override readonly name = "ParameterEncodingError";
}

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

function isDate(value: unknown): value is Date {
  // The tag check also recognises Dates made in another window (a pop-out shares values across realms).
  return value instanceof Date || Object.prototype.toString.call(value) === "[object Date]";
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.prototype.toString.call(value) === "[object Object]";
}

function dateText(value: Date, path: string): string {
  if (Number.isNaN(value.getTime())) throw new ParameterEncodingError(`${path} is an invalid Date.`);
  return value.toISOString();
}

/** The JSON form of a value; Dates become ISO strings, undefined object properties are left out. */
function toJson(value: unknown, path: string, ancestors: Set<object>): JsonValue {
  if (typeof value === "string" || typeof value === "boolean" || value === null) return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new ParameterEncodingError(`${path} is not a finite number.`);
    return value === 0 ? 0 : value;
  }
  if (isDate(value)) return dateText(value, path);
  if (Array.isArray(value) || isPlainObject(value)) {
    if (ancestors.has(value)) throw new ParameterEncodingError(`${path} refers to itself.`);
    ancestors.add(value);
    let json: JsonValue;
    if (Array.isArray(value)) {
      json = Array.from(value, (item: unknown, index) => {
        if (item === undefined) throw new ParameterEncodingError(`${path}[${index}] is undefined.`);
        return toJson(item, `${path}[${index}]`, ancestors);
      });
    } else {
      // Object.fromEntries defines properties, so a "__proto__" key stays an ordinary key.
      json = Object.fromEntries(
        Object.entries(value)
          .filter(([, item]) => item !== undefined)
          .map(([key, item]) => [key, toJson(item, `${path}.${key}`, ancestors)]),
      );
    }
    ancestors.delete(value);
    return json;
  }
  throw new ParameterEncodingError(`${path} is not a parameter value (${typeof value}).`);
}

function encodeAt(value: unknown, path: string): string {
  if (typeof value === "string") return TEXT_MARKER + value;
  if (isDate(value)) return dateText(value, path);
  return JSON.stringify(toJson(value, path, new Set()));
}

/** The query value text of a parameter value (see {@link ParameterValue} for the forms). */
export function encodeQueryValue(value: ParameterValue): string {
  return encodeAt(value, "value");
}

/**
 * ISO 8601 as ECMAScript writes dates: `YYYY-MM-DD`, or a date-time with minutes, optional seconds and
 * 1–3 fraction digits and a required zone (`Z` or `±HH:MM`). Years beyond 0000–9999 use the six-digit
 * signed form `toISOString` writes for them.
 */
const ISO_DATE =
  /^(\d{4}|[+-]\d{6})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:(Z)|([+-])(\d{2}):(\d{2})))?$/;

const MAX_TIME = 8.64e15;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The Date a bare ISO date or date-time denotes, or undefined when the text is not one or names no
 * real instant (2024-02-30, 24:00, 23:59:60, -000000). Parsed here rather than with Date.parse,
 * which rolls impossible days over and differs between engines.
 *
 * A date-only text (`2024-05-01`) is midnight UTC of that day, as ECMAScript reads it; the encoder
 * never writes one (Dates are always written as full UTC date-times), so it only arrives in
 * hand-written URLs. A date-time without a zone is not accepted: it would mean local time, which
 * differs between the browser and the server.
 */
function parseIsoDate(text: string): Date | undefined {
  const match = ISO_DATE.exec(text);
  if (match === null) return undefined;
  const [, yearText = "", monthText = "", dayText = "", hourText, minuteText, secondText, fraction, , sign, zh, zm] =
    match;
  if (yearText === "-000000") return undefined;
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  const hour = Number(hourText ?? 0);
  const minute = Number(minuteText ?? 0);
  const second = Number(secondText ?? 0);
  const millisecond = fraction === undefined ? 0 : Number(fraction.padEnd(3, "0"));
  const offsetHours = Number(zh ?? 0);
  const offsetMinutes = Number(zm ?? 0);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millisecond);
  const offset = (sign === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  const time = date.getTime() - offset;
  return Number.isFinite(time) && Math.abs(time) <= MAX_TIME ? new Date(time) : undefined;
}

function quoted(text: string): string {
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

/** JSON numbers that overflow to ±Infinity are refused; -0 is read as 0. */
function reviveNumber(_key: string, value: unknown): unknown {
  if (typeof value !== "number") return value;
  if (!Number.isFinite(value)) throw new ParameterDecodingError("Number out of range.");
  return value === 0 ? 0 : value;
}

/**
 * The parameter value a query value text carries: after a leading `\` the rest as a string; a bare
 * ISO date or date-time (zone required) as a Date; otherwise JSON (numbers, booleans, null, arrays,
 * objects; strings inside arrays and objects stay strings, even when they look like dates).
 * Anything else throws {@link ParameterDecodingError}, naming the text.
 */
export function decodeQueryValue(text: string): ParameterValue {
  if (text.startsWith(TEXT_MARKER)) return text.slice(TEXT_MARKER.length);
  const date = parseIsoDate(text);
  if (date !== undefined) return date;
  try {
    return JSON.parse(text, reviveNumber) as ParameterValue;
  } catch (error) {
    const detail = error instanceof ParameterDecodingError ? ` ${error.detail}` : "";
    throw new ParameterDecodingError(`Not a parameter value: ${quoted(text)}.${detail}`, { cause: error });
  }
}

function decodeNamed(name: string, text: string): ParameterValue {
  try {
    return decodeQueryValue(text);
  } catch (error) {
    if (!(error instanceof ParameterDecodingError)) throw error;
    throw new ParameterDecodingError(`Parameter ${quoted(name)}: ${error.detail}`, { cause: error });
  }
}

/** Parameter name and encoded text of every defined value, in the map's order. */
function encodedEntries(values: Readonly<Record<string, ParameterValue | undefined>>): [string, string][] {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (RESERVED_NAMES.has(name)) {
      throw new ParameterEncodingError(`${quoted(name)} is a reserved query flag, not a parameter name.`);
    }
    entries.push([name, encodeAt(value, name)]);
  }
  return entries;
}

/**
 * The plain query form: one query value per parameter, in the map's order; undefined values are left
 * out. Append it with `URLSearchParams` (its `toString()` percent-encodes `\`, `+`, `&` and the rest),
 * not by string concatenation.
 */
export function encodeParameters(values: Readonly<Record<string, ParameterValue | undefined>>): QueryParameters {
  const query = new webRuntime.URLSearchParams();
  for (const [name, text] of encodedEntries(values)) query.append(name, text);
  return query as QueryParameters;
}

/** A parsed query: `URLSearchParams`, or the server's query object (repeated keys as arrays). */
export type ParameterQuery = QueryParameters | Readonly<Record<string, string | readonly string[] | undefined>>;

function isSearchParams(query: ParameterQuery): query is QueryParameters {
  return typeof (query as { getAll?: unknown }).getAll === "function";
}

/**
 * Parameter values from the plain query form. `_parameters` and `_hash` are not parameters and are
 * ignored (see {@link decodeObfuscatedParameters}). When a name repeats, the last value wins, as when
 * a later assignment overrides an earlier one (URLSearchParams.get would return the first). Throws
 * {@link ParameterDecodingError} naming the parameter and its text.
 */
export function decodeParameters(query: ParameterQuery): Record<string, ParameterValue> {
  const texts = new Map<string, string>();
  if (isSearchParams(query)) {
    query.forEach((text, name) => {
      texts.set(name, text);
    });
  } else {
    for (const [name, raw] of Object.entries(query)) {
      const text = Array.isArray(raw) ? raw.at(-1) : raw;
      if (text === undefined) continue;
      if (typeof text !== "string") throw new ParameterDecodingError(`Parameter ${quoted(name)} is not query text.`);
      texts.set(name, text);
    }
  }
  return Object.fromEntries(
    [...texts].filter(([name]) => !RESERVED_NAMES.has(name)).map(([name, text]) => [name, decodeNamed(name, text)]),
  );
}

/** The obfuscated query form: `{ _parameters, _hash }` to set as the two query flags. */
export type ObfuscatedParameters = { _parameters: string; _hash: string };

/**
 * `_parameters` is the unpadded base64url of the UTF-8 JSON of `{ name: encoded text }` (the plain
 * form's texts); `_hash` is the lower-case hex SHA-256 of the `_parameters` text.
 */
export function encodeObfuscatedParameters(
  values: Readonly<Record<string, ParameterValue | undefined>>,
): ObfuscatedParameters {
  const payload = encodeBase64UrlText(JSON.stringify(Object.fromEntries(encodedEntries(values))));
  return { _parameters: payload, _hash: sha256Hex(payload) };
}

/**
 * Parameter values from the obfuscated query form. The hash is checked first (hex case ignored; a
 * missing hash does not match): a mismatch throws {@link ParameterHashMismatchError}; base64url,
 * UTF-8, JSON or value decoding failures throw {@link ParameterDecodingError}.
 */
export function decodeObfuscatedParameters(
  parameters: string,
  hash: string | null | undefined,
): Record<string, ParameterValue> {
  if (typeof hash !== "string" || hash.toLowerCase() !== sha256Hex(parameters)) {
    throw new ParameterHashMismatchError();
  }
  let json: string;
  try {
    json = decodeBase64UrlText(parameters);
  } catch (error) {
    throw new ParameterDecodingError(`${PARAMETERS_QUERY_FLAG} is not base64url-encoded UTF-8.`, { cause: error });
  }
  let map: unknown;
  try {
    map = JSON.parse(json);
  } catch (error) {
    throw new ParameterDecodingError(`${PARAMETERS_QUERY_FLAG} does not carry JSON.`, { cause: error });
  }
  if (!isPlainObject(map)) {
    throw new ParameterDecodingError(`${PARAMETERS_QUERY_FLAG} does not carry an object of encoded values.`);
  }
  return Object.fromEntries(
    Object.entries(map)
      .filter(([name]) => !RESERVED_NAMES.has(name))
      .map(([name, text]) => {
        if (typeof text !== "string") {
          throw new ParameterDecodingError(`Parameter ${quoted(name)} is not an encoded value.`);
        }
        return [name, decodeNamed(name, text)];
      }),
  );
}
