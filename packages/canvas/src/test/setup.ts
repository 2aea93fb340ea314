import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { loadTemplateParser } from "../template/templateParser";

// Vitest globals are off, so Testing Library cannot register its own cleanup: unmount after each test here.
afterEach(() => {
  cleanup();
});

// Templates in tests are written as JSX without a compiled form: the parser is there from the start, so frames
// render at once (the viewer loads it on demand; useTemplateParser's tests cover that).
await loadTemplateParser();
