/** True when `text` contains an HTML tag (opening, closing or self-closing), so it is shown as HTML. */
export function containsHtmlTag(text: string): boolean {
  return /<\/?[a-zA-Z][a-zA-Z0-9-]*(\s[^<>]*)?\/?>/.test(text);
}
