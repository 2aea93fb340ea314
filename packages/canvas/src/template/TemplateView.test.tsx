import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CanvasComponents, TemplateScope, TemplateSource, TemplateWarning } from "./renderTemplate";
import { TemplateView } from "./TemplateView";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const scope: TemplateScope = { frame: { title: "Fleet" }, params: {}, ds: {} };

function quietReactErrors() {
  vi.spyOn(console, "error").mockImplementation(() => {});
}

describe("TemplateView", () => {
  it("renders the frame element, its scoped CSS (includes' CSS once) and the content", () => {
    const templates: Record<string, TemplateSource> = {
      main: {
        jsx: '<h3 className="t">{frame.title}</h3><Include path="shared" /><Include path="shared" />',
        css: ".t { color: red }",
      },
      shared: { jsx: "<small>s</small>", css: "small { color: gray }" },
    };
    const { container } = render(
      <TemplateView templateName="main" templates={templates} scope={scope} scopeId="p-1" />,
    );
    const frame = container.firstElementChild;
    expect(frame?.getAttribute("data-frame")).toBe("p-1");
    expect(frame?.className).toBe("sf-frame");
    const sheets = document.head.querySelectorAll('style[data-precedence="storyframe-frames"]');
    expect([...sheets].map((sheet) => sheet.textContent)).toEqual([
      '[data-frame="p-1"] .t {color: red}\n[data-frame="p-1"] small {color: gray}',
    ]);
    expect(screen.getByText("Fleet").tagName).toBe("H3");
    expect(container.querySelectorAll("small")).toHaveLength(2);
  });

  it("shares one stylesheet between frames with the same scope and CSS", () => {
    const templates = { card: { jsx: "<p>card</p>", css: ".shared-card { margin: 0 }" } };
    render(
      <>
        <TemplateView templateName="card" templates={templates} scope={scope} scopeId="template:card" />
        <TemplateView templateName="card" templates={templates} scope={scope} scopeId="template:card" />
      </>,
    );
    const sheets = [...document.head.querySelectorAll("style")].filter((sheet) =>
      sheet.textContent?.includes(".shared-card"),
    );
    expect(sheets).toHaveLength(1);
  });

  it("shows a notice when the named template is missing", () => {
    render(<TemplateView templateName="nope" templates={{}} scope={scope} scopeId="p" />);
    expect(screen.getByRole("note").textContent).toBe("Template 'nope' was not found");
  });

  it("shows a parse error panel with the JSX error and its position", () => {
    const templates = { main: { jsx: "<div>\n  <p>{frame.title</p>\n</div>", css: "" } };
    render(<TemplateView templateName="main" templates={templates} scope={scope} scopeId="p" />);
    const panel = screen.getByRole("alert");
    expect(panel.className).toContain("sf-template-error");
    expect(panel.textContent).toBe(
      "An error occurred while parsing template.JSX error: Unterminated regular expression (line 2, column 20)",
    );
  });

  it("shows 'Failed to Render Canvas.' with details for an evaluation error, and siblings keep rendering", () => {
    quietReactErrors();
    const templates = {
      bad: { jsx: "<p>{frame.items.push(1)}</p>", css: "" },
      good: { jsx: "<p>fine</p>", css: "" },
    };
    const failing = { ...scope, frame: { items: [] } };
    render(
      <>
        <TemplateView templateName="bad" templates={templates} scope={failing} scopeId="a" />
        <TemplateView templateName="good" templates={templates} scope={scope} scopeId="b" />
      </>,
    );
    const panel = screen.getByRole("alert");
    expect(panel.querySelector("strong")?.textContent).toBe("Failed to Render Canvas.");
    const details = panel.querySelector("details");
    expect(details?.querySelector("summary")?.textContent).toBe("Details");
    expect(details?.querySelector(".sf-template-error__message")?.textContent).toBe(
      "TemplateEvaluationError: 'push' is not a method templates can call on an array (line 1, column 5)",
    );
    expect(details?.querySelector(".sf-template-error__stack")?.textContent).toContain("TemplateContent");
    expect(screen.getByText("fine")).toBeTruthy();
  });

  it("catches an error thrown by a registry component too", () => {
    quietReactErrors();
    const Boom = () => {
      throw new Error("component failed");
    };
    const components: CanvasComponents = { Boom };
    render(
      <TemplateView
        templateName="main"
        templates={{ main: { jsx: "<div><Boom /></div>", css: "" } }}
        scope={scope}
        components={components}
        scopeId="c"
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("Error: component failed");
    expect(screen.getByRole("alert").querySelector(".sf-template-error__stack")?.textContent).toContain("Boom");
  });

  it("hides error details when asked", () => {
    quietReactErrors();
    const templates = { bad: { jsx: "<p>{fmt.nope()}</p>", css: "" }, broken: { jsx: "<p>{</p>", css: "" } };
    render(
      <>
        <TemplateView templateName="bad" templates={templates} scope={scope} scopeId="a" showErrorDetails={false} />
        <TemplateView templateName="broken" templates={templates} scope={scope} scopeId="b" showErrorDetails={false} />
      </>,
    );
    const [renderPanel, parsePanel] = screen.getAllByRole("alert");
    expect(renderPanel?.textContent).toBe("Failed to Render Canvas.");
    expect(parsePanel?.textContent).toBe("An error occurred while parsing template.");
  });

  it("renders again once the template is fixed", () => {
    quietReactErrors();
    const broken = { main: { jsx: "<p>{fmt.nope()}</p>", css: "" } };
    const fixed = { main: { jsx: "<p>ok</p>", css: "" } };
    const { rerender } = render(<TemplateView templateName="main" templates={broken} scope={scope} scopeId="a" />);
    expect(screen.getByRole("alert")).toBeTruthy();
    rerender(<TemplateView templateName="main" templates={fixed} scope={scope} scopeId="a" />);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("ok")).toBeTruthy();
  });

  it("reports what was dropped, from the markup and from the CSS", () => {
    const onWarnings = vi.fn<(warnings: readonly TemplateWarning[]) => void>();
    const templates = { main: { jsx: '<p onClick="x()">a</p><script>1</script>', css: "@import 'x.css';" } };
    render(
      <TemplateView templateName="main" templates={templates} scope={scope} scopeId="a" onWarnings={onWarnings} />,
    );
    expect(onWarnings).toHaveBeenLastCalledWith([
      { template: "main", message: "The @import rule is not allowed in template CSS" },
      { template: "main", message: "The event handler 'onClick' on <p> was dropped" },
      { template: "main", message: "The element <script> is not allowed" },
    ]);
  });
});
