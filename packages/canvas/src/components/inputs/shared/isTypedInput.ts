/**
 * Whether a change came from the user typing (an `InputEvent`), as opposed to
 * input the browser makes itself, such as autofill or picking a suggestion,
 * which fields commit at once (canvas-components §4, Text field).
 */
export function isTypedInput(nativeEvent: Event): boolean {
  return typeof InputEvent !== "undefined" && nativeEvent instanceof InputEvent;
}
