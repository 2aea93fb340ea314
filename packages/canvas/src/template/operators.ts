import type { BinaryOperator, UnaryOperator } from "./ast";

type Primitive = string | number | boolean | bigint | null | undefined;

/**
 * Text of a value as JavaScript's String() gives it, computed here so that no
 * `toString` or `valueOf` found on data is ever run.
 */
export function toText(value: unknown, depth = 0): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined || typeof value !== "object") {
    return typeof value === "function" ? "function" : String(value);
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "Invalid Date" : value.toISOString();
  if (Array.isArray(value)) {
    if (depth > 8) return "";
    return value.map((item) => (item === null || item === undefined ? "" : toText(item, depth + 1))).join(",");
  }
  return "[object Object]";
}

function toPrimitive(value: unknown): Primitive {
  if ((typeof value === "object" && value !== null) || typeof value === "function") return toText(value);
  return value as Primitive;
}

/** Number() of a value without running code found on data. */
export function toNumber(value: unknown): number {
  return Number(toPrimitive(value));
}

function isObjectLike(value: unknown): boolean {
  return (typeof value === "object" && value !== null) || typeof value === "function";
}

/** `==` without coercion through user code: primitives follow the language's rules, objects compare by identity. */
function looseEquals(left: unknown, right: unknown): boolean {
  if (isObjectLike(left) && isObjectLike(right)) return left === right;
  const a = toPrimitive(left);
  const b = toPrimitive(right);
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) {
    return (a === null || a === undefined) && (b === null || b === undefined);
  }
  if (typeof a === "boolean") return looseEquals(Number(a), b);
  if (typeof b === "boolean") return looseEquals(a, Number(b));
  if (typeof a === typeof b) return false;
  return Number(a) === Number(b);
}

function compare(left: unknown, right: unknown): { a: string | number; b: string | number } {
  const a = toPrimitive(left);
  const b = toPrimitive(right);
  if (typeof a === "string" && typeof b === "string") return { a, b };
  return { a: Number(a), b: Number(b) };
}

/** `in` asks for an own property only, like every other access in a template. */
function hasOwnKey(key: unknown, object: unknown): boolean {
  if (!isObjectLike(object)) return false;
  return Object.hasOwn(object as object, toText(key));
}

type BinaryOperation = (left: unknown, right: unknown) => unknown;

const BINARY_OPERATIONS = new Map<BinaryOperator, BinaryOperation>();

/** The function applying one operator, so a compiled expression calls it without switching on the operator. */
export function binaryOperation(operator: BinaryOperator): BinaryOperation {
  let operation = BINARY_OPERATIONS.get(operator);
  if (operation === undefined) {
    operation =
      operator === "==="
        ? (left, right) => left === right
        : operator === "!=="
          ? (left, right) => left !== right
          : (left, right) => applyBinary(operator, left, right);
    BINARY_OPERATIONS.set(operator, operation);
  }
  return operation;
}

function applyBinary(operator: BinaryOperator, left: unknown, right: unknown): unknown {
  switch (operator) {
    case "+": {
      const a = toPrimitive(left);
      const b = toPrimitive(right);
      return typeof a === "string" || typeof b === "string" ? toText(a) + toText(b) : Number(a) + Number(b);
    }
    case "-":
      return Number(toPrimitive(left)) - Number(toPrimitive(right));
    case "*":
      return Number(toPrimitive(left)) * Number(toPrimitive(right));
    case "/":
      return Number(toPrimitive(left)) / Number(toPrimitive(right));
    case "%":
      return Number(toPrimitive(left)) % Number(toPrimitive(right));
    case "**":
      return Number(toPrimitive(left)) ** Number(toPrimitive(right));
    case "==":
      return looseEquals(left, right);
    case "!=":
      return !looseEquals(left, right);
    case "===":
      return left === right;
    case "!==":
      return left !== right;
    case "<": {
      const { a, b } = compare(left, right);
      return a < b;
    }
    case "<=": {
      const { a, b } = compare(left, right);
      return a <= b;
    }
    case ">": {
      const { a, b } = compare(left, right);
      return a > b;
    }
    case ">=": {
      const { a, b } = compare(left, right);
      return a >= b;
    }
    case "&":
      return Number(toPrimitive(left)) & Number(toPrimitive(right));
    case "|":
      return Number(toPrimitive(left)) | Number(toPrimitive(right));
    case "^":
      return Number(toPrimitive(left)) ^ Number(toPrimitive(right));
    case "<<":
      return Number(toPrimitive(left)) << Number(toPrimitive(right));
    case ">>":
      return Number(toPrimitive(left)) >> Number(toPrimitive(right));
    case ">>>":
      return Number(toPrimitive(left)) >>> Number(toPrimitive(right));
    case "in":
      return hasOwnKey(left, right);
  }
}

export function applyUnary(operator: UnaryOperator, value: unknown): unknown {
  switch (operator) {
    case "-":
      return -Number(toPrimitive(value));
    case "+":
      return Number(toPrimitive(value));
    case "!":
      return !value;
    case "~":
      return ~Number(toPrimitive(value));
    case "typeof":
      return typeof value;
    case "void":
      return undefined;
  }
}
