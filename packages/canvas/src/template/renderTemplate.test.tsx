import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TemplateEvaluationError } from "./errors";
import {
  type CanvasComponents,
  type RenderTemplateOptions,
  renderTemplate,
  type TemplateScope,
} from "./renderTemplate";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const emptyScope: TemplateScope = { frame: {}, params: {}, ds: {} };

function renderJsx(jsx: string, options: Partial<RenderTemplateOptions> = {}) {
  const templates = { main: { jsx, css: "" }, ...options.templates };
  const result = renderTemplate("main", { scope: emptyScope, ...options, templates });
  const { container } = render(result.node);
  return { container, warnings: result.warnings.map((warning) => warning.message) };
}

describe("renderTemplate: content", () => {
  it("renders text and expression values", () => {
    const { container } = renderJsx(
      '<p className="a">{frame.name} has {frame.count} items{false}{null}{undefined}{true}{frame.missing}</p>',
      { scope: { ...emptyScope, frame: { name: "Fleet", count: 3 } } },
    );
    expect(container.innerHTML).toBe('<p class="a">Fleet has 3 items</p>');
  });

  it("renders JSX inside expressions, fragments and several roots", () => {
    const { container } = renderJsx("<h4>T</h4>\n<>{params.on ? <b>on</b> : <i>off</i>}{params.on && <u>yes</u>}</>", {
      scope: { ...emptyScope, params: { on: true } },
    });
    expect(container.innerHTML).toBe("<h4>T</h4><b>on</b><u>yes</u>");
  });

  it("escapes text: markup in data is shown, not parsed", () => {
    const { container } = renderJsx("<p>{frame.html}</p>", {
      scope: { ...emptyScope, frame: { html: "<img src=x onerror=alert(1)>" } },
    });
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("<img src=x onerror=alert(1)>");
  });

  it("renders lists with keys, written or not, without React key warnings", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container } = renderJsx(
      "<ul>{frame.rows.map((r) => <li>{r}</li>)}{frame.rows.map((r) => <li key={r}>{r}!</li>)}{[[<b>1</b>], [<b>2</b>]]}</ul>",
      { scope: { ...emptyScope, frame: { rows: ["a", "a", "b"] } } },
    );
    expect(container.textContent).toBe("aaba!a!b!12");
    expect(error).not.toHaveBeenCalled();
  });

  it("renders nothing for an object or a function, with a warning", () => {
    const { container, warnings } = renderJsx("<p>{frame}{(x) => x}</p>", {
      scope: { ...emptyScope, frame: { a: 1 } },
    });
    expect(container.innerHTML).toBe("<p></p>");
    expect(warnings).toEqual([
      "An object cannot be shown as text: show one of its properties",
      "A function cannot be shown: call it, or pass it to a component",
    ]);
  });

  it("renders attributes, computed class names, style objects and title", () => {
    const { container } = renderJsx(
      '<span class={"bar bar--w" + frame.step} style={{ width: frame.step * 5 + "%", marginTop: 2 }} title={fmt.number(frame.v, 1)} data-step={frame.step}></span>',
      { scope: { ...emptyScope, frame: { step: 4, v: 1234.56 } } },
    );
    expect(container.innerHTML).toBe(
      '<span class="bar bar--w4" style="width: 20%; margin-top: 2px;" title="1,234.6" data-step="4"></span>',
    );
  });

  it("spreads an object of attributes through the same checks", () => {
    const { container } = renderJsx('<a {...frame.link} title="t">x</a>', {
      scope: { ...emptyScope, frame: { link: { href: "javascript:alert(1)", onClick: "alert(1)", className: "l" } } },
    });
    expect(container.innerHTML).toBe('<a class="l" title="t">x</a>');
  });
});

describe("renderTemplate: elements", () => {
  it.each([
    "script",
    "style",
    "iframe",
    "object",
    "embed",
    "form",
    "input",
    "base",
    "link",
    "meta",
    "math",
    "foreignObject",
    "template",
    "noscript",
    "textarea",
    "button",
    "my-element",
  ])("renders nothing for <%s>, children included", (tag) => {
    const { container, warnings } = renderJsx(`<div><${tag}><b>inside</b></${tag}></div>`);
    expect(container.innerHTML).toBe("<div></div>");
    expect(warnings[0]).toMatch(/^The element <.+> is not allowed/);
  });

  it("renders SVG shapes, gradients and titles inside an <svg> only", () => {
    const title = document.title;
    const { container, warnings } = renderJsx(
      '<svg viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stopColor="#fff" /></linearGradient></defs><title>Chart</title><rect width="10" height="10" fill="url(#g)" /><text x="1" y="5">t</text></svg><title>Page</title><rect /><animate /><set /><use href="#g" />',
    );
    expect(container.querySelector("svg title")?.textContent).toBe("Chart");
    expect(container.querySelector("rect")?.getAttribute("fill")).toBe("url(#g)");
    expect(container.querySelectorAll("rect, title, animate, set, use")).toHaveLength(2);
    expect(document.title).toBe(title);
    expect(document.head.querySelector("title")?.textContent ?? "").not.toBe("Page");
    expect(warnings).toContain("The element <title> is not allowed outside an <svg>");
  });

  it("drops children of void elements", () => {
    const { container, warnings } = renderJsx('<img src="/a.png" alt="a">x</img>');
    expect(container.innerHTML).toBe('<img alt="a" src="/a.png">');
    expect(warnings).toEqual(["<img> cannot have children"]);
  });

  it("throws an evaluation error with its position for an error boundary to show", () => {
    expect(() =>
      renderTemplate("main", {
        templates: { main: { jsx: "<p>\n  {fmt.nope(1)}\n</p>", css: "" } },
        scope: emptyScope,
      }),
    ).toThrow(new TemplateEvaluationError("fmt.nope is not a function templates can call", { line: 2, column: 4 }));
  });
});

describe("renderTemplate: components", () => {
  it("renders registry components with evaluated props, arrow functions and children", () => {
    const seen: unknown[] = [];
    function Badge(props: { label: string; format: (v: number) => string; children?: ReactNode }) {
      seen.push(props);
      return (
        <mark>
          {props.label}:{props.format(2)}
          {props.children}
        </mark>
      );
    }
    const components: CanvasComponents = { Badge };
    const { container } = renderJsx("<Badge label={frame.l} format={(v) => fmt.number(v * 1000, 0)}><i>c</i></Badge>", {
      scope: { ...emptyScope, frame: { l: "L" } },
      components,
    });
    expect(container.innerHTML).toBe("<mark>L:2,000<i>c</i></mark>");
  });

  it("shows a visible notice for an unknown component", () => {
    const { container, warnings } = renderJsx("<div><Chart /><Foo.Bar /></div>");
    expect(container.textContent).toBe("Unknown component <Chart>Unknown component <Foo.Bar>");
    expect(container.querySelector(".sf-template-notice")).not.toBeNull();
    expect(warnings).toEqual(["Unknown component <Chart>", "Unknown component <Foo.Bar>"]);
  });

  it("does not find inherited names in the components map", () => {
    const { container } = renderJsx("<Constructor /><HasOwnProperty />", { components: {} });
    expect(container.textContent).toBe("Unknown component <Constructor>Unknown component <HasOwnProperty>");
  });
});

describe("renderTemplate: includes", () => {
  const scope = { ...emptyScope, frame: { note: "from frame" } };

  it("renders an included template with the same frame, params and ds", () => {
    const { container } = renderJsx('<section>{[1].map((note) => <Include key="n" path="shared/note" />)}</section>', {
      scope,
      templates: { "shared/note": { jsx: "<small>{frame.note}</small>", css: "" } },
    });
    expect(container.innerHTML).toBe("<section><small>from frame</small></section>");
  });

  it("cuts cycles: the inner repeat renders nothing, with a warning", () => {
    const templates = {
      main: { jsx: '<div className="main"><Include path="b" /></div>', css: "" },
      b: { jsx: '<div className="b"><Include path="main" /><Include path="b" /></div>', css: "" },
    };
    const result = renderTemplate("main", { templates, scope });
    const { container } = render(result.node);
    expect(container.innerHTML).toBe('<div class="main"><div class="b"></div></div>');
    expect(result.warnings).toEqual([
      { template: "b", message: "The include of 'main' was skipped: it would include itself" },
      { template: "b", message: "The include of 'b' was skipped: it would include itself" },
    ]);
  });

  it("shows a notice for a missing include and for a path that is not text", () => {
    const { container } = renderJsx(
      '<Include path="shared/none" /><Include path={frame.p} /><Include path="constructor" />',
      {
        scope,
      },
    );
    expect(container.textContent).toBe(
      "Included template 'shared/none' was not found" +
        '<Include> needs a path written as text, such as path="shared/commentary"' +
        "Included template 'constructor' was not found",
    );
  });

  it("shows a parse error of an included template in place", () => {
    const { container } = renderJsx('<p>before</p><Include path="broken" /><p>after</p>', {
      templates: { broken: { jsx: "<div>{</div>", css: "" } },
    });
    expect(container.textContent).toBe(
      "beforeAn error occurred while parsing template.JSX error: Unexpected token (line 1, column 8)after",
    );
  });
});
