import type {
  ArrowNode,
  CallNode,
  Expression,
  JsxElementNode,
  JsxFragmentNode,
  MemberNode,
  Pattern,
  SourcePosition,
  SpreadNode,
} from "./ast";
import { TemplateEvaluationError } from "./errors";
import { DEFAULT_LIMITS, type EvaluationLimits } from "./limits";
import { applyUnary, binaryOperation, toText } from "./operators";
import {
  assertAllowedProperty,
  defineOwn,
  isCallable,
  ownEntries,
  readIndex,
  readOwn,
  readProperty,
  registerCallable,
  type TemplateFunction,
  toPropertyKey,
} from "./safeAccess";
import { TEMPLATE_GLOBALS } from "./templateGlobals";
import { ARRAY_METHODS, type MethodContext, NUMBER_METHODS, STRING_METHODS } from "./templateMethods";

/** Names visible to an expression: its arrow parameters, then the template scope, then the template globals. */
export type Environment = {
  readonly names: ReadonlyMap<string, unknown>;
  readonly parent: Environment | null;
  /** Opaque to the evaluator: what the renderer needs to render JSX met inside expressions. */
  readonly host: unknown;
};

type JsxRenderer = (node: JsxElementNode | JsxFragmentNode, environment: Environment) => unknown;

export type EvaluatorOptions = {
  readonly limits?: Partial<EvaluationLimits>;
  /** Turns JSX inside expressions into rendered output; without it JSX in an expression is an error. */
  readonly renderJsx?: JsxRenderer;
};

export type Evaluator = {
  /** A root environment holding `names` (frame, params, ds) above the template globals. */
  environment(names: Readonly<Record<string, unknown>>, host?: unknown): Environment;
  /** The same names with another host value. */
  withHost(environment: Environment, host: unknown): Environment;
  evaluate(expression: Expression, environment: Environment): unknown;
  /**
   * Runs one render with one work budget. Arrow functions called later (by a
   * component, after the render) each get a fresh budget.
   */
  run<T>(work: () => T): T;
};

/**
 * An expression compiled once into a closure. Compiled code is kept beside
 * the (cached) syntax tree, so rendering a template again only runs closures.
 */
type Compiled = (run: TemplateEvaluator, env: Environment) => unknown;
type Binder = (run: TemplateEvaluator, value: unknown, names: Map<string, unknown>, env: Environment) => void;
type CompiledArrow = {
  readonly at: SourcePosition;
  readonly params: readonly Binder[];
  readonly rest: Binder | null;
  readonly locals: readonly { readonly bind: Binder; readonly init: Compiled }[];
  readonly body: Compiled;
};

const GLOBALS: Environment = { names: TEMPLATE_GLOBALS, parent: null, host: null };

/** Where a node keeps its compiled closure: on the node itself, which is faster to reach than a WeakMap. */
const COMPILED = Symbol("compiled");
type CompiledSlot = { [COMPILED]?: Compiled };

const formatCount = (count: number) => count.toLocaleString("en-US");
const isMissing = (value: unknown) => value === null || value === undefined;

function describe(node: Expression): string {
  if (node.type === "Identifier") return node.name;
  if (node.type === "Member") {
    return typeof node.property === "string"
      ? `${describe(node.object)}.${node.property}`
      : `${describe(node.object)}[…]`;
  }
  return "this expression";
}

function kindOf(value: unknown): string | null {
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return "text";
  if (typeof value === "number") return "a number";
  return null;
}

type AnyMethod = (context: MethodContext, receiver: never, args: readonly unknown[]) => unknown;

function methodFor(receiver: unknown, key: string): AnyMethod | undefined {
  if (Array.isArray(receiver)) return ARRAY_METHODS.get(key);
  if (typeof receiver === "string") return STRING_METHODS.get(key);
  if (typeof receiver === "number") return NUMBER_METHODS.get(key);
  return undefined;
}

function lookup(env: Environment, name: string): unknown {
  for (let scope: Environment | null = env; scope !== null; scope = scope.parent) {
    const value = scope.names.get(name);
    if (value !== undefined || scope.names.has(name)) return value;
  }
  return undefined;
}

function memberKey(value: unknown, at: SourcePosition): string {
  const key = toPropertyKey(value, at);
  assertAllowedProperty(key, at);
  return key;
}

/** Gives an error raised without a position (by a helper) the position of the call that ran it. */
function located(error: unknown, at: SourcePosition): unknown {
  if (error instanceof TemplateEvaluationError) {
    return error.at === null ? new TemplateEvaluationError(error.reason, at) : error;
  }
  if (error instanceof Error) return new TemplateEvaluationError(error.message, at);
  return error;
}

function compile(node: Expression): Compiled {
  const slot = node as Expression & CompiledSlot;
  let compiled = slot[COMPILED];
  if (compiled === undefined) {
    compiled = compileNode(node);
    Object.defineProperty(slot, COMPILED, { value: compiled });
  }
  return compiled;
}

function compileNode(node: Expression): Compiled {
  const { at } = node;
  switch (node.type) {
    case "Literal": {
      const { value } = node;
      return (run) => {
        run.step(at);
        return value;
      };
    }
    case "TemplateLiteral": {
      const { quasis } = node;
      const parts = node.expressions.map(compile);
      return (run, env) => {
        run.step(at);
        let text = quasis[0] ?? "";
        parts.forEach((part, index) => {
          text = run.checkText(text + toText(part(run, env)) + (quasis[index + 1] ?? ""), at);
        });
        return text;
      };
    }
    case "Identifier": {
      const { name } = node;
      return (run, env) => {
        run.step(at);
        return lookup(env, name);
      };
    }
    case "Member": {
      const chain = memberChain(node);
      if (chain !== null) return compileChain(chain.root, chain.path, at);
      const object = compile(node.object);
      if (typeof node.property === "string") {
        // The parser refused forbidden names written as `.name`.
        const key = node.property;
        return (run, env) => {
          run.step(at);
          return readOwn(object(run, env), key);
        };
      }
      const property = compile(node.property);
      return (run, env) => {
        run.step(at);
        const target = object(run, env);
        const key = property(run, env);
        return typeof key === "number" ? readIndex(target, key, at) : readProperty(target, memberKey(key, at), at);
      };
    }
    case "Call":
      return compileCall(node);
    case "Unary": {
      const argument = compile(node.argument);
      const { operator } = node;
      if (operator === "!") {
        return (run, env) => {
          run.step(at);
          return !argument(run, env);
        };
      }
      return (run, env) => {
        run.step(at);
        return applyUnary(operator, argument(run, env));
      };
    }
    case "Binary": {
      const left = compile(node.left);
      const operation = binaryOperation(node.operator);
      if (node.right.type === "Literal") {
        // `x > 0.5`, `x === null`, `"a" + x`: the constant is kept rather than called.
        const constant = node.right.value;
        return (run, env) => {
          run.steps(2, at);
          const result = operation(left(run, env), constant);
          return typeof result === "string" ? run.checkText(result, at) : result;
        };
      }
      const right = compile(node.right);
      return (run, env) => {
        run.step(at);
        const result = operation(left(run, env), right(run, env));
        return typeof result === "string" ? run.checkText(result, at) : result;
      };
    }
    case "Logical": {
      const left = compile(node.left);
      const right = compile(node.right);
      if (node.operator === "&&") {
        return (run, env) => {
          run.step(at);
          const value = left(run, env);
          return value ? right(run, env) : value;
        };
      }
      if (node.operator === "||") {
        return (run, env) => {
          run.step(at);
          const value = left(run, env);
          return value ? value : right(run, env);
        };
      }
      return (run, env) => {
        run.step(at);
        const value = left(run, env);
        return isMissing(value) ? right(run, env) : value;
      };
    }
    case "Conditional": {
      const test = compile(node.test);
      const consequent = compile(node.consequent);
      const alternate = compile(node.alternate);
      return (run, env) => {
        run.step(at);
        return test(run, env) ? consequent(run, env) : alternate(run, env);
      };
    }
    case "Array": {
      const elements = node.elements.map((element) =>
        element === null ? null : element.type === "Spread" ? compileSpread(element) : compile(element),
      );
      const spreads = node.elements.map((element) => element?.type === "Spread");
      return (run, env) => {
        run.step(at);
        const items: unknown[] = [];
        elements.forEach((element, index) => {
          if (element === null) items.push(undefined);
          else if (spreads[index]) items.push(...(element(run, env) as unknown[]));
          else items.push(element(run, env));
        });
        return run.checkArray(items, at);
      };
    }
    case "Object": {
      const properties = node.properties.map((property) => {
        if (property.type === "Spread")
          return { spread: compile(property.argument), key: null, value: null, at: property.at };
        const key = typeof property.key === "string" ? property.key : compile(property.key);
        return { spread: null, key, value: compile(property.value), at: property.at };
      });
      return (run, env) => {
        run.step(at);
        const target: Record<string, unknown> = {};
        for (const property of properties) {
          if (property.spread !== null) {
            for (const [key, value] of ownEntries(property.spread(run, env)))
              defineOwn(target, key, value, property.at);
          } else if (property.value !== null) {
            const key =
              typeof property.key === "string" ? property.key : toPropertyKey(property.key?.(run, env), property.at);
            defineOwn(target, key, property.value(run, env), property.at);
          }
        }
        return target;
      };
    }
    case "Arrow": {
      const arrow = compileArrow(node);
      return (run, env) => {
        run.step(at);
        return run.arrow(arrow, env);
      };
    }
    case "JsxElement":
    case "JsxFragment":
      return (run, env) => {
        run.step(at);
        return run.jsx(node, env);
      };
  }
}

/**
 * `a.b[0].c` as its root and the path below it, when every step is a name or
 * a literal key (the parser refused forbidden names among them); null
 * otherwise. Such a chain runs as one closure.
 */
function memberChain(node: MemberNode): { root: Expression; path: (string | number)[] } | null {
  const path: (string | number)[] = [];
  let current: Expression = node;
  while (current.type === "Member") {
    const { property } = current;
    if (typeof property === "string") path.push(property);
    else if (
      property.type === "Literal" &&
      (typeof property.value === "string" || typeof property.value === "number")
    ) {
      path.push(property.value);
    } else return null;
    current = current.object;
  }
  return path.length >= 2 ? { root: current, path: path.reverse() } : null;
}

function compileChain(root: Expression, path: readonly (string | number)[], at: SourcePosition): Compiled {
  const base = compile(root);
  return (run, env) => {
    run.steps(path.length, at);
    let value = base(run, env);
    for (const key of path) value = typeof key === "number" ? readIndex(value, key, at) : readOwn(value, key);
    return value;
  };
}

/** Spreading null or undefined gives nothing, like reading a missing property. */
function compileSpread(node: SpreadNode): Compiled {
  const argument = compile(node.argument);
  return (run, env) => {
    const value = argument(run, env);
    if (isMissing(value)) return [];
    if (Array.isArray(value) || typeof value === "string") return run.checkArray([...value], node.at);
    throw new TemplateEvaluationError("Only arrays and text can be spread here", node.at);
  };
}

function compileArguments(
  nodes: readonly (Expression | SpreadNode)[],
  at: SourcePosition,
): (run: TemplateEvaluator, env: Environment) => unknown[] {
  const parts = nodes.map((node) => (node.type === "Spread" ? compileSpread(node) : compile(node)));
  const spreads = nodes.map((node) => node.type === "Spread");
  if (!spreads.includes(true)) return (run, env) => parts.map((part) => part(run, env));
  return (run, env) => {
    const args: unknown[] = [];
    parts.forEach((part, index) => {
      if (spreads[index]) args.push(...(part(run, env) as unknown[]));
      else args.push(part(run, env));
    });
    return run.checkArray(args, at);
  };
}

function compileCall(node: CallNode): Compiled {
  const { at, optional, callee } = node;
  const args = compileArguments(node.arguments, at);
  const name = describe(callee);
  if (callee.type !== "Member") {
    const fn = compile(callee);
    return (run, env) => {
      run.step(at);
      const value = fn(run, env);
      if (optional && isMissing(value)) return undefined;
      return run.callValue(value, args(run, env), name, at);
    };
  }
  const object = compile(callee.object);
  const staticKey = typeof callee.property === "string" ? callee.property : null;
  const property = typeof callee.property === "string" ? null : compile(callee.property);
  return (run, env) => {
    run.step(at);
    const receiver = object(run, env);
    const key = staticKey ?? memberKey(property?.(run, env), callee.at);
    // A method of missing data gives undefined, as reading its property does.
    if (isMissing(receiver)) return undefined;
    const method = methodFor(receiver, key);
    if (method !== undefined) return run.callMethod(method, receiver, args(run, env), at);
    const fn = readProperty(receiver, key, callee.at);
    const kind = kindOf(receiver);
    if (kind !== null && !isCallable(fn)) {
      throw new TemplateEvaluationError(`'${key}' is not a method templates can call on ${kind}`, callee.at);
    }
    if (optional && isMissing(fn)) return undefined;
    return run.callValue(fn, args(run, env), name, at);
  };
}

function compileArrow(node: ArrowNode): CompiledArrow {
  return {
    at: node.at,
    params: node.params.map(compilePattern),
    rest: node.rest === null ? null : compilePattern(node.rest),
    locals: node.locals.map((local) => ({ bind: compilePattern(local.target), init: compile(local.init) })),
    body: compile(node.body),
  };
}

function compilePattern(pattern: Pattern): Binder {
  const { at } = pattern;
  switch (pattern.type) {
    case "BindName": {
      const { name } = pattern;
      return (_run, value, names) => {
        names.set(name, value);
      };
    }
    case "BindDefault": {
      const target = compilePattern(pattern.target);
      const fallback = compile(pattern.fallback);
      return (run, value, names, env) => {
        target(run, value === undefined ? fallback(run, env) : value, names, env);
      };
    }
    case "BindObject": {
      const properties = pattern.properties.map((property) => ({
        key: typeof property.key === "string" ? property.key : compile(property.key),
        bind: compilePattern(property.value),
      }));
      const { rest } = pattern;
      return (run, value, names, env) => {
        const used = new Set<string>();
        for (const property of properties) {
          const key = typeof property.key === "string" ? property.key : toPropertyKey(property.key(run, env), at);
          used.add(key);
          property.bind(run, readProperty(value, key, at), names, env);
        }
        if (rest !== null) {
          const remaining: Record<string, unknown> = {};
          for (const [key, item] of ownEntries(value)) {
            if (!used.has(key)) defineOwn(remaining, key, item, at);
          }
          names.set(rest, remaining);
        }
      };
    }
    case "BindArray": {
      const elements = pattern.elements.map((element) => (element === null ? null : compilePattern(element)));
      const rest = pattern.rest === null ? null : compilePattern(pattern.rest);
      return (run, value, names, env) => {
        const items: readonly unknown[] = Array.isArray(value) ? value : typeof value === "string" ? [...value] : [];
        elements.forEach((element, index) => {
          element?.(run, items[index], names, env);
        });
        rest?.(run, items.slice(elements.length), names, env);
      };
    }
  }
}

/** One evaluator: the work budget of a render and the hooks compiled code calls back into. */
class TemplateEvaluator implements Evaluator, MethodContext {
  readonly limits: EvaluationLimits;
  private readonly renderJsx: JsxRenderer | undefined;
  /** Steps taken in the current render. */
  private count = 0;
  private depth = 0;
  private active = false;

  constructor(options: EvaluatorOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.renderJsx = options.renderJsx;
  }

  environment(names: Readonly<Record<string, unknown>>, host: unknown = null): Environment {
    return { names: new Map(Object.entries(names)), parent: GLOBALS, host };
  }

  withHost(environment: Environment, host: unknown): Environment {
    return { names: new Map(), parent: environment, host };
  }

  evaluate(expression: Expression, environment: Environment): unknown {
    return compile(expression)(this, environment);
  }

  run<T>(work: () => T): T {
    if (this.active) return work();
    this.active = true;
    this.count = 0;
    this.depth = 0;
    try {
      return work();
    } finally {
      this.active = false;
    }
  }

  step(at: SourcePosition): void {
    this.count += 1;
    if (this.count > this.limits.maxSteps) this.tooMuchWork(at);
  }

  steps(count: number, at: SourcePosition): void {
    this.count += count;
    if (this.count > this.limits.maxSteps) this.tooMuchWork(at);
  }

  charge(steps: number): void {
    this.count += steps;
    if (this.count > this.limits.maxSteps) this.tooMuchWork(null);
  }

  private tooMuchWork(at: SourcePosition | null): never {
    throw new TemplateEvaluationError(
      `The template did too much work: more than ${formatCount(this.limits.maxSteps)} steps in one render`,
      at,
    );
  }

  checkTextLength(length: number, at: SourcePosition | null = null): void {
    if (length > this.limits.maxStringLength) {
      throw new TemplateEvaluationError(
        `Text longer than ${formatCount(this.limits.maxStringLength)} characters is not allowed`,
        at,
      );
    }
    if (length > 1000) this.charge(Math.ceil(length / 100));
  }

  checkText(text: string, at: SourcePosition | null = null): string {
    this.checkTextLength(text.length, at);
    return text;
  }

  checkArray<T>(items: T[], at: SourcePosition | null = null): T[] {
    if (items.length > this.limits.maxArrayLength) {
      throw new TemplateEvaluationError(
        `Arrays longer than ${formatCount(this.limits.maxArrayLength)} items are not allowed`,
        at,
      );
    }
    return items;
  }

  call(fn: unknown, args: unknown[]): unknown {
    if (!isCallable(fn)) throw new TemplateEvaluationError("Expected an arrow function", null);
    return fn(...args);
  }

  callValue(fn: unknown, args: unknown[], name: string, at: SourcePosition): unknown {
    if (!isCallable(fn)) throw new TemplateEvaluationError(`${name} is not a function templates can call`, at);
    try {
      return fn(...args);
    } catch (error) {
      throw located(error, at);
    }
  }

  callMethod(method: AnyMethod, receiver: unknown, args: unknown[], at: SourcePosition): unknown {
    try {
      return method(this, receiver as never, args);
    } catch (error) {
      throw located(error, at);
    }
  }

  jsx(node: JsxElementNode | JsxFragmentNode, env: Environment): unknown {
    if (this.renderJsx === undefined) throw new TemplateEvaluationError("JSX cannot be used here", node.at);
    return this.renderJsx(node, env);
  }

  arrow(arrow: CompiledArrow, env: Environment): TemplateFunction {
    return registerCallable((...args: unknown[]) => this.run(() => this.invoke(arrow, env, args)));
  }

  private invoke(arrow: CompiledArrow, env: Environment, args: unknown[]): unknown {
    if (this.depth >= this.limits.maxCallDepth) {
      throw new TemplateEvaluationError(
        `Arrow functions nested more than ${formatCount(this.limits.maxCallDepth)} calls deep`,
        arrow.at,
      );
    }
    this.depth += 1;
    try {
      const names = new Map<string, unknown>();
      const inner: Environment = { names, parent: env, host: env.host };
      arrow.params.forEach((bind, index) => {
        bind(this, args[index], names, inner);
      });
      arrow.rest?.(this, args.slice(arrow.params.length), names, inner);
      for (const local of arrow.locals) local.bind(this, local.init(this, inner), names, inner);
      return arrow.body(this, inner);
    } finally {
      this.depth -= 1;
    }
  }
}

/** A whitelist evaluator for template expressions; see docs/content-format.md, "Template language". */
export function createEvaluator(options: EvaluatorOptions = {}): Evaluator {
  return new TemplateEvaluator(options);
}

/** An expression compiled once, to evaluate again and again with evaluators made by createEvaluator. */
export type CompiledExpression = (evaluator: Evaluator, env: Environment) => unknown;

export function compileExpression(expression: Expression): CompiledExpression {
  const compiled = compile(expression);
  return (evaluator, env) => {
    if (!(evaluator instanceof TemplateEvaluator)) throw new TypeError("Use an evaluator made by createEvaluator");
    return compiled(evaluator, env);
  };
}
