import { parseJsonText } from "../jsonText";

export type ParsedFrameData = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return `a ${typeof value}`;
}

/**
 * The frame data typed in the Debugger: a JSON object, or the message saying why not ('Failed to parse JSON: …'
 * for text that is not JSON; frame data is always an object, so other values are refused by name).
 */
export function parseFrameData(text: string): ParsedFrameData {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return parsed;
  const { value } = parsed;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, message: `Frame data must be a JSON object ({ … }), not ${kindOf(value)}.` };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
