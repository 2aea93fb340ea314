import { afterAll, beforeAll } from "vitest";

/**
 * jsdom has no matchMedia, so pickers would take their mobile (dialog) form. Tests of the desktop form,
 * which mouse users get, answer '(pointer: fine)' with a match. Tests only.
 */
export function simulateDesktopPointer(): void {
  const original = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes("pointer: fine"),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });
  afterAll(() => {
    window.matchMedia = original;
  });
}
