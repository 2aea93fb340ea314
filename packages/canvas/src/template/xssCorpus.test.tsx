import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type XssPayload, xssCorpus, xssHarnessTemplate } from "../test/xssCorpus";
import { compileTemplate } from "./compileTemplate";
import { HTML_TAGS, SVG_TAGS } from "./htmlAllowlist";
import type { TemplateScope, TemplateSource } from "./renderTemplate";
import { TemplateView } from "./TemplateView";
import { loadedTemplateParser, provideTemplateParser } from "./templateParser";

type Flags = { __xss?: unknown; __xssFlag?: unknown };
const flags = window as unknown as Flags;

const URL_ATTRIBUTES = ["href", "src", "xlink:href", "action", "formaction", "poster", "data", "background", "cite"];
const STYLE_DANGER = /url\(|expression\(|javascript:|vbscript:|behavior|binding|image-set|@import/i;

/** An independent reading of a URL's scheme: entities decoded, whitespace and controls removed. */
function scheme(url: string): string {
  const decoded = url
    .replace(/&#x([0-9a-f]+);?/gi, (_match, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_match, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;|&newline;/gi, "");
  const compact = decoded
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
    .replace(/[\s\u0000-\u001f\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, "")
    .toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1] ?? "";
}

function setup(entry: XssPayload): { templates: Record<string, TemplateSource>; scope: TemplateScope } {
  const frame = { k: "constructor", p: "__proto__", x: "" };
  if (entry.where === "template") {
    return { templates: { main: { jsx: entry.payload, css: entry.css ?? "" } }, scope: { frame, params: {}, ds: {} } };
  }
  const templates = { main: { jsx: xssHarnessTemplate, css: "" } };
  return entry.where === "frameData"
    ? { templates, scope: { frame: { ...frame, x: entry.payload }, params: { x: "" }, ds: {} } }
    : { templates, scope: { frame, params: { x: entry.payload }, ds: {} } };
}

/** The frames' stylesheets, which React hoists into <head>. */
const frameSheets = () => [...document.head.querySelectorAll('style[data-precedence="storyframe-frames"]')];

function expectInert(container: HTMLElement): void {
  const frame = container.querySelector(".sf-frame");
  expect(frame).not.toBeNull();
  for (const element of container.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    const isFrameStyle = tag === "style" && element.parentElement === frame;
    if (!isFrameStyle && !HTML_TAGS.has(tag) && ![...SVG_TAGS].some((name) => name.toLowerCase() === tag)) {
      throw new Error(`<${tag}> was rendered`);
    }
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      expect(name.startsWith("on"), `${name} on <${tag}>`).toBe(false);
      expect(["srcdoc", "formaction", "action", "ping", "http-equiv", "is"]).not.toContain(name);
      if (URL_ATTRIBUTES.includes(name)) {
        expect(["javascript", "data", "vbscript", "file", "blob"], `${name}="${attribute.value}"`).not.toContain(
          scheme(attribute.value),
        );
      }
      if (name === "style") expect(attribute.value).not.toMatch(STYLE_DANGER);
      if (name === "fill" || name === "stroke") expect(attribute.value).not.toMatch(/url\((?!#)/i);
    }
  }
  for (const style of [...container.querySelectorAll("style"), ...frameSheets()]) {
    const css = style.textContent ?? "";
    expect(css).not.toMatch(/<|@import|javascript:|expression\(|behavior|binding|canary\.test/i);
  }
  expect(
    container.querySelectorAll(
      "script, iframe, object, embed, base, meta, link, form, input, foreignObject, math, animate, set, use, image",
    ),
  ).toHaveLength(0);
}

describe("XSS corpus", () => {
  let head = "";
  let title = "";

  beforeEach(() => {
    flags.__xss = vi.fn();
    delete flags.__xssFlag;
    vi.stubGlobal("fetch", vi.fn());
    vi.spyOn(console, "error").mockImplementation(() => {});
    head = document.head.innerHTML;
    title = document.title;
  });

  afterEach(() => {
    cleanup();
    // Frame stylesheets stay in <head> once added (their contents were checked); nothing else may be added.
    for (const sheet of frameSheets()) sheet.remove();
    expect(flags.__xss).not.toHaveBeenCalled();
    expect(flags.__xssFlag).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.head.innerHTML).toBe(head);
    expect(document.title).toBe(title);
    expect(({} as Flags).__xssFlag).toBeUndefined();
    expect(Object.prototype.toString.call([])).toBe("[object Array]");
    delete flags.__xss;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("holds at least 120 payloads with unique names, for every place a payload can come from", () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(120);
    expect(new Set(xssCorpus.map((entry) => entry.name)).size).toBe(xssCorpus.length);
    expect(new Set(xssCorpus.map((entry) => entry.where))).toEqual(new Set(["template", "frameData", "parameter"]));
    // Include paths are lookups the engine must refuse, not script, so they carry no marker.
    for (const entry of xssCorpus.filter((item) => !item.payload.startsWith("<Include"))) {
      const base64 = /base64,([\w+/=]+)/.exec(entry.payload)?.[1];
      const text = entry.payload + (entry.css ?? "") + (base64 === undefined ? "" : atob(base64));
      expect(text, entry.name).toMatch(/__xss|canary\.test|__proto__|constructor/);
    }
  });

  it.each(xssCorpus.map((entry) => [`${entry.where}: ${entry.name}`, entry] as const))(
    "%s renders inert",
    (_name, entry) => {
      const { templates, scope } = setup(entry);
      const { container } = render(
        <TemplateView templateName="main" templates={templates} scope={scope} scopeId="xss" />,
      );
      expectInert(container);
    },
  );

  it.each(xssCorpus.map((entry) => [`${entry.where}: ${entry.name}`, entry] as const))(
    "%s renders inert from its compiled form, without the parser",
    (_name, entry) => {
      const { templates, scope } = setup(entry);
      // As the content API sends them: compiled on the server, through JSON.
      const compiled = JSON.parse(
        JSON.stringify({ main: { ...templates.main, compiled: compileTemplate(templates.main?.jsx ?? "") } }),
      );
      const parser = loadedTemplateParser();
      provideTemplateParser(null);
      try {
        const { container } = render(
          <TemplateView templateName="main" templates={compiled} scope={scope} scopeId="xss" />,
        );
        expectInert(container);
        expect(loadedTemplateParser()).toBeNull();
      } finally {
        provideTemplateParser(parser);
      }
    },
  );

  it("shows data payloads as text, never as markup", () => {
    const payload = "<img src=x onerror=window.__xss()>";
    const { templates, scope } = setup({ name: "text", where: "frameData", payload });
    const { container } = render(
      <TemplateView templateName="main" templates={templates} scope={scope} scopeId="xss" />,
    );
    expect(container.querySelector(".as-text")?.textContent).toBe(payload);
    expect(container.querySelector(".as-href")?.hasAttribute("href")).toBe(true);
    expect(container.querySelectorAll("img")).toHaveLength(2);
  });
});
