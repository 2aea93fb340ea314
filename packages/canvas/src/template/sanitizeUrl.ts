const SAFE_SCHEMES: ReadonlySet<string> = new Set(["http", "https", "mailto", "tel"]);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
  period: ".",
  comma: ",",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** Decodes character references the way a browser would before reading a URL, repeated for double encoding. */
function decodeEntities(value: string): string {
  let text = value;
  for (let round = 0; round < 3; round += 1) {
    const decoded = text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, name: string) => {
      if (name.startsWith("#")) {
        const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
      }
      return NAMED_ENTITIES[name.toLowerCase()] ?? match;
    });
    if (decoded === text) return text;
    text = decoded;
  }
  return text;
}

/** Spaces, control characters and invisible format characters a browser skips or that hide a scheme. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g;

/**
 * The URL when it is safe to put in href, src or a CSS url(): http, https,
 * mailto, tel, a relative URL or a `#fragment`; otherwise undefined. The
 * scheme is read after decoding character references and removing
 * whitespace and control characters, case-insensitively, so
 * "JaVa&#x09;script:" or " data:" are refused too.
 */
export function sanitizeUrl(value: unknown): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const url = String(value).trim();
  const compact = decodeEntities(url).replace(INVISIBLE, "").toLowerCase();
  const scheme = /^([^/?#]*?):/.exec(compact);
  if (scheme === null) return url;
  return SAFE_SCHEMES.has(scheme[1] ?? "") ? url : undefined;
}
