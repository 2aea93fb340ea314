import type { SourcePosition } from "./ast";
import { TemplateEvaluationError } from "./errors";

/** A function a template may call: a registered helper or an arrow function the template defined. */
export type TemplateFunction = (...args: unknown[]) => unknown;

/**
 * Property names that lead to prototypes or to the Function constructor.
 * Reading one is an evaluation error, whatever the object.
 */
export const FORBIDDEN_PROPERTY_NAMES: ReadonlySet<string> = new Set([
  "__proto__",
  "constructor",
  "prototype",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
  "caller",
  "callee",
  "arguments",
]);

const callables = new WeakSet<object>();

/** Marks a function as callable from templates. Only the helpers and the evaluator's arrow functions are. */
export function registerCallable<F extends TemplateFunction>(fn: F): F {
  callables.add(fn);
  return fn;
}

export function isCallable(value: unknown): value is TemplateFunction {
  return typeof value === "function" && callables.has(value);
}

export function assertAllowedProperty(key: string, at: SourcePosition | null): void {
  if (FORBIDDEN_PROPERTY_NAMES.has(key)) {
    throw new TemplateEvaluationError(`Access to '${key}' is not allowed in templates`, at);
  }
}

/** The property key a computed member access uses; objects and arrays as keys are refused. */
export function toPropertyKey(value: unknown, at: SourcePosition | null): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined) {
    return String(value);
  }
  throw new TemplateEvaluationError("A property name must be text or a number", at);
}

function isPlainData(object: object): boolean {
  const prototype = Object.getPrototypeOf(object);
  return prototype === Object.prototype || prototype === Array.prototype || prototype === null;
}

/**
 * Reads an own property, never anything inherited, so `[].map`,
 * `({}).toString` or `fmt.number.call` read as undefined. Plain data (objects
 * and arrays) is read directly; any other object (a DOM node, an event, a
 * function) only through its own data properties, so no accessor of a host
 * object ever runs. Null and undefined read as undefined instead of failing.
 */
export function readProperty(object: unknown, key: string, at: SourcePosition | null): unknown {
  assertAllowedProperty(key, at);
  return readOwn(object, key);
}

/** readProperty for a key already known not to be forbidden. */
export function readOwn(object: unknown, key: string): unknown {
  if (typeof object === "object" && object !== null) {
    if (!Object.hasOwn(object, key)) return undefined;
    if (isPlainData(object)) {
      // A React element is plain too: it exposes its props and key, the rest leads into React's internals.
      return key === "props" || key === "key" || !Object.hasOwn(object, "$$typeof")
        ? (object as Record<string, unknown>)[key]
        : undefined;
    }
    const descriptor = Object.getOwnPropertyDescriptor(object, key);
    return descriptor !== undefined && "value" in descriptor ? descriptor.value : undefined;
  }
  if (typeof object === "string") {
    if (key === "length") return object.length;
    return /^(0|[1-9]\d*)$/.test(key) ? object[Number(key)] : undefined;
  }
  if (typeof object === "function" && Object.hasOwn(object, key)) {
    const descriptor = Object.getOwnPropertyDescriptor(object, key);
    return descriptor !== undefined && "value" in descriptor ? descriptor.value : undefined;
  }
  return undefined;
}

/** `items[index]` for a whole-number index: an own element of an array or a character of text. */
export function readIndex(object: unknown, index: number, at: SourcePosition | null): unknown {
  if (Array.isArray(object) && Number.isInteger(index) && Object.getPrototypeOf(object) === Array.prototype) {
    return Object.hasOwn(object, index) ? object[index] : undefined;
  }
  if (typeof object === "string" && Number.isInteger(index)) return object[index];
  return readProperty(object, String(index), at);
}

/** Own enumerable data properties, as `Object.entries` would list them but without running getters. */
export function ownEntries(object: unknown): [string, unknown][] {
  if (object === null || object === undefined) return [];
  if (typeof object === "string") return [...object].map((char, index) => [String(index), char]);
  if (typeof object !== "object") return [];
  const entries: [string, unknown][] = [];
  for (const key of Object.keys(object)) {
    const descriptor = Object.getOwnPropertyDescriptor(object, key);
    if (descriptor !== undefined && "value" in descriptor && !FORBIDDEN_PROPERTY_NAMES.has(key)) {
      entries.push([key, descriptor.value]);
    }
  }
  return entries;
}

/** Sets a property as an own data property, so a key can never reach a setter such as `__proto__`. */
export function defineOwn(target: object, key: string, value: unknown, at: SourcePosition | null): void {
  if (key === "__proto__")
    throw new TemplateEvaluationError("The object key '__proto__' is not allowed in templates", at);
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
