/** Whether a stored parameter value turns a checkbox or switch on: only `true` does, so unset reads as off. */
export const isOn = (stored: unknown): boolean => stored === true;
