import {
  type ArrowNode,
  BINARY_OPERATORS,
  type BinaryOperator,
  type Expression,
  type JsxAttributeNode,
  type JsxChild,
  type JsxElementNode,
  type JsxSpreadAttributeNode,
  type Pattern,
  type PropertyNode,
  type SourcePosition,
  type SpreadNode,
  UNARY_OPERATORS,
  type UnaryOperator,
} from "./ast";
import { TemplateParseError } from "./errors";
import { FORBIDDEN_PROPERTY_NAMES } from "./safeAccess";

/** A node of acorn's ESTree output, read field by field with the checks below. */
type RawNode = { readonly type: string; readonly start: number; readonly end: number; readonly [key: string]: unknown };

const REFUSED = new Map<string, string>([
  ["AssignmentExpression", "Assignment"],
  ["UpdateExpression", "'++' and '--'"],
  ["NewExpression", "'new'"],
  ["ThisExpression", "'this'"],
  ["Super", "'super'"],
  ["FunctionExpression", "A function expression (use an arrow function)"],
  ["ClassExpression", "A class"],
  ["SequenceExpression", "The comma operator"],
  ["TaggedTemplateExpression", "A tagged template"],
  ["ImportExpression", "import()"],
  ["MetaProperty", "import.meta"],
  ["AwaitExpression", "'await'"],
  ["YieldExpression", "'yield'"],
  ["JSXSpreadChild", "A spread child"],
  ["PrivateIdentifier", "A private name"],
]);

const UNARY: ReadonlySet<string> = new Set(UNARY_OPERATORS);
const BINARY: ReadonlySet<string> = new Set(BINARY_OPERATORS);

/** Deeper nesting than this is refused before it can exhaust the stack while rendering. */
const MAX_NESTING = 400;

function isRawNode(value: unknown): value is RawNode {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

/**
 * JSX text as React sees it: lines trimmed, whitespace-only lines dropped,
 * line breaks between words turned into one space.
 */
function cleanJsxText(value: string): string {
  const lines = value.split(/\r\n|\n|\r/);
  let lastNonEmpty = 0;
  lines.forEach((line, index) => {
    if (/[^ \t]/.test(line)) lastNonEmpty = index;
  });
  let text = "";
  lines.forEach((line, index) => {
    let trimmed = line.replace(/\t/g, " ");
    if (index !== 0) trimmed = trimmed.replace(/^ +/, "");
    if (index !== lines.length - 1) trimmed = trimmed.replace(/ +$/, "");
    if (trimmed !== "") text += index === lastNonEmpty ? trimmed : `${trimmed} `;
  });
  return text;
}

/**
 * Converts acorn's tree into the template language's tree, refusing every
 * construct the language does not have (assignment, `new`, `this`, function
 * expressions, forbidden property names…) with a parse error at its position.
 */
export class TemplateAstBuilder {
  private readonly lineStarts: number[] = [0];
  private depth = 0;
  readonly includes = new Set<string>();

  /** `offset` is the length of any wrapper put before the author's text. */
  constructor(
    private readonly source: string,
    private readonly offset: number,
  ) {
    for (let index = 0; index < source.length; index += 1) {
      if (source[index] === "\n") this.lineStarts.push(index + 1);
    }
  }

  /** 1-based line and column in the author's text of an offset in the parsed text. */
  positionAt(offset: number): SourcePosition {
    const local = Math.min(Math.max(offset - this.offset, 0), this.source.length);
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.lineStarts[middle] ?? 0) <= local) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: local - (this.lineStarts[low] ?? 0) + 1 };
  }

  refuse(reason: string, node: { start: number }): never {
    throw new TemplateParseError(reason, this.positionAt(node.start));
  }

  private node(parent: RawNode, key: string): RawNode {
    const value = parent[key];
    if (!isRawNode(value)) this.refuse("Unexpected syntax", parent);
    return value;
  }

  private nodes(parent: RawNode, key: string): (RawNode | null)[] {
    const value = parent[key];
    if (!Array.isArray(value)) this.refuse("Unexpected syntax", parent);
    return value.map((item: unknown) => (isRawNode(item) ? item : null));
  }

  private text(parent: RawNode, key: string): string {
    const value = parent[key];
    return typeof value === "string" ? value : this.refuse("Unexpected syntax", parent);
  }

  private at(node: RawNode): SourcePosition {
    return this.positionAt(node.start);
  }

  private nested<T>(node: RawNode, convert: () => T): T {
    this.depth += 1;
    if (this.depth > MAX_NESTING) this.refuse("The template is nested too deeply", node);
    try {
      return convert();
    } finally {
      this.depth -= 1;
    }
  }

  /** The children of the fragment wrapped around the author's text; the program must be that fragment alone. */
  wrappedTemplate(program: unknown, wrappedLength: number): JsxChild[] {
    const body = isRawNode(program) && Array.isArray(program.body) ? program.body.filter(isRawNode) : [];
    const [statement, extra] = body;
    if (extra !== undefined) this.refuse("Unexpected text after the closing '</>'", extra);
    const fragment = statement?.expression;
    if (statement?.type !== "ExpressionStatement" || !isRawNode(fragment) || fragment.type !== "JSXFragment") {
      return this.refuse("Unexpected template structure", { start: 0 });
    }
    if (fragment.start !== 0 || fragment.end !== wrappedLength) {
      this.refuse("Unexpected text after the closing '</>'", fragment);
    }
    return this.children(fragment);
  }

  /** The expression of a program parsed from "(" + source + ")": it must be that one expression statement. */
  wrappedExpression(program: unknown): Expression {
    const body = isRawNode(program) && Array.isArray(program.body) ? program.body.filter(isRawNode) : [];
    const [statement, extra] = body;
    if (extra !== undefined) this.refuse("Unexpected text after the expression", extra);
    if (statement?.type !== "ExpressionStatement" || !isRawNode(statement.expression)) {
      return this.refuse("Unexpected syntax", { start: this.offset });
    }
    return this.expression(statement.expression);
  }

  expression(node: RawNode): Expression {
    return this.nested(node, () => this.convertExpression(node));
  }

  private convertExpression(node: RawNode): Expression {
    const at = this.at(node);
    switch (node.type) {
      case "Literal": {
        const value = this.literalValue(node);
        // A number literal too large for a double (1e999) is Infinity, which JSON cannot hold: written as 1 / 0,
        // so the tree survives the compiled form's round trip and cannot be shadowed like the name Infinity.
        if (typeof value === "number" && !Number.isFinite(value)) {
          const one = { type: "Literal", at, value: 1 } as const;
          return { type: "Binary", at, operator: "/", left: one, right: { type: "Literal", at, value: 0 } };
        }
        return { type: "Literal", at, value };
      }
      case "TemplateLiteral":
        return {
          type: "TemplateLiteral",
          at,
          quasis: this.nodes(node, "quasis").map((quasi) => {
            const cooked = quasi === null ? null : (quasi.value as { cooked?: unknown } | undefined)?.cooked;
            return typeof cooked === "string" ? cooked : this.refuse("Invalid template literal", node);
          }),
          expressions: this.nodes(node, "expressions").map((item) => this.expression(this.present(item, node))),
        };
      case "Identifier":
        return { type: "Identifier", at, name: this.text(node, "name") };
      case "ChainExpression":
        return this.expression(this.node(node, "expression"));
      case "MemberExpression":
        return {
          type: "Member",
          at,
          object: this.expression(this.node(node, "object")),
          property: this.memberProperty(node),
          optional: node.optional === true,
        };
      case "CallExpression":
        return {
          type: "Call",
          at,
          callee: this.expression(this.node(node, "callee")),
          arguments: this.nodes(node, "arguments").map((item) => this.argument(this.present(item, node))),
          optional: node.optional === true,
        };
      case "UnaryExpression": {
        const operator = this.text(node, "operator");
        if (!UNARY.has(operator)) this.refuse(`The '${operator}' operator is not allowed in templates`, node);
        return {
          type: "Unary",
          at,
          operator: operator as UnaryOperator,
          argument: this.expression(this.node(node, "argument")),
        };
      }
      case "BinaryExpression": {
        const operator = this.text(node, "operator");
        if (!BINARY.has(operator)) this.refuse(`The '${operator}' operator is not allowed in templates`, node);
        return {
          type: "Binary",
          at,
          operator: operator as BinaryOperator,
          left: this.expression(this.node(node, "left")),
          right: this.expression(this.node(node, "right")),
        };
      }
      case "LogicalExpression": {
        const operator = this.text(node, "operator");
        if (operator !== "&&" && operator !== "||" && operator !== "??") this.refuse("Unexpected operator", node);
        return {
          type: "Logical",
          at,
          operator,
          left: this.expression(this.node(node, "left")),
          right: this.expression(this.node(node, "right")),
        };
      }
      case "ConditionalExpression":
        return {
          type: "Conditional",
          at,
          test: this.expression(this.node(node, "test")),
          consequent: this.expression(this.node(node, "consequent")),
          alternate: this.expression(this.node(node, "alternate")),
        };
      case "ArrayExpression":
        return {
          type: "Array",
          at,
          elements: this.nodes(node, "elements").map((item) => (item === null ? null : this.argument(item))),
        };
      case "ObjectExpression":
        return {
          type: "Object",
          at,
          properties: this.nodes(node, "properties").map((item) => this.property(this.present(item, node))),
        };
      case "ArrowFunctionExpression":
        return this.arrow(node);
      case "JSXElement":
        return this.element(node);
      case "JSXFragment":
        return { type: "JsxFragment", at, children: this.children(node) };
      default:
        return this.refuse(`${REFUSED.get(node.type) ?? `'${node.type}'`} is not allowed in templates`, node);
    }
  }

  private present(node: RawNode | null, parent: RawNode): RawNode {
    return node ?? this.refuse("Unexpected syntax", parent);
  }

  private literalValue(node: RawNode): string | number | boolean | null {
    if (node.regex !== undefined) this.refuse("Regular expressions are not allowed in templates", node);
    if (node.bigint !== undefined) this.refuse("BigInt numbers are not allowed in templates", node);
    const value = node.value;
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value === null) {
      return value;
    }
    return this.refuse("Unexpected literal", node);
  }

  private checkName(name: string, node: RawNode): string {
    if (FORBIDDEN_PROPERTY_NAMES.has(name)) this.refuse(`Access to '${name}' is not allowed in templates`, node);
    return name;
  }

  private memberProperty(node: RawNode): string | Expression {
    const property = this.node(node, "property");
    if (node.computed !== true) {
      if (property.type !== "Identifier") this.refuse("Unexpected property", property);
      return this.checkName(this.text(property, "name"), property);
    }
    if (property.type === "Literal" && typeof property.value === "string") this.checkName(property.value, property);
    return this.expression(property);
  }

  private argument(node: RawNode): Expression | SpreadNode {
    if (node.type === "SpreadElement") {
      return { type: "Spread", at: this.at(node), argument: this.expression(this.node(node, "argument")) };
    }
    return this.expression(node);
  }

  /** A static key (`a`, `"a"`, `1`) as text, or the expression of a computed key. */
  private key(node: RawNode): string | Expression {
    const key = this.node(node, "key");
    if (node.computed === true) {
      if (key.type === "Literal" && typeof key.value === "string") this.checkName(key.value, key);
      return this.expression(key);
    }
    if (key.type === "Identifier") return this.text(key, "name");
    if (key.type === "Literal" && (typeof key.value === "string" || typeof key.value === "number")) {
      return String(key.value);
    }
    return this.refuse("Unexpected object key", key);
  }

  private property(node: RawNode): PropertyNode | SpreadNode {
    if (node.type === "SpreadElement") {
      return { type: "Spread", at: this.at(node), argument: this.expression(this.node(node, "argument")) };
    }
    if (node.kind !== "init") this.refuse("Getters and setters are not allowed in templates", node);
    if (node.method === true) this.refuse("Methods are not allowed in object literals (use an arrow function)", node);
    const key = this.key(node);
    if (key === "__proto__") this.refuse("The object key '__proto__' is not allowed in templates", node);
    return { type: "Property", at: this.at(node), key, value: this.expression(this.node(node, "value")) };
  }

  private arrow(node: RawNode): ArrowNode {
    if (node.async === true) this.refuse("Async functions are not allowed in templates", node);
    const params: Pattern[] = [];
    let rest: Pattern | null = null;
    for (const param of this.nodes(node, "params")) {
      const raw = this.present(param, node);
      if (raw.type === "RestElement") rest = this.pattern(this.node(raw, "argument"));
      else params.push(this.pattern(raw));
    }
    const body = this.node(node, "body");
    if (body.type !== "BlockStatement") {
      return { type: "Arrow", at: this.at(node), params, rest, locals: [], body: this.expression(body) };
    }
    const statements = this.nodes(body, "body").map((item) => this.present(item, body));
    const last = statements.pop();
    if (last === undefined || last.type !== "ReturnStatement" || !isRawNode(last.argument)) {
      return this.refuse("An arrow function body must end with 'return' and a value", last ?? body);
    }
    const locals = statements.flatMap((statement) => {
      if (statement.type !== "VariableDeclaration" || (statement.kind !== "const" && statement.kind !== "let")) {
        return this.refuse("An arrow function body may hold only const declarations and one return", statement);
      }
      return this.nodes(statement, "declarations").map((item) => {
        const declarator = this.present(item, statement);
        if (!isRawNode(declarator.init)) this.refuse("A const declaration needs a value", declarator);
        return {
          target: this.pattern(this.node(declarator, "id")),
          init: this.expression(this.node(declarator, "init")),
        };
      });
    });
    return { type: "Arrow", at: this.at(node), params, rest, locals, body: this.expression(last.argument) };
  }

  private pattern(node: RawNode): Pattern {
    return this.nested(node, () => this.convertPattern(node));
  }

  private convertPattern(node: RawNode): Pattern {
    const at = this.at(node);
    switch (node.type) {
      case "Identifier":
        return { type: "BindName", at, name: this.text(node, "name") };
      case "AssignmentPattern":
        return {
          type: "BindDefault",
          at,
          target: this.pattern(this.node(node, "left")),
          fallback: this.expression(this.node(node, "right")),
        };
      case "ObjectPattern": {
        const properties: { key: string | Expression; value: Pattern }[] = [];
        let rest: string | null = null;
        for (const item of this.nodes(node, "properties")) {
          const property = this.present(item, node);
          if (property.type === "RestElement") {
            const argument = this.node(property, "argument");
            if (argument.type !== "Identifier") this.refuse("Unexpected rest element", argument);
            rest = this.text(argument, "name");
          } else {
            const key = this.key(property);
            if (typeof key === "string") this.checkName(key, property);
            properties.push({ key, value: this.pattern(this.node(property, "value")) });
          }
        }
        return { type: "BindObject", at, properties, rest };
      }
      case "ArrayPattern": {
        const elements: (Pattern | null)[] = [];
        let rest: Pattern | null = null;
        for (const item of this.nodes(node, "elements")) {
          if (item === null) elements.push(null);
          else if (item.type === "RestElement") rest = this.pattern(this.node(item, "argument"));
          else elements.push(this.pattern(item));
        }
        return { type: "BindArray", at, elements, rest };
      }
      default:
        return this.refuse("Unexpected parameter", node);
    }
  }

  private jsxName(node: RawNode): string {
    switch (node.type) {
      case "JSXIdentifier":
        return this.text(node, "name");
      case "JSXNamespacedName":
        return `${this.jsxName(this.node(node, "namespace"))}:${this.jsxName(this.node(node, "name"))}`;
      case "JSXMemberExpression":
        return `${this.jsxName(this.node(node, "object"))}.${this.jsxName(this.node(node, "property"))}`;
      default:
        return this.refuse("Unexpected tag name", node);
    }
  }

  private element(node: RawNode): JsxElementNode {
    return this.nested(node, () => {
      const opening = this.node(node, "openingElement");
      const name = this.jsxName(this.node(opening, "name"));
      const attributes = this.nodes(opening, "attributes").map((item) => this.attribute(this.present(item, opening)));
      if (name === "Include") {
        const path = attributes.find((attribute) => attribute.type === "Attribute" && attribute.name === "path");
        if (path?.type === "Attribute" && path.value?.type === "Literal" && typeof path.value.value === "string") {
          this.includes.add(path.value.value);
        }
      }
      return { type: "JsxElement", at: this.at(node), name, attributes, children: this.children(node) };
    });
  }

  private attribute(node: RawNode): JsxAttributeNode | JsxSpreadAttributeNode {
    const at = this.at(node);
    if (node.type === "JSXSpreadAttribute") {
      return { type: "SpreadAttribute", at, argument: this.expression(this.node(node, "argument")) };
    }
    const name = this.jsxName(this.node(node, "name"));
    const value = node.value;
    if (!isRawNode(value)) return { type: "Attribute", at, name, value: null };
    if (value.type === "JSXExpressionContainer") {
      const expression = this.node(value, "expression");
      if (expression.type === "JSXEmptyExpression") this.refuse(`The attribute '${name}' needs a value`, value);
      return { type: "Attribute", at, name, value: this.expression(expression) };
    }
    return { type: "Attribute", at, name, value: this.expression(value) };
  }

  private children(node: RawNode): JsxChild[] {
    const children: JsxChild[] = [];
    for (const item of this.nodes(node, "children")) {
      const child = this.present(item, node);
      const at = this.at(child);
      if (child.type === "JSXText") {
        const value = cleanJsxText(this.text(child, "value"));
        if (value !== "") children.push({ type: "JsxText", at, value });
      } else if (child.type === "JSXExpressionContainer") {
        const expression = this.node(child, "expression");
        if (expression.type !== "JSXEmptyExpression") {
          children.push({ type: "JsxExpression", at, expression: this.expression(expression) });
        }
      } else if (child.type === "JSXElement") {
        children.push(this.element(child));
      } else if (child.type === "JSXFragment") {
        children.push({ type: "JsxFragment", at, children: this.nested(child, () => this.children(child)) });
      } else {
        this.refuse(`${REFUSED.get(child.type) ?? `'${child.type}'`} is not allowed in templates`, child);
      }
    }
    return children;
  }
}
