import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// `findBy…` and `waitFor` wait for a condition up to 10 s rather than 1 s (within the 15 s a test has): a lazy
// chunk or a query can take seconds to arrive when another suite shares the machine's two cores.
configure({ asyncUtilTimeout: 10_000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup: unmount after each test here.
afterEach(() => {
  cleanup();
});
