/** A string literal, quoted identifier, comment or dollar-quoted body at the start of `rest`. */
function quotedOrCommentAt(rest: string): RegExpExecArray | null {
  return (
    /^'(?:[^']|'')*'/.exec(rest) ??
    /^"(?:[^"]|"")*"/.exec(rest) ??
    /^--[^\n]*/.exec(rest) ??
    /^\/\*[\s\S]*?\*\//.exec(rest) ??
    /^(\$[A-Za-z_]*\$)[\s\S]*?\1/.exec(rest)
  );
}

/**
 * Splits SQL into its statements at the semicolons outside literals, quoted identifiers, comments and
 * dollar-quoted bodies; statements with nothing but whitespace and comments are left out.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = "";
  let i = 0;
  while (i < sql.length) {
    const skip = quotedOrCommentAt(sql.slice(i));
    if (skip) {
      current += skip[0];
      i += skip[0].length;
      continue;
    }
    if (sql[i] === ";") {
      statements.push(current);
      current = "";
    } else {
      current += sql[i];
    }
    i += 1;
  }
  statements.push(current);
  return statements.filter((statement) => leadingKeyword(statement) !== "");
}

/** The first keyword of a statement, upper case, after any comments ("" when it has none). */
export function leadingKeyword(statement: string): string {
  const code = statement.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, " ");
  return /^\s*([A-Za-z]+)/.exec(code)?.[1]?.toUpperCase() ?? "";
}

/**
 * Rewrites `$name` placeholders as PostgreSQL's positional `$1`, `$2`…,
 * leaving string literals, quoted identifiers, comments and dollar-quoted
 * bodies untouched. Each name gets one position however often it appears.
 */
export function toPositional(
  sql: string,
  cast: (name: string) => string = () => "",
): { text: string; names: string[] } {
  const names: string[] = [];
  let out = "";
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    const skip = quotedOrCommentAt(rest);
    if (skip) {
      out += skip[0];
      i += skip[0].length;
      continue;
    }
    const placeholder = /^\$([A-Za-z_][A-Za-z0-9_]*)/.exec(rest);
    if (placeholder?.[1]) {
      const name = placeholder[1];
      let position = names.indexOf(name);
      if (position < 0) position = names.push(name) - 1;
      out += `$${position + 1}${cast(name)}`;
      i += placeholder[0].length;
      continue;
    }
    out += sql[i];
    i += 1;
  }
  return { text: out, names };
}
