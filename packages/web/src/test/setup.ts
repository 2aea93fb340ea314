import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// `findBy…` and `waitFor` wait for a condition up to 5 s rather than 1 s: a lazy chunk or a query can take
// seconds to arrive when another suite shares the machine's two cores.
configure({ asyncUtilTimeout: 5000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup: unmount after each test here.
afterEach(() => {
  cleanup();
});
