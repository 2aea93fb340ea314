const className = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;

/** Comments, strings and `url(...)` of a stylesheet blanked out, so only selectors and values remain. */
function withoutLiterals(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, " ")
    .replace(/url\([^)]*\)/gi, " ");
}

/** The class names a stylesheet's selectors name (`.card`, `.card__title:hover`), not the numbers of its values. */
export function cssClassesOfStylesheet(css: string): string[] {
  const found = new Set<string>();
  // Only selectors: the text before each `{`, after the previous `{`, `}` or `;`.
  for (const [, selector] of withoutLiterals(css).matchAll(/(?<=^|[{};])([^{};]*)\{/g)) {
    if (selector === undefined || selector.trim().startsWith("@")) continue;
    for (const [, name] of selector.matchAll(/\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g)) if (name) found.add(name);
  }
  return [...found];
}

/** The text of the string literals in an expression (`"a" + (x ? " b" : "")`, `` `c ${y}` ``). */
function stringLiteralsOf(expression: string): string[] {
  const texts: string[] = [];
  for (const [literal] of expression.matchAll(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g)) {
    // A template literal's static parts only.
    texts.push(literal.slice(1, -1).replace(/\$\{[^}]*\}/g, " "));
  }
  return texts;
}

/** The expression between a `{` at `start` and its matching `}`. */
function bracedExpressionAt(jsx: string, start: number): string {
  let depth = 0;
  for (let index = start; index < jsx.length; index += 1) {
    const character = jsx[index];
    if (character === "{") depth += 1;
    if (character === "}") {
      depth -= 1;
      if (depth === 0) return jsx.slice(start + 1, index);
    }
  }
  return jsx.slice(start + 1);
}

/** The class names a template's JSX gives in `className` (or `class`) attributes, written as text or in expressions. */
export function cssClassesOfJsx(jsx: string): string[] {
  const found = new Set<string>();
  for (const match of jsx.matchAll(/\b(?:className|class)\s*=\s*(?:"([^"]*)"|'([^']*)'|(\{))/g)) {
    const texts = match[3] ? stringLiteralsOf(bracedExpressionAt(jsx, match.index + match[0].length - 1)) : [];
    for (const text of [match[1] ?? "", match[2] ?? "", ...texts]) {
      for (const token of text.split(/\s+/)) if (className.test(token)) found.add(token);
    }
  }
  return [...found];
}

/** Every class name a set of templates uses, sorted: their stylesheets' selectors and their JSX's class attributes. */
export function cssClassesOfTemplates(templates: readonly { jsx: string; css: string }[]): string[] {
  const found = new Set<string>();
  for (const template of templates) {
    for (const name of cssClassesOfStylesheet(template.css)) found.add(name);
    for (const name of cssClassesOfJsx(template.jsx)) found.add(name);
  }
  return [...found].sort();
}
