import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TemplateEvaluationError, TemplateParseError } from "./errors";
import { evaluateExpression } from "./evaluateExpression";

const keys = { c: "constructor", p: "__proto__", proto: "prototype" };

describe("evaluator: refusals", () => {
  afterEach(() => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    "({}).__proto__",
    '[]["constructor"]["constructor"]("alert(1)")()',
    "fmt.number.constructor",
    "fmt.date.constructor('return 1')()",
    "(() => {}).constructor",
    "Object.prototype",
    "params.__proto__.polluted = 1",
    "frame.__defineGetter__",
    "''.constructor.constructor",
    "({ ['__proto__']: { polluted: 1 } })",
  ])("refuses %s when parsing", (source) => {
    expect(() => evaluateExpression(source, { params: {}, frame: {} })).toThrow(TemplateParseError);
  });

  it.each([
    "({})[k.p]",
    "[][k.c][k.c]('alert(1)')()",
    "fmt.number[k.c]",
    "fmt.date[k.c]",
    "(() => 1)[k.c]",
    "Object[k.proto]",
    "Math[k.c]",
    "'text'[k.c]",
    "({ [k.p]: { polluted: 1 } })",
    "(({ [k.c]: f }) => f)(fmt)",
  ])("refuses %s when evaluating", (source) => {
    expect(() => evaluateExpression(source, { k: keys })).toThrow("is not allowed in templates");
  });

  it("refuses __proto__ as an object key made at run time", () => {
    expect(() => evaluateExpression("({ [k.p]: 1 })", { k: keys })).toThrow(TemplateEvaluationError);
  });

  it.each([
    "window",
    "document",
    "globalThis",
    "self",
    "top",
    "parent",
    "fetch",
    "Function",
    "eval",
    "require",
    "process",
    "setTimeout",
    "alert",
    "location",
    "localStorage",
    "XMLHttpRequest",
    "Reflect",
    "Proxy",
    "Symbol",
    "Date",
    "RegExp",
    "Promise",
    "WebAssembly",
  ])("%s is undefined", (name) => {
    expect(evaluateExpression(name)).toBeUndefined();
  });

  it("never reaches the real global object", () => {
    const flag = vi.fn();
    (globalThis as Record<string, unknown>).__xss = flag;
    try {
      expect(evaluateExpression("window.__xss()")).toBeUndefined();
      expect(evaluateExpression("globalThis.__xss")).toBeUndefined();
      expect(() => evaluateExpression("__xss()")).toThrow("__xss is not a function templates can call");
      expect(flag).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as Record<string, unknown>).__xss;
    }
  });

  it.each([
    ["fetch('http://canary.test/')", "fetch is not a function templates can call"],
    ["fmt.number.call(null, 1)", "fmt.number.call is not a function templates can call"],
    ["fmt.number.apply(null, [1])", "fmt.number.apply is not a function templates can call"],
    ["fmt.number.bind(null)", "fmt.number.bind is not a function templates can call"],
    ["JSON.parse('{}')", "JSON.parse is not a function templates can call"],
    ["Object.assign({}, {})", "Object.assign is not a function templates can call"],
    ["Object.defineProperty({}, 'x', {})", "Object.defineProperty is not a function templates can call"],
    ["({}).toString()", "({}).toString is not a function templates can call"],
  ])("refuses the call %s", (source, message) => {
    expect(() => evaluateExpression(source)).toThrow(message.replace("({})", "this expression"));
  });

  it("reads no inherited members: prototype methods are undefined", () => {
    expect(evaluateExpression("[].map")).toBeUndefined();
    expect(evaluateExpression("({}).hasOwnProperty")).toBeUndefined();
    expect(evaluateExpression("fmt.number.call")).toBeUndefined();
    expect(evaluateExpression("Math.toString")).toBeUndefined();
  });

  it("calls no function found in data, even an own property", () => {
    const fn = vi.fn(() => "ran");
    expect(() => evaluateExpression("frame.fn()", { frame: { fn } })).toThrow(
      "frame.fn is not a function templates can call",
    );
    expect(() => evaluateExpression("frame.items.map(frame.fn)", { frame: { fn, items: [1] } })).toThrow(
      "Expected an arrow function",
    );
    expect(fn).not.toHaveBeenCalled();
  });

  it("runs no toString or valueOf found on data", () => {
    const spy = vi.fn(() => "x");
    const frame = { toString: spy, valueOf: spy };
    for (const source of [
      "'' + frame",
      `\`\${frame}\``,
      "frame == 'x'",
      "frame < 1",
      "[frame].join()",
      "String(frame)",
      "[frame, frame].sort()",
    ]) {
      evaluateExpression(source, { frame });
    }
    expect(spy).not.toHaveBeenCalled();
  });

  it("runs no getter of an object that is not plain data", () => {
    const spy = vi.fn(() => "secret");
    class Host {
      own = 1;
    }
    const host = Object.defineProperty(new Host(), "secret", { get: spy, enumerable: true });
    expect(evaluateExpression("[host.secret, host.own, Object.values(host), ({ ...host })]", { host })).toEqual([
      undefined,
      1,
      [1],
      { own: 1 },
    ]);
    expect(spy).not.toHaveBeenCalled();
  });

  it("copies no __proto__ key from parsed data into a new object", () => {
    const data = JSON.parse('{"__proto__": {"polluted": 1}, "a": 1}') as unknown;
    const copy = evaluateExpression("({ ...data })", { data }) as object;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(["a"]);
    expect(() => evaluateExpression("data[k.p]", { data, k: keys })).toThrow(TemplateEvaluationError);
  });

  it("reads no accessor of host objects handed to an arrow function", () => {
    const event = new Event("change");
    const handler = evaluateExpression("(e) => [e.target, e.type, e.timeStamp]") as (e: Event) => unknown[];
    expect(handler(event)).toEqual([undefined, undefined, undefined]);
  });

  it("reads only props and key from a React element", () => {
    const element = createElement("b", { title: "t" }, "x");
    expect(evaluateExpression("[e.props.title, e.key, e.type, e._owner, e._store]", { e: element })).toEqual([
      "t",
      null,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("leaves the caller's data unchanged", () => {
    const frame = { items: [3, 1, 2], rows: [{ a: 1 }] };
    evaluateExpression(
      "[frame.items.sort(), frame.items.concat([4]), frame.items.flat(), ({ ...frame.rows[0], a: 2 }), frame.items.slice().sort((a, b) => b - a)]",
      { frame },
    );
    expect(frame).toEqual({ items: [3, 1, 2], rows: [{ a: 1 }] });
  });
});
