import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { componentRegistry } from "../registry";
import { CanvasRuntimeProvider } from "../runtime/CanvasRuntimeContext";
import { createMemoryRuntime } from "../runtime/memoryRuntime";
import { toTemplateComponents } from "../templateComponents";
import {
  demoParagraphs as paragraphs,
  demoTemplates as sources,
  demoTemplateNames as templateNames,
} from "../test/demoContent";
import { COMPILED_TEMPLATE_FORMAT, readCompiledTemplate } from "./compiledTemplate";
import { compileTemplate } from "./compileTemplate";
import { TemplateParseError } from "./errors";
import { parseTemplate } from "./parseTemplate";
import { renderTemplate, type TemplateScope, type TemplateSource } from "./renderTemplate";
import { TemplateView } from "./TemplateView";
import { loadedTemplateParser, provideTemplateParser, type TemplateParser } from "./templateParser";

/** The templates as the content API sends them: with their compiled form, through JSON. */
const compiledSources: Record<string, TemplateSource> = JSON.parse(
  JSON.stringify(
    Object.fromEntries(
      Object.entries(sources).map(([name, source]) => [name, { ...source, compiled: compileTemplate(source.jsx) }]),
    ),
  ),
);

const components = toTemplateComponents(componentRegistry);

/** A parser that counts its calls, standing in for the real one. */
function countingParser(): TemplateParser & { calls: number } {
  const counting = {
    calls: 0,
    parseTemplate: (source: string) => {
      counting.calls += 1;
      return parseTemplate(source);
    },
  };
  return counting;
}

function withParser<T>(parser: TemplateParser | null, run: () => T): T {
  const previous = loadedTemplateParser();
  provideTemplateParser(parser);
  try {
    return run();
  } finally {
    provideTemplateParser(previous);
  }
}

function frameHtml(templateName: string, templates: Record<string, TemplateSource>, scope: TemplateScope): string {
  const { container, unmount } = render(
    <CanvasRuntimeProvider runtime={createMemoryRuntime({ parameters: scope.params })}>
      <TemplateView
        templateName={templateName}
        templates={templates}
        scope={scope}
        components={components}
        scopeId="demo"
      />
    </CanvasRuntimeProvider>,
  );
  const html = container.innerHTML;
  unmount();
  return html;
}

/** Renders the template "main" of `templates` in a frame of its own, with an empty scope. */
function renderMain(templates: Record<string, TemplateSource>, scopeId: string) {
  return render(
    <TemplateView
      templateName="main"
      templates={templates}
      scope={{ frame: {}, params: {}, ds: {} }}
      scopeId={scopeId}
    />,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("compileTemplate", () => {
  it.each(templateNames)("gives %s's tree back unchanged after a trip through JSON", (name) => {
    const jsx = sources[name]?.jsx ?? "";
    const sent = JSON.parse(JSON.stringify(compileTemplate(jsx)));
    expect(sent.format).toBe(COMPILED_TEMPLATE_FORMAT);
    expect(readCompiledTemplate(sent)).toStrictEqual(parseTemplate(jsx));
  });

  it("writes the demo templates' trees in far less than their plain JSON", () => {
    for (const name of templateNames) {
      const jsx = sources[name]?.jsx ?? "";
      expect(JSON.stringify(compileTemplate(jsx)).length).toBeLessThan(JSON.stringify(parseTemplate(jsx)).length);
    }
  });

  it("keeps a number literal too large for a double, which JSON cannot hold, as Infinity", () => {
    const templates = { main: { jsx: "<p>{1e999 > 1 ? 'infinite' : 'finite'}</p>", css: "" } };
    const compiled = JSON.parse(JSON.stringify({ ...templates.main, compiled: compileTemplate(templates.main.jsx) }));
    const { container } = render(
      withParser(
        null,
        () => renderTemplate("main", { templates: { main: compiled }, scope: { frame: {}, params: {}, ds: {} } }).node,
      ),
    );
    expect(container.textContent).toBe("infinite");
  });

  it("gives a template that does not parse its error, with the same texts as parsing gives", () => {
    const jsx = "<div>\n  {a +}\n</div>";
    const compiled = JSON.parse(JSON.stringify(compileTemplate(jsx)));
    expect(compiled).toEqual({
      format: COMPILED_TEMPLATE_FORMAT,
      error: { reason: "Unexpected token", line: 2, column: 7 },
    });
    const error = readCompiledTemplate(compiled);
    expect(error).toBeInstanceOf(TemplateParseError);
    expect((error as TemplateParseError).message).toBe("An error occurred while parsing template.");
    expect((error as TemplateParseError).detail).toBe("JSX error: Unexpected token (line 2, column 7)");
  });

  it("reads nothing from another format or a malformed form, so the JSX is parsed instead", () => {
    const compiled = compileTemplate("<p>x</p>");
    expect(readCompiledTemplate({ ...compiled, format: COMPILED_TEMPLATE_FORMAT + 1 })).toBeNull();
    expect(
      readCompiledTemplate({
        format: COMPILED_TEMPLATE_FORMAT,
        tree: { children: [{ type: "JsxText", at: "x", value: "" }], includes: [] },
      }),
    ).toBeNull();
    expect(readCompiledTemplate({ format: COMPILED_TEMPLATE_FORMAT })).toBeNull();
    expect(readCompiledTemplate(undefined)).toBeNull();
  });
});

describe("rendering a compiled template", () => {
  it.each(
    paragraphs.map(
      ({ storyline, paragraph }) => [`${storyline.name}/${paragraph.name}`, storyline, paragraph] as const,
    ),
  )(
    "%s renders the same from its compiled form as from its JSX, without calling the parser",
    (_name, storyline, { templateName, dataSources, data }) => {
      const scope = {
        frame: data,
        params: storyline.parameterValues ?? {},
        ds: Object.fromEntries(dataSources.map((source) => [source, [{}]])),
      };
      const parsed = frameHtml(templateName, sources, scope);
      const parser = countingParser();
      const compiled = withParser(parser, () => frameHtml(templateName, compiledSources, scope));
      expect(compiled).toBe(parsed);
      expect(parser.calls).toBe(0);
    },
  );

  it("shows a compiled parse error as parsing in place would, without the parser", () => {
    const jsx = "<p>{)}</p>";
    const templates = { main: { jsx, css: "", compiled: compileTemplate(jsx) } };
    withParser(null, () => {
      renderMain(templates, "e");
    });
    expect(screen.getByRole("alert").textContent).toBe(
      "An error occurred while parsing template.JSX error: Unexpected token (line 1, column 5)",
    );
  });

  it("parses a template that came without a compiled form", () => {
    const parser = countingParser();
    const templates = { main: { jsx: "<p>live</p>", css: "" } };
    withParser(parser, () => {
      renderMain(templates, "l");
    });
    expect(screen.getByText("live").tagName).toBe("P");
    expect(parser.calls).toBeGreaterThan(0);
  });

  it("loads the parser on demand for a template without a compiled form, showing the frame once it is there", async () => {
    const previous = loadedTemplateParser();
    provideTemplateParser(null);
    try {
      const templates = {
        main: { jsx: '<p>loaded</p><Include path="part" />', css: "" },
        part: { jsx: "<i>part</i>", css: "i { color: red }" },
      };
      const { container } = renderMain(templates, "d");
      expect(container.querySelector(".sf-frame")?.textContent).toBe("");
      expect((await screen.findByText("loaded")).tagName).toBe("P");
      expect(screen.getByText("part").tagName).toBe("I");
      expect(loadedTemplateParser()).not.toBeNull();
    } finally {
      provideTemplateParser(previous);
    }
  });

  it("loads no parser for a compiled template whose includes are compiled too", () => {
    const templates = {
      main: { jsx: '<Include path="part" />', css: "", compiled: compileTemplate('<Include path="part" />') },
      part: { jsx: "<b>bold</b>", css: "", compiled: compileTemplate("<b>bold</b>") },
    };
    withParser(null, () => {
      renderMain(templates, "c");
      expect(screen.getByText("bold").tagName).toBe("B");
      expect(loadedTemplateParser()).toBeNull();
    });
  });
});
