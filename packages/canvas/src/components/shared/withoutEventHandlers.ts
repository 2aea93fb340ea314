/** Elements whose content the HTML parser reads as text up to their end tag. */
const TEXT_ELEMENTS = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes"]);
const SPACE = /[\t\n\f\r ]/;

/**
 * `html` without its event-handler attributes (`onerror=…`, `onload`, …), found the way the HTML tokenizer finds
 * attributes. Chromium checks an event-handler attribute against the page's Content-Security-Policy as soon as it
 * is parsed, in any document the page creates (DOMParser, `createHTMLDocument`, `<template>`), and reports a
 * violation even though the sanitiser removes the attribute right after. Removing them before anything is parsed
 * keeps those reports away. This is not the safety boundary — the sanitiser's policy is; a handler missed here
 * only costs a report.
 */
export function withoutEventHandlers(html: string): string {
  let out = "";
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf("<", at);
    if (open < 0) break;
    out += html.slice(at, open);
    const next = html[open + 1] ?? "";
    if (/[a-z]/i.test(next)) {
      const tag = readStartTag(html, open);
      out += tag.text;
      at = tag.end;
      if (TEXT_ELEMENTS.has(tag.name)) {
        const close = html.toLowerCase().indexOf(`</${tag.name}`, at);
        const textEnd = close < 0 ? html.length : close;
        out += html.slice(at, textEnd);
        at = textEnd;
      } else if (tag.name === "plaintext") {
        out += html.slice(at);
        at = html.length;
      }
    } else if (next === "!" || next === "/" || next === "?") {
      const end = markupDeclarationEnd(html, open);
      out += html.slice(open, end);
      at = end;
    } else {
      out += "<";
      at = open + 1;
    }
  }
  return out + html.slice(at);
}

/** Where a comment, end tag or other `<!…>`/`<?…>` markup that starts at `open` ends (just past it). */
function markupDeclarationEnd(html: string, open: number): number {
  if (html.startsWith("<!--", open)) {
    // `<!-->` and `<!--->` are complete (empty) comments; otherwise the first `-->` or `--!>` ends one.
    if (html.startsWith(">", open + 4)) return open + 5;
    if (html.startsWith("->", open + 4)) return open + 6;
    const ends = [html.indexOf("-->", open + 4), html.indexOf("--!>", open + 4)].filter((index) => index >= 0);
    if (ends.length === 0) return html.length;
    const end = Math.min(...ends);
    return end + (html.startsWith("--!>", end) ? 4 : 3);
  }
  const close = html.indexOf(">", open + 2);
  return close < 0 ? html.length : close + 1;
}

/** A start tag from `open` (at its `<`): its name and its text with the event-handler attributes left out. */
function readStartTag(html: string, open: number): { name: string; text: string; end: number } {
  let at = open + 1;
  while (at < html.length && !SPACE.test(html[at] ?? "") && html[at] !== "/" && html[at] !== ">") at += 1;
  const name = html.slice(open + 1, at).toLowerCase();
  let text = html.slice(open, at);
  while (at < html.length) {
    const character = html[at] ?? "";
    if (character === ">") return { name, text: `${text}>`, end: at + 1 };
    if (SPACE.test(character) || character === "/") {
      text += character;
      at += 1;
      continue;
    }
    const attributeEnd = readAttribute(html, at);
    const attributeName = html.slice(at, attributeEnd.nameEnd).toLowerCase();
    if (!attributeName.startsWith("on")) text += html.slice(at, attributeEnd.end);
    at = attributeEnd.end;
  }
  return { name, text, end: at };
}

/** One attribute from `start`: where its name ends and where the attribute (with any value) ends. */
function readAttribute(html: string, start: number): { nameEnd: number; end: number } {
  // An `=` at the very start belongs to the name, as the tokenizer reads it.
  let at = start + 1;
  while (at < html.length && !/[\t\n\f\r />=]/.test(html[at] ?? "")) at += 1;
  const nameEnd = at;
  let look = at;
  while (look < html.length && SPACE.test(html[look] ?? "")) look += 1;
  if (html[look] !== "=") return { nameEnd, end: nameEnd };
  look += 1;
  while (look < html.length && SPACE.test(html[look] ?? "")) look += 1;
  const quote = html[look];
  if (quote === '"' || quote === "'") {
    const close = html.indexOf(quote, look + 1);
    return { nameEnd, end: close < 0 ? html.length : close + 1 };
  }
  while (look < html.length && !SPACE.test(html[look] ?? "") && html[look] !== ">") look += 1;
  return { nameEnd, end: look };
}
