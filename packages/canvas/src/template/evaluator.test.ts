import { describe, expect, it } from "vitest";
import { TemplateEvaluationError } from "./errors";
import { evaluateExpression } from "./evaluateExpression";

const scope = {
  frame: {
    title: "Fleet",
    items: [3, 1, 2],
    rows: [
      { name: "a", v: 2 },
      { name: "b", v: 5 },
    ],
    key: "title",
  },
  params: { site: "North", empty: null },
  ds: { trucks: [{ id: "HT-01", tonnes: 1200.5 }] },
};

const run = (source: string) => evaluateExpression(source, scope);

describe("evaluator: the language", () => {
  it.each<[string, unknown]>([
    ["1 + 2 * 3", 7],
    ["'a' + 1", "a1"],
    [`\`\${frame.title} at \${params.site}\``, "Fleet at North"],
    ["frame.title", "Fleet"],
    ["frame[frame.key]", "Fleet"],
    ["frame.items[1]", 1],
    ["frame.items.length", 3],
    ["frame.title.length", 5],
    ["frame.missing", undefined],
    ["frame.missing.deeper.still", undefined],
    ["frame?.missing?.deeper", undefined],
    ["params.empty ?? 'none'", "none"],
    ["params.site || 'all'", "North"],
    ["params.empty && 'x'", null],
    ["frame.items.length > 2 ? 'many' : 'few'", "many"],
    ["!frame.title", false],
    ["-frame.items[0]", -3],
    ["typeof frame", "object"],
    ["typeof fmt.number", "function"],
    ["2 ** 10", 1024],
    ["7 % 4", 3],
    ["'10' == 10", true],
    ["null == undefined", true],
    ["'10' === 10", false],
    ["'b' > 'a'", true],
    ["'title' in frame", true],
    ["'toString' in frame", false],
    ["[1, ...frame.items, ...'ab']", [1, 3, 1, 2, "a", "b"]],
    ["({ a: 1, ...{ b: 2 }, ['c' + 1]: 3 })", { a: 1, b: 2, c1: 3 }],
    ["((a, b = 2, ...rest) => a + b + rest.length)(1, undefined, 7, 8)", 5],
    ["(({ name, v: value = 0 }) => name + value)(frame.rows[0])", "a2"],
    ["(([first, , third]) => first + third)(frame.items)", 5],
    ["((x) => { const y = x * 2; const z = y + 1; return z; })(4)", 9],
    ["undefined", undefined],
    ["Infinity > 1e308", true],
    ["NaN === NaN", false],
  ])("%s", (source, expected) => {
    expect(run(source)).toEqual(expected);
  });

  it("keeps a template's data unchanged: sort sorts a copy", () => {
    expect(run("frame.items.sort()")).toEqual([1, 2, 3]);
    expect(scope.frame.items).toEqual([3, 1, 2]);
    expect(run("frame.rows.sort((a, b) => b.v - a.v).map((r) => r.name)")).toEqual(["b", "a"]);
  });

  it.each<[string, unknown]>([
    ["frame.items.map((x, i) => x * i)", [0, 1, 4]],
    ["frame.items.filter((x) => x > 1)", [3, 2]],
    ["frame.items.slice(0, 2)", [3, 1]],
    ["frame.items.join('-')", "3-1-2"],
    ["frame.rows.find((r) => r.v > 2).name", "b"],
    ["frame.rows.findIndex((r) => r.v > 2)", 1],
    ["frame.items.some((x) => x > 2)", true],
    ["frame.items.every((x) => x > 2)", false],
    ["frame.items.reduce((sum, x) => sum + x, 0)", 6],
    ["frame.items.reduce((sum, x) => sum + x)", 6],
    ["frame.items.includes(2)", true],
    ["frame.items.indexOf(2)", 2],
    ["frame.items.concat([4], 5)", [3, 1, 2, 4, 5]],
    ["[[1, [2]], 3].flat()", [1, [2], 3]],
    ["[[1, [2]], 3].flat(2)", [1, 2, 3]],
    ["' Ab '.trim().toUpperCase()", "AB"],
    ["'AB'.toLowerCase()", "ab"],
    ["'abcdef'.slice(1, 3)", "bc"],
    ["'abcdef'.substring(2)", "cdef"],
    ["'a,b'.split(',')", ["a", "b"]],
    ["'a-b-c'.replace('-', '+')", "a+b-c"],
    ["'a-b-c'.replaceAll('-', '+')", "a+b+c"],
    ["'abc'.startsWith('ab') && 'abc'.endsWith('bc') && 'abc'.includes('b')", true],
    ["'7'.padStart(3, '0') + '7'.padEnd(2, '.')", "0077."],
    ["(1.005).toFixed(1)", "1.0"],
    ["(1234.5).toLocaleString('en-US')", "1,234.5"],
    ["Object.keys(frame.rows[0])", ["name", "v"]],
    ["Object.values(frame.rows[0])", ["a", 2]],
    ["Object.entries({ a: 1 })", [["a", 1]]],
    ["Math.max(...frame.items) + Math.round(2.5) + Math.abs(-1)", 7],
    ["Number('3.5') + Number.parseFloat('1.5') + Number.parseInt('08')", 13],
    ["Number.isFinite(1 / 0) || Number.isNaN(NaN)", true],
    ["String(12) + String(null)", "12null"],
    ["frame.items.filter(Boolean).length", 3],
    ["Array.isArray(frame.items)", true],
    ["JSON.stringify({ a: [1, 'x'] })", '{"a":[1,"x"]}'],
    ["fmt.number(ds.trucks[0].tonnes, 1)", "1,200.5"],
  ])("%s", (source, expected) => {
    expect(run(source)).toEqual(expected);
  });

  it("calls a method of missing data as undefined", () => {
    expect(run("frame.missing.map((x) => x)")).toBeUndefined();
    expect(run("frame.missing?.()")).toBeUndefined();
  });

  it("names the missing function when a call cannot be made", () => {
    expect(() => run("fmt.nubmer(1)")).toThrow("fmt.nubmer is not a function templates can call (line 1, column 1)");
  });

  it("refuses array and text methods outside the allowlist", () => {
    expect(() => run("frame.items.push(4)")).toThrow("'push' is not a method templates can call on an array");
    expect(() => run("'x'.repeat(3)")).toThrow("'repeat' is not a method templates can call on text");
    expect(() => run("'x'.replace(frame.items, 'y')")).toThrow("replace needs text as its pattern");
  });
});

describe("evaluator: limits", () => {
  it("stops runaway work at the step limit", () => {
    const limits = { maxSteps: 10_000 };
    expect(() =>
      evaluateExpression(
        "frame.items.map(() => frame.items.map(() => 1))",
        { frame: { items: new Array(500).fill(0) } },
        { limits },
      ),
    ).toThrow(/did too much work: more than 10,000 steps/);
  });

  it("caps text and arrays that helpers produce", () => {
    expect(() => run("'x'.padStart(2000000)")).toThrow("Text longer than 1,000,000 characters is not allowed");
    expect(() => evaluateExpression("[...a, ...a]", { a: new Array(60_000).fill(1) })).toThrow(
      "Arrays longer than 100,000 items are not allowed",
    );
  });

  it("stops doubling text before memory runs out", () => {
    expect(() =>
      run("Array.isArray([]) && [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21].reduce((s) => s + s, 'xx')"),
    ).toThrow(TemplateEvaluationError);
  });

  it("stops runaway recursion", () => {
    expect(() => run("((f) => f(f))((f) => f(f))")).toThrow(/nested more than 200 calls deep/);
  });
});
