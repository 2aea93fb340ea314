import { formatDate } from "./formatDate";
import { formatNumber, formatPercent } from "./formatNumber";
import { toNumber, toText } from "./operators";
import { registerCallable as callable, ownEntries, type TemplateFunction } from "./safeAccess";

type Namespace = Readonly<Record<string, unknown>>;

/** A frozen object without a prototype, so nothing but the listed members can be reached through it. */
function namespace(members: Record<string, unknown>): Namespace {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, unknown>, members));
}

/** A callable namespace, such as Number(x) with Number.isFinite beside it. */
function callableNamespace(fn: TemplateFunction, members: Record<string, unknown>): TemplateFunction {
  for (const [name, value] of Object.entries(members)) {
    Object.defineProperty(fn, name, { value, enumerable: true });
  }
  return Object.freeze(callable(fn));
}

const numeric =
  (operation: (...values: number[]) => number): TemplateFunction =>
  (...args) =>
    operation(...args.map(toNumber));

/** `fmt`: the formatting helpers every template can use. */
export const templateFormatters: Namespace = namespace({
  number: callable((value, decimals) => formatNumber(value, decimals)),
  percent: callable((value, decimals) => formatPercent(value, decimals)),
  date: callable((value, pattern) => formatDate(value, pattern)),
});

const maths = namespace({
  PI: Math.PI,
  E: Math.E,
  abs: callable(numeric(Math.abs)),
  ceil: callable(numeric(Math.ceil)),
  floor: callable(numeric(Math.floor)),
  round: callable(numeric(Math.round)),
  trunc: callable(numeric(Math.trunc)),
  sign: callable(numeric(Math.sign)),
  min: callable(numeric(Math.min)),
  max: callable(numeric(Math.max)),
  pow: callable(numeric(Math.pow)),
  sqrt: callable(numeric(Math.sqrt)),
  log: callable(numeric(Math.log)),
  log10: callable(numeric(Math.log10)),
  exp: callable(numeric(Math.exp)),
});

const numbers = callableNamespace((value) => toNumber(value), {
  isFinite: callable((value) => Number.isFinite(value)),
  isNaN: callable((value) => Number.isNaN(value)),
  isInteger: callable((value) => Number.isInteger(value)),
  parseFloat: callable((value) => Number.parseFloat(toText(value))),
  parseInt: callable((value, radix) => Number.parseInt(toText(value), radix === undefined ? 10 : toNumber(radix))),
});

const objects = namespace({
  keys: callable((value) => ownEntries(value).map(([key]) => key)),
  values: callable((value) => ownEntries(value).map(([, item]) => item)),
  entries: callable((value) => ownEntries(value)),
});

const json = namespace({
  stringify: callable((value, _replacer, space) =>
    JSON.stringify(value, null, typeof space === "number" || typeof space === "string" ? space : undefined),
  ),
});

/**
 * The names a template can use besides frame, params, ds and its own arrow
 * parameters. Any other name (window, document, globalThis, fetch, Function…)
 * is undefined: nothing here reaches the real global object.
 */
export const TEMPLATE_GLOBALS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ["fmt", templateFormatters],
  ["undefined", undefined],
  ["NaN", Number.NaN],
  ["Infinity", Number.POSITIVE_INFINITY],
  ["Math", maths],
  ["Number", numbers],
  ["String", callableNamespace((value) => toText(value), {})],
  ["Boolean", callableNamespace((value) => Boolean(value), {})],
  ["Object", objects],
  ["Array", namespace({ isArray: callable((value) => Array.isArray(value)) })],
  ["JSON", json],
]);
