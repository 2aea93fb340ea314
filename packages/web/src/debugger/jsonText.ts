/** The Debugger's message for JSON that does not parse (platform-shell §8), with the parser's reason. */
function jsonParseFailure(reason: string): string {
  return `Failed to parse JSON: ${reason}`;
}

export type ParsedJson = { ok: true; value: unknown } | { ok: false; message: string };

/** `text` parsed as JSON, or the Debugger's message saying why it does not parse. */
export function parseJsonText(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: jsonParseFailure(error instanceof Error ? error.message : String(error)) };
  }
}

/** A value as indented JSON; `undefined` (a parameter without a value) shows as null. */
export function formatJson(value: unknown): string {
  return JSON.stringify(value ?? null, null, 2) ?? "null";
}

/** A value as JSON on one line, cut after `limit` characters (an event log cell, a long data source result). */
export function jsonPreview(value: unknown, limit: number): string {
  let text: string;
  try {
    text = value === undefined ? "" : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}
