/** The error shown when a text field holds more characters than its limit (canvas-components §5). */
export const characterLimitMessage = (limit: number): string => `Character limit of ${limit} exceeded.`;

/** The counter shown beside a limited field, 'current/limit' (e.g. '12/10'). */
export const characterCounter = (length: number, limit: number): string => `${length}/${limit}`;

/** How a text stands against a character limit. */
export function checkCharacterLimit(text: string, limit: number) {
  const exceeded = text.length > limit;
  return {
    exceeded,
    counter: characterCounter(text.length, limit),
    message: exceeded ? characterLimitMessage(limit) : null,
  };
}
