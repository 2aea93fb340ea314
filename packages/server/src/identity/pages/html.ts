/** Escapes text for HTML element content and attribute values. */
function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A tagged template whose interpolations are escaped unless wrapped in `raw()`. */
export type SafeHtml = { readonly html: string };

export function raw(html: string): SafeHtml {
  return { html };
}

export function html(
  strings: TemplateStringsArray,
  ...values: (string | number | SafeHtml | SafeHtml[] | null | undefined)[]
) {
  let out = strings[0] ?? "";
  values.forEach((value, index) => {
    if (Array.isArray(value)) out += value.map((v) => v.html).join("");
    else if (value && typeof value === "object") out += value.html;
    else if (value !== null && value !== undefined) out += escapeHtml(String(value));
    out += strings[index + 1] ?? "";
  });
  return raw(out);
}
