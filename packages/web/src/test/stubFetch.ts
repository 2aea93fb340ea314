import { afterEach, beforeEach, type Mock, vi } from "vitest";

/**
 * For the file or suite it is called in: a stand-in for `fetch` during each test, forgotten after it (answers and
 * calls). Returns the stand-in, for the tests to answer and inspect.
 */
export function stubFetchInEachTest(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}
