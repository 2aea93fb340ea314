/**
 * The template language's own syntax tree: only the constructs a template may
 * use exist here, so anything the parser does not convert cannot be evaluated.
 * `at` is the 1-based line and column in the author's text.
 */
export type SourcePosition = { readonly line: number; readonly column: number };

type Node<Type extends string> = { readonly type: Type; readonly at: SourcePosition };

type LiteralNode = Node<"Literal"> & { readonly value: string | number | boolean | null };
type TemplateLiteralNode = Node<"TemplateLiteral"> & {
  readonly quasis: readonly string[];
  readonly expressions: readonly Expression[];
};
type IdentifierNode = Node<"Identifier"> & { readonly name: string };
/**
 * `property` is a name for `a.b` and an expression for `a[b]`. Reading from
 * null or undefined gives undefined, so `a?.b` and `a.b` evaluate alike.
 */
export type MemberNode = Node<"Member"> & {
  readonly object: Expression;
  readonly property: string | Expression;
  readonly optional: boolean;
};
export type CallNode = Node<"Call"> & {
  readonly callee: Expression;
  readonly arguments: readonly (Expression | SpreadNode)[];
  readonly optional: boolean;
};
type UnaryNode = Node<"Unary"> & { readonly operator: UnaryOperator; readonly argument: Expression };
type BinaryNode = Node<"Binary"> & {
  readonly operator: BinaryOperator;
  readonly left: Expression;
  readonly right: Expression;
};
type LogicalNode = Node<"Logical"> & {
  readonly operator: "&&" | "||" | "??";
  readonly left: Expression;
  readonly right: Expression;
};
type ConditionalNode = Node<"Conditional"> & {
  readonly test: Expression;
  readonly consequent: Expression;
  readonly alternate: Expression;
};
export type SpreadNode = Node<"Spread"> & { readonly argument: Expression };
type ArrayNode = Node<"Array"> & { readonly elements: readonly (Expression | SpreadNode | null)[] };
export type PropertyNode = Node<"Property"> & { readonly key: string | Expression; readonly value: Expression };
type ObjectNode = Node<"Object"> & { readonly properties: readonly (PropertyNode | SpreadNode)[] };
/** An arrow function; `locals` are the `const` declarations of a block body, run before `body`. */
export type ArrowNode = Node<"Arrow"> & {
  readonly params: readonly Pattern[];
  readonly rest: Pattern | null;
  readonly locals: readonly { readonly target: Pattern; readonly init: Expression }[];
  readonly body: Expression;
};

type BindNamePattern = Node<"BindName"> & { readonly name: string };
type BindObjectPattern = Node<"BindObject"> & {
  readonly properties: readonly { readonly key: string | Expression; readonly value: Pattern }[];
  readonly rest: string | null;
};
type BindArrayPattern = Node<"BindArray"> & {
  readonly elements: readonly (Pattern | null)[];
  readonly rest: Pattern | null;
};
type BindDefaultPattern = Node<"BindDefault"> & { readonly target: Pattern; readonly fallback: Expression };
export type Pattern = BindNamePattern | BindObjectPattern | BindArrayPattern | BindDefaultPattern;

export type JsxAttributeNode = Node<"Attribute"> & { readonly name: string; readonly value: Expression | null };
export type JsxSpreadAttributeNode = Node<"SpreadAttribute"> & { readonly argument: Expression };
export type JsxElementNode = Node<"JsxElement"> & {
  readonly name: string;
  readonly attributes: readonly (JsxAttributeNode | JsxSpreadAttributeNode)[];
  readonly children: readonly JsxChild[];
};
export type JsxFragmentNode = Node<"JsxFragment"> & { readonly children: readonly JsxChild[] };
type JsxTextNode = Node<"JsxText"> & { readonly value: string };
type JsxExpressionNode = Node<"JsxExpression"> & { readonly expression: Expression };
export type JsxChild = JsxElementNode | JsxFragmentNode | JsxTextNode | JsxExpressionNode;

export type Expression =
  | LiteralNode
  | TemplateLiteralNode
  | IdentifierNode
  | MemberNode
  | CallNode
  | UnaryNode
  | BinaryNode
  | LogicalNode
  | ConditionalNode
  | ArrayNode
  | ObjectNode
  | ArrowNode
  | JsxElementNode
  | JsxFragmentNode;

export const UNARY_OPERATORS = ["-", "+", "!", "~", "typeof", "void"] as const;
export type UnaryOperator = (typeof UNARY_OPERATORS)[number];

export const BINARY_OPERATORS = [
  "+",
  "-",
  "*",
  "/",
  "%",
  "**",
  "==",
  "!=",
  "===",
  "!==",
  "<",
  "<=",
  ">",
  ">=",
  "&",
  "|",
  "^",
  "<<",
  ">>",
  ">>>",
  "in",
] as const;
export type BinaryOperator = (typeof BINARY_OPERATORS)[number];

/** A parsed template: its root children and the literal paths of the templates it includes. */
export type TemplateAst = {
  readonly children: readonly JsxChild[];
  readonly includes: readonly string[];
};
