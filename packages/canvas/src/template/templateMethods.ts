import { TemplateEvaluationError } from "./errors";
import type { EvaluationLimits } from "./limits";
import { toNumber, toText } from "./operators";
import { ownEntries } from "./safeAccess";

/** What a method needs from the evaluator: calling template functions, and the work budget. */
export type MethodContext = {
  readonly limits: EvaluationLimits;
  /** Calls an arrow function or helper; anything else is refused. */
  call(fn: unknown, args: unknown[]): unknown;
  /** Counts work against the render's step budget. */
  charge(steps: number): void;
  /** Fails when text of this length would pass the limit; counts one step per 100 characters. */
  checkTextLength(length: number): void;
  /** checkTextLength for text already made. */
  checkText(text: string): string;
  /** Fails when an array grows past the limit. */
  checkArray<T>(items: T[]): T[];
};

type Method<Receiver> = (context: MethodContext, receiver: Receiver, args: readonly unknown[]) => unknown;

const optionalNumber = (value: unknown) => (value === undefined ? undefined : toNumber(value));

function requireText(value: unknown, method: string, argument: string): string {
  if (typeof value !== "string") {
    throw new TemplateEvaluationError(`${method} needs text as its ${argument}`, null);
  }
  return value;
}

function defaultOrder(a: unknown, b: unknown): number {
  if (a === undefined) return b === undefined ? 0 : 1;
  if (b === undefined) return -1;
  const left = toText(a);
  const right = toText(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

function flatten(context: MethodContext, items: readonly unknown[], depth: number, into: unknown[]): unknown[] {
  for (const item of items) {
    if (Array.isArray(item) && depth > 0) {
      flatten(context, item, depth - 1, into);
    } else {
      into.push(item);
      if (into.length > context.limits.maxArrayLength) context.checkArray(into);
    }
  }
  context.charge(items.length);
  return into;
}

/** Visits each element with a template function, counting the work. */
function eachWith(
  context: MethodContext,
  items: readonly unknown[],
  fn: unknown,
  visit: (result: unknown, item: unknown, index: number) => boolean,
): void {
  context.charge(items.length);
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index];
    if (!visit(context.call(fn, [item, index, items]), item, index)) return;
  }
}

/**
 * Array methods a template may call. None changes the array it is called on:
 * `sort` sorts a copy.
 */
export const ARRAY_METHODS: ReadonlyMap<string, Method<readonly unknown[]>> = new Map<
  string,
  Method<readonly unknown[]>
>([
  [
    "map",
    (context, items, [fn]) => {
      const out: unknown[] = [];
      eachWith(context, items, fn, (result) => {
        out.push(result);
        return true;
      });
      return out;
    },
  ],
  [
    "filter",
    (context, items, [fn]) => {
      const out: unknown[] = [];
      eachWith(context, items, fn, (result, item) => {
        if (result) out.push(item);
        return true;
      });
      return out;
    },
  ],
  [
    "find",
    (context, items, [fn]) => {
      let found: unknown;
      eachWith(context, items, fn, (result, item) => {
        if (result) found = item;
        return !result;
      });
      return found;
    },
  ],
  [
    "findIndex",
    (context, items, [fn]) => {
      let found = -1;
      eachWith(context, items, fn, (result, _item, index) => {
        if (result) found = index;
        return !result;
      });
      return found;
    },
  ],
  [
    "some",
    (context, items, [fn]) => {
      let any = false;
      eachWith(context, items, fn, (result) => {
        any = Boolean(result);
        return !any;
      });
      return any;
    },
  ],
  [
    "every",
    (context, items, [fn]) => {
      let all = true;
      eachWith(context, items, fn, (result) => {
        all = Boolean(result);
        return all;
      });
      return all;
    },
  ],
  [
    "reduce",
    (context, items, args) => {
      const [fn] = args;
      let index = 0;
      let accumulator: unknown;
      if (args.length >= 2) {
        accumulator = args[1];
      } else if (items.length > 0) {
        accumulator = items[0];
        index = 1;
      } else {
        throw new TemplateEvaluationError("reduce of an empty array needs a starting value", null);
      }
      context.charge(items.length);
      for (; index < items.length; index += 1) {
        accumulator = context.call(fn, [accumulator, items[index], index, items]);
      }
      return accumulator;
    },
  ],
  [
    "slice",
    (context, items, [start, end]) => {
      context.charge(items.length);
      return items.slice(optionalNumber(start), optionalNumber(end));
    },
  ],
  [
    "sort",
    (context, items, [fn]) => {
      const copy = [...items];
      context.charge(copy.length * Math.max(1, Math.ceil(Math.log2(copy.length + 1))));
      if (fn === undefined) return copy.sort(defaultOrder);
      return copy.sort((a, b) => toNumber(context.call(fn, [a, b])) || 0);
    },
  ],
  [
    "join",
    (context, items, [separator]) => {
      const glue = separator === undefined ? "," : toText(separator);
      const parts = items.map((item) => (item === null || item === undefined ? "" : toText(item)));
      context.charge(items.length);
      context.checkTextLength(
        parts.reduce((total, part) => total + part.length, glue.length * Math.max(0, parts.length - 1)),
      );
      return parts.join(glue);
    },
  ],
  [
    "includes",
    (context, items, [value, from]) => {
      context.charge(items.length);
      return items.includes(value, optionalNumber(from));
    },
  ],
  [
    "indexOf",
    (context, items, [value, from]) => {
      context.charge(items.length);
      return items.indexOf(value, optionalNumber(from));
    },
  ],
  [
    "concat",
    (context, items, args) => {
      const out = [...items];
      for (const arg of args) {
        if (Array.isArray(arg)) out.push(...context.checkArray([...arg]));
        else out.push(arg);
        context.checkArray(out);
      }
      context.charge(out.length);
      return out;
    },
  ],
  [
    "flat",
    (context, items, [depth]) => {
      const levels = depth === undefined ? 1 : Math.min(Math.max(Math.trunc(toNumber(depth)) || 0, 0), 10);
      return context.checkArray(flatten(context, items, levels, []));
    },
  ],
]);

function pad(context: MethodContext, text: string, length: unknown, fill: unknown, atStart: boolean): string {
  const target = toNumber(length);
  context.checkTextLength(target);
  const filler = fill === undefined ? undefined : toText(fill);
  return context.checkText(atStart ? text.padStart(target, filler) : text.padEnd(target, filler));
}

function replace(context: MethodContext, text: string, args: readonly unknown[], all: boolean): string {
  const method = all ? "replaceAll" : "replace";
  const pattern = requireText(args[0], method, "pattern");
  const replacement = requireText(args[1], method, "replacement");
  return context.checkText(all ? text.replaceAll(pattern, replacement) : text.replace(pattern, replacement));
}

/** Text methods a template may call; patterns are plain text, never regular expressions. */
export const STRING_METHODS: ReadonlyMap<string, Method<string>> = new Map<string, Method<string>>([
  ["toUpperCase", (_context, text) => text.toUpperCase()],
  ["toLowerCase", (_context, text) => text.toLowerCase()],
  ["trim", (_context, text) => text.trim()],
  ["trimStart", (_context, text) => text.trimStart()],
  ["trimEnd", (_context, text) => text.trimEnd()],
  ["slice", (_context, text, [start, end]) => text.slice(optionalNumber(start), optionalNumber(end))],
  ["substring", (_context, text, [start, end]) => text.substring(toNumber(start), optionalNumber(end))],
  [
    "split",
    (context, text, [separator, limit]) => {
      const glue = separator === undefined ? undefined : requireText(separator, "split", "separator");
      const parts = glue === undefined ? [text] : text.split(glue, optionalNumber(limit));
      context.charge(parts.length);
      return context.checkArray(parts);
    },
  ],
  ["replace", (context, text, args) => replace(context, text, args, false)],
  ["replaceAll", (context, text, args) => replace(context, text, args, true)],
  ["startsWith", (_context, text, [search, at]) => text.startsWith(toText(search), optionalNumber(at))],
  ["endsWith", (_context, text, [search, at]) => text.endsWith(toText(search), optionalNumber(at))],
  ["includes", (_context, text, [search, at]) => text.includes(toText(search), optionalNumber(at))],
  ["indexOf", (_context, text, [search, at]) => text.indexOf(toText(search), optionalNumber(at))],
  ["padStart", (context, text, [length, fill]) => pad(context, text, length, fill, true)],
  ["padEnd", (context, text, [length, fill]) => pad(context, text, length, fill, false)],
]);

function localeOptions(value: unknown): Intl.NumberFormatOptions | undefined {
  if (value === undefined || value === null) return undefined;
  const options: Record<string, unknown> = {};
  for (const [key, item] of ownEntries(value)) {
    if (typeof item === "string" || typeof item === "number" || typeof item === "boolean") options[key] = item;
  }
  return options;
}

function locales(value: unknown): string | string[] | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return undefined;
}

/** Number methods a template may call. */
export const NUMBER_METHODS: ReadonlyMap<string, Method<number>> = new Map<string, Method<number>>([
  ["toFixed", (_context, number, [digits]) => number.toFixed(optionalNumber(digits))],
  [
    "toLocaleString",
    (_context, number, [locale, options]) => number.toLocaleString(locales(locale), localeOptions(options)),
  ],
]);
