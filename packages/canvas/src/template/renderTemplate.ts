import {
  type ComponentType,
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from "react";
import type {
  Expression,
  JsxAttributeNode,
  JsxChild,
  JsxElementNode,
  JsxSpreadAttributeNode,
  TemplateAst,
} from "./ast";
import { type AttributeEntry, componentProps, htmlProps } from "./elementProps";
import { TemplateParseError } from "./errors";
import { compileExpression, createEvaluator, type Environment, type Evaluator } from "./evaluator";
import { HTML_TAGS, SVG_TAGS, VOID_TAGS } from "./htmlAllowlist";
import type { EvaluationLimits } from "./limits";
import { toText } from "./operators";
import { ownEntries } from "./safeAccess";
import { ParseErrorPanel, TemplateNotice } from "./templatePanels";
import { findTemplate, type TemplateSource, templateTree } from "./templateSource";

export type { TemplateSource } from "./templateSource";

/** What a template's expressions see besides fmt: the frame data, parameter values and data-source results. */
export type TemplateScope = {
  readonly frame: unknown;
  readonly params: Readonly<Record<string, unknown>>;
  readonly ds: Readonly<Record<string, unknown>>;
};

/** Canvas components by tag name (the registry). Each receives the props the template gives it. */
export type CanvasComponents = Readonly<Record<string, ComponentType<never>>>;

/** Something a template asked for that was not rendered (a dropped attribute, an unknown element…). */
export type TemplateWarning = { readonly template: string; readonly message: string };

export type RenderTemplateOptions = {
  readonly templates: Readonly<Record<string, TemplateSource>>;
  readonly scope: TemplateScope;
  readonly components?: CanvasComponents;
  /** Show the "JSX error: …" line of a parse error (default true). */
  readonly showErrorDetails?: boolean;
  readonly limits?: Partial<EvaluationLimits>;
};

export type RenderedTemplate = { readonly node: ReactNode; readonly warnings: readonly TemplateWarning[] };

/** Where rendering is: the template being rendered, the includes above it, inside an <svg> or not. */
type Host = { readonly template: string; readonly stack: readonly string[]; readonly svg: boolean };

/**
 * A piece of JSX compiled once into a closure: what is fixed (which element,
 * attributes written as text, their checks) is settled when compiling, and a
 * render only evaluates expressions and makes React elements.
 */
type Render = (run: RenderRun, env: Environment) => ReactNode;
type CompiledAttributes = (run: RenderRun, env: Environment) => { entries: AttributeEntry[]; key: string | null };

const MAX_INCLUDE_DEPTH = 16;
const MAX_WARNINGS = 100;
const RENDER = Symbol("render");
const compiledTemplates = new WeakMap<TemplateAst, readonly Render[]>();

/** React reads `key: null` as the key "null", so siblings without a key would all share it. */
function keyProps(key: string | null): { key?: string } {
  return key === null ? {} : { key };
}

const hostOf = (env: Environment) => env.host as Host;

function renderAll(children: readonly Render[], run: RenderRun, env: Environment): ReactNode[] {
  const nodes: ReactNode[] = new Array(children.length);
  for (let index = 0; index < children.length; index += 1) nodes[index] = (children[index] as Render)(run, env);
  return nodes;
}

function compileChildren(nodes: readonly JsxChild[]): Render[] {
  return nodes.map(compileChild);
}

/** The compiled closure of a JSX node, kept on the node (JSX met inside expressions is compiled on first use). */
function compiledChild(node: JsxChild): Render {
  const slot = node as JsxChild & { [RENDER]?: Render };
  let render = slot[RENDER];
  if (render === undefined) {
    render = compileChild(node);
    Object.defineProperty(slot, RENDER, { value: render });
  }
  return render;
}

function compileChild(node: JsxChild): Render {
  switch (node.type) {
    case "JsxText": {
      const { value } = node;
      return () => value;
    }
    case "JsxExpression": {
      const expression = compileExpression(node.expression);
      return (run, env) => run.toNode(expression(run.evaluator, env), hostOf(env));
    }
    case "JsxFragment": {
      const children = compileChildren(node.children);
      return (run, env) => createElement(Fragment, null, ...renderAll(children, run, env));
    }
    case "JsxElement":
      if (node.name === "Include") return compileInclude(node);
      if (/^[A-Z]/.test(node.name) || node.name.includes(".")) return compileComponent(node);
      return compileHtml(node);
  }
}

function compileAttributes(attributes: readonly (JsxAttributeNode | JsxSpreadAttributeNode)[]): CompiledAttributes {
  const parts = attributes.map((attribute) =>
    attribute.type === "SpreadAttribute"
      ? { spread: compileExpression(attribute.argument), name: "", value: null }
      : {
          spread: null,
          name: attribute.name,
          value: attribute.value === null ? null : compileExpression(attribute.value),
        },
  );
  return (run, env) => {
    const entries: AttributeEntry[] = [];
    let key: string | null = null;
    for (const part of parts) {
      if (part.spread !== null) {
        entries.push(...ownEntries(part.spread(run.evaluator, env)));
        continue;
      }
      const value = part.value === null ? true : part.value(run.evaluator, env);
      if (part.name === "key") key = value === null || value === undefined ? null : toText(value);
      else entries.push([part.name, value]);
    }
    return { entries, key };
  };
}

function isWrittenAsText(attribute: JsxAttributeNode): boolean {
  return attribute.value === null || attribute.value.type === "Literal";
}

/**
 * Attributes written as text are checked once, when compiling. That is sound
 * only when the expressions cannot override them or change how they are
 * read: no spread, no name given twice, and no target or rel computed (a
 * computed rel must not drop the noopener that a written target adds).
 */
function splitStaticAttributes(
  node: JsxElementNode,
): { written: JsxAttributeNode[]; computed: JsxAttributeNode[] } | null {
  const attributes: JsxAttributeNode[] = [];
  for (const attribute of node.attributes) {
    if (attribute.type === "SpreadAttribute") return null;
    attributes.push(attribute);
  }
  const names = attributes.map((attribute) => attribute.name.toLowerCase());
  if (new Set(names).size !== names.length) return null;
  const written = attributes.filter((attribute) => attribute.name !== "key" && isWrittenAsText(attribute));
  const computed = attributes.filter((attribute) => attribute.name === "key" || !isWrittenAsText(attribute));
  if (computed.some((attribute) => ["target", "rel"].includes(attribute.name.toLowerCase()))) return null;
  return { written, computed };
}

function compileHtml(node: JsxElementNode): Render {
  const tag = node.name;
  const svgOnly = !HTML_TAGS.has(tag) && SVG_TAGS.has(tag);
  if (!HTML_TAGS.has(tag) && !svgOnly) {
    const message = `The element <${tag}> is not allowed`;
    return (run, env) => run.warn(hostOf(env), message);
  }
  const isVoid = VOID_TAGS.has(tag);
  const children = isVoid ? [] : compileChildren(node.children);
  const fixedWarnings: string[] = isVoid && node.children.length > 0 ? [`<${tag}> cannot have children`] : [];
  const split = splitStaticAttributes(node);
  const fixedProps =
    split === null
      ? {}
      : htmlProps(
          tag,
          split.written.map((attribute) => [
            attribute.name,
            attribute.value?.type === "Literal" ? attribute.value.value : true,
          ]),
          (message) => fixedWarnings.push(message),
        );
  const attributes = compileAttributes(split === null ? node.attributes : split.computed);
  const hasComputed = split === null || split.computed.length > 0;
  return (run, env) => {
    const host = hostOf(env);
    if (svgOnly && !host.svg) return run.warn(host, `The element <${tag}> is not allowed outside an <svg>`);
    for (const message of fixedWarnings) run.warn(host, message);
    let props: Record<string, unknown> = fixedProps;
    if (hasComputed) {
      const { entries, key } = attributes(run, env);
      props = { ...fixedProps, ...htmlProps(tag, entries, (message) => run.warn(host, message)) };
      if (key !== null) props.key = key;
    }
    if (isVoid) return createElement(tag, props);
    const childEnv = tag === "svg" && !host.svg ? run.evaluator.withHost(env, { ...host, svg: true }) : env;
    return createElement(tag, props, ...renderAll(children, run, childEnv));
  };
}

function compileComponent(node: JsxElementNode): Render {
  const { name } = node;
  const attributes = compileAttributes(node.attributes);
  const children = compileChildren(node.children);
  return (run, env) => {
    const host = hostOf(env);
    const { components } = run.options;
    const component = components !== undefined && Object.hasOwn(components, name) ? components[name] : undefined;
    if (component === undefined) {
      run.warn(host, `Unknown component <${name}>`);
      return createElement(TemplateNotice, null, `Unknown component <${name}>`);
    }
    const { entries, key } = attributes(run, env);
    const props = componentProps(name, entries, (message) => run.warn(host, message));
    if (key !== null) props.key = key;
    // Props are whatever the template wrote; each component checks its own (propsSchema).
    const type = component as unknown as ComponentType<Record<string, unknown>>;
    return createElement(type, props, ...renderAll(children, run, env));
  };
}

function compileInclude(node: JsxElementNode): Render {
  const path = node.attributes.find((attribute) => attribute.type === "Attribute" && attribute.name === "path");
  const value: Expression | null = path?.type === "Attribute" ? path.value : null;
  if (value?.type !== "Literal" || typeof value.value !== "string") {
    return (run, env) => {
      run.warn(hostOf(env), "<Include> needs a path written as text");
      return createElement(
        TemplateNotice,
        null,
        '<Include> needs a path written as text, such as path="shared/commentary"',
      );
    };
  }
  const target = value.value;
  return (run, env) => {
    const host = hostOf(env);
    if (host.stack.includes(target)) {
      return run.warn(host, `The include of '${target}' was skipped: it would include itself`);
    }
    if (host.stack.length >= MAX_INCLUDE_DEPTH) {
      run.warn(host, `The include of '${target}' was skipped: includes are nested too deeply`);
      return createElement(TemplateNotice, null, `Includes nested too deeply at '${target}'`);
    }
    return run.template(target, host.stack, null);
  };
}

/** One render: its evaluator (and work budget), its warnings, and what the compiled template calls back into. */
class RenderRun {
  readonly warnings: TemplateWarning[] = [];
  readonly evaluator: Evaluator;
  private readonly reported = new Set<string>();
  private readonly names: Readonly<Record<string, unknown>>;

  constructor(readonly options: RenderTemplateOptions) {
    this.evaluator = createEvaluator({
      limits: options.limits,
      renderJsx: (node, env) => compiledChild(node)(this, env),
    });
    const { frame, params, ds } = options.scope;
    this.names = { frame, params, ds };
  }

  render(templateName: string): ReactNode {
    return this.evaluator.run(() => this.template(templateName, [], null));
  }

  /** Records a warning once per template and message; returns nothing to render. */
  warn(host: Host, message: string): null {
    const id = `${host.template}\u0000${message}`;
    if (!this.reported.has(id) && this.warnings.length < MAX_WARNINGS) {
      this.reported.add(id);
      this.warnings.push({ template: host.template, message });
    }
    return null;
  }

  template(name: string, stack: readonly string[], key: string | null): ReactNode {
    const source = findTemplate(this.options.templates, name);
    if (source === undefined) {
      const text =
        stack.length === 0 ? `Template '${name}' was not found` : `Included template '${name}' was not found`;
      return createElement(TemplateNotice, keyProps(key), text);
    }
    let ast: TemplateAst;
    try {
      ast = templateTree(source);
    } catch (error) {
      if (!(error instanceof TemplateParseError)) throw error;
      return createElement(ParseErrorPanel, {
        ...keyProps(key),
        error,
        showDetails: this.options.showErrorDetails ?? true,
      });
    }
    let children = compiledTemplates.get(ast);
    if (children === undefined) {
      children = compileChildren(ast.children);
      compiledTemplates.set(ast, children);
    }
    const host: Host = { template: name, stack: [...stack, name], svg: false };
    const env = this.evaluator.environment(this.names, host);
    return createElement(Fragment, keyProps(key), ...renderAll(children, this, env));
  }

  /** An expression's value as content: text and numbers shown, nothing for booleans and null, arrays flattened. */
  toNode(value: unknown, host: Host): ReactNode {
    if (value === null || value === undefined || typeof value === "boolean") return null;
    if (typeof value === "string") return value;
    if (typeof value === "number" || typeof value === "bigint") return String(value);
    if (isValidElement(value)) return value;
    if (Array.isArray(value)) return this.list(value, host);
    return this.warn(
      host,
      typeof value === "function"
        ? "A function cannot be shown: call it, or pass it to a component"
        : "An object cannot be shown as text: show one of its properties",
    );
  }

  /** A flat list of nodes in which every element has a key, unique within the list. */
  private list(items: readonly unknown[], host: Host): ReactNode[] {
    const out: ReactNode[] = [];
    const keys = new Set<string>();
    const visit = (item: unknown, path: string) => {
      if (Array.isArray(item)) {
        item.forEach((inner, index) => {
          visit(inner, `${path}${index}.`);
        });
        return;
      }
      const node = this.toNode(item, host);
      if (!isValidElement(node)) {
        if (node !== null) out.push(node);
        return;
      }
      let key = node.key ?? `#${path}`;
      if (keys.has(key)) key = `${key}#${out.length}`;
      keys.add(key);
      out.push(key === node.key ? node : cloneElement(node as ReactElement, { key }));
    };
    items.forEach((item, index) => {
      visit(item, `${index}`);
    });
    return out;
  }
}

/**
 * Renders a template with its includes to React elements. Parse errors and
 * missing templates render as inline panels and notices; an evaluation error
 * is thrown (TemplateEvaluationError) for an error boundary to show.
 */
export function renderTemplate(templateName: string, options: RenderTemplateOptions): RenderedTemplate {
  const run = new RenderRun(options);
  const node = run.render(templateName);
  return { node, warnings: run.warnings };
}
