import { describe, expect, it } from "vitest";
import type { JsxElementNode } from "./ast";
import { TemplateParseError } from "./errors";
import { clearTemplateCache, parseExpression, parseTemplate } from "./parseTemplate";

function parseError(source: string): TemplateParseError {
  try {
    parseTemplate(source);
  } catch (error) {
    if (error instanceof TemplateParseError) return error;
    throw error;
  }
  throw new Error("expected a parse error");
}

describe("parseTemplate", () => {
  it("accepts several root elements and collects literal include paths", () => {
    const ast = parseTemplate('<p>a</p>\n<Include path="shared/x" />\n<Include path={frame.p} />');
    expect(ast.children.map((child) => (child as JsxElementNode).name)).toEqual(["p", "Include", "Include"]);
    expect(ast.includes).toEqual(["shared/x"]);
  });

  it("trims JSX text the way React does and decodes entities", () => {
    const ast = parseTemplate("<p>\n  one\n  two &amp; three{' '}\n</p>");
    const paragraph = ast.children[0] as JsxElementNode;
    expect(paragraph.children[0]).toMatchObject({ type: "JsxText", value: "one two & three" });
  });

  it("reports acorn's message with the line and column of the author's text", () => {
    const error = parseError("<div>\n  {a +}\n</div>");
    expect(error.message).toBe("An error occurred while parsing template.");
    expect(error.detail).toBe("JSX error: Unexpected token (line 2, column 7)");
    expect([error.line, error.column]).toEqual([2, 7]);
  });

  it("places an error on the first line at the author's column, not the wrapper's", () => {
    expect(parseError("<p>{)}</p>").detail).toBe("JSX error: Unexpected token (line 1, column 5)");
  });

  it("reports an unclosed tag at the end of the author's text", () => {
    const error = parseError("<section>\n  <p>x</p>");
    expect(error.detail).toMatch(
      /^JSX error: Expected corresponding JSX closing tag for <section> \(line 2, column 11\)$/,
    );
  });

  it("refuses text that closes the wrapping fragment early", () => {
    expect(parseError("<p/></><b/>").reason).toBe("Adjacent JSX elements must be wrapped in an enclosing tag");
    expect(() => parseTemplate("<p/></>;alert(1);<>")).toThrow(TemplateParseError);
  });

  it.each([
    ["{params.__proto__.polluted = 1}", "Assignment is not allowed in templates"],
    ["{params.__proto__}", "Access to '__proto__' is not allowed in templates"],
    ["{frame.x = 1}", "Assignment is not allowed in templates"],
    ["{x++}", "'++' and '--' is not allowed in templates"],
    ["{new Date()}", "'new' is not allowed in templates"],
    ["{this}", "'this' is not allowed in templates"],
    ["{function () { return 1 }}", "A function expression (use an arrow function) is not allowed in templates"],
    ["{(a, b)}", "The comma operator is not allowed in templates"],
    ["{String.raw`x`}", "A tagged template is not allowed in templates"],
    ["{import('x')}", "import() is not allowed in templates"],
    ["{import.meta}", "import.meta is not allowed in templates"],
    ["{/x/.test('x')}", "Regular expressions are not allowed in templates"],
    ["{delete frame.x}", "The 'delete' operator is not allowed in templates"],
    ["{a instanceof b}", "The 'instanceof' operator is not allowed in templates"],
    ["{fmt.number.constructor}", "Access to 'constructor' is not allowed in templates"],
    ["{[]['constructor']}", "Access to 'constructor' is not allowed in templates"],
    ["{({ __proto__: {} })}", "The object key '__proto__' is not allowed in templates"],
    ["{({ get x() { return 1 } })}", "Getters and setters are not allowed in templates"],
    ["{({ f() { return 1 } })}", "Methods are not allowed in object literals (use an arrow function)"],
    ["{async () => 1}", "Async functions are not allowed in templates"],
    ["{() => { frame.x; return 1 }}", "An arrow function body may hold only const declarations and one return"],
    ["{() => { const a = 1 }}", "An arrow function body must end with 'return' and a value"],
    ["{10n}", "BigInt numbers are not allowed in templates"],
  ])("refuses %s", (source, reason) => {
    const error = parseError(source);
    expect(error.reason).toBe(reason);
    expect(error.detail).toMatch(/^JSX error: .+ \(line 1, column \d+\)$/);
  });

  it("refuses nesting deep enough to exhaust the stack", () => {
    expect(parseError(`{${"[".repeat(500)}1${"]".repeat(500)}}`).reason).toBe("The template is nested too deeply");
    expect(parseError(`{${"(".repeat(20_000)}1${")".repeat(20_000)}}`).reason).toBe(
      "Not enough stack space to parse input",
    );
  });

  it("refuses spread children and empty attribute expressions with acorn's message", () => {
    expect(parseError("<p>{...frame.items}</p>").detail).toBe("JSX error: Unexpected token (line 1, column 5)");
    expect(parseError("<p title={}></p>").reason).toBe("JSX attributes must only be assigned a non-empty expression");
  });

  it("returns the cached tree for the same text", () => {
    clearTemplateCache();
    const source = "<p>{frame.a}</p>";
    expect(parseTemplate(source)).toBe(parseTemplate(source));
    const bad = "<p>{</p>";
    expect(parseError(bad)).toBe(parseError(bad));
  });
});

describe("parseExpression", () => {
  it("parses one expression and refuses trailing text", () => {
    expect(parseExpression("a ?? b")).toMatchObject({ type: "Logical", operator: "??" });
    expect(parseExpression("({ a: 1 })")).toMatchObject({ type: "Object" });
    expect(() => parseExpression("a b")).toThrow(TemplateParseError);
    expect(() => parseExpression("1); alert(1); (2")).toThrow("An error occurred while parsing template.");
  });
});
