import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAppStore } from "../app/store";
import { installDiagnostics } from "../diagnostics/installDiagnostics";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { resetAppStore } from "../test/resetAppStore";
import { contentHeaders, contentUrl, fetchContent, fetchWithContentHeaders, loadContentVersion } from "./contentApi";
import { useVersionStore } from "./contentVersion";
import { createInFlightCounter } from "./inFlight";

const METASTORE = "https://demo.storyframe.test/metastore";
const fetchMock = vi.fn<typeof fetch>();

/** The metastore: 0.9.0 with data model 0.0.2, an empty list for every other call. */
function answerAsMetastore(): void {
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith("/api/web/v1/version")
      ? new Response(JSON.stringify({ metastore: "0.9.0", datamodel: "0.0.2" }))
      : new Response("[]"),
  );
}

function sent(index: number): { url: string; headers: Headers } {
  const [input, init] = fetchMock.mock.calls[index] ?? [];
  return { url: String(input), headers: new Headers(init?.headers) };
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  useAppStore.setState({ settings: makeClientSettings({ activeBranch: "feature-x" }) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetAppStore();
  useVersionStore.setState(useVersionStore.getInitialState(), true);
});

describe("content API calls", () => {
  it("go to the metastore's api/web/v1", () => {
    expect(contentUrl("menu-items", "https://other.storyframe.test/metastore/")).toBe(
      "https://other.storyframe.test/metastore/api/web/v1/menu-items",
    );
    expect(contentUrl("/storylines/a")).toBe(`${METASTORE}/api/web/v1/storylines/a`);
  });

  it("carry the branch, the 'clean' branch state and the data-model version", () => {
    expect(contentHeaders("feature-x")).toEqual({
      Branch: "feature-x",
      BranchState: "clean",
      DataModelVersion: "0.0.1",
    });
    useVersionStore.setState({ datamodel: "0.0.2" });
    expect(contentHeaders("main").DataModelVersion).toBe("0.0.2");
  });

  it("to another of the tenant's APIs wait for the version once, and leave at once when it is known", async () => {
    answerAsMetastore();
    await fetchWithContentHeaders("https://data.storyframe.test/rows", { branch: "feature-x" });
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toEqual([
      `${METASTORE}/api/web/v1/version`,
      "https://data.storyframe.test/rows",
    ]);

    const next = fetchWithContentHeaders("https://data.storyframe.test/rows?page=2", { branch: "feature-x" });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await next;
    expect(sent(2).headers.get("DataModelVersion")).toBe("0.0.2");
  });

  it("go out after the metastore's version, which is asked once, with its data-model version", async () => {
    answerAsMetastore();
    await fetchContent("menu-items", { branch: "feature-x" });
    await fetchContent("storylines/a", { branch: "feature-x" });

    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      `${METASTORE}/api/web/v1/version`,
      `${METASTORE}/api/web/v1/menu-items`,
      `${METASTORE}/api/web/v1/storylines/a`,
    ]);
    for (const index of [0, 1, 2]) {
      const { headers } = sent(index);
      expect(headers.get("Branch")).toBe("feature-x");
      expect(headers.get("BranchState")).toBe("clean");
    }
    expect(sent(0).headers.get("DataModelVersion")).toBe("0.0.1");
    expect(sent(1).headers.get("DataModelVersion")).toBe("0.0.2");
  });

  it("carry the trace id once the metastore's version says it reads it, and not before", async () => {
    answerAsMetastore();
    const stopDiagnostics = installDiagnostics(createInFlightCounter());
    try {
      await fetchContent("menu-items", { branch: "main" });
    } finally {
      stopDiagnostics();
    }
    expect(sent(0).url).toBe(`${METASTORE}/api/web/v1/version`);
    expect(sent(0).headers.has("x-trace-id")).toBe(false);
    expect(sent(1).headers.get("x-trace-id")).toMatch(/\S/);
  });

  it("keep the default versions and only log when the version cannot be read", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith("/version") ? new Response("nope", { status: 404 }) : new Response("[]"),
    );
    await expect(loadContentVersion()).resolves.toEqual({ metastore: "0.6.0", datamodel: "0.0.1" });
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();

    await expect(fetchContent("menu-items", { branch: "main" })).resolves.toEqual([]);
    expect(sent(1).headers.get("DataModelVersion")).toBe("0.0.1");
  });

  it("ask a metastore of other settings for its own version", async () => {
    answerAsMetastore();
    await loadContentVersion();
    useAppStore.setState({ settings: makeClientSettings({ metastoreUrl: "https://meta.storyframe.test" }) });
    await fetchContent("menu-items", { branch: "main" });
    expect(sent(1).url).toBe("https://meta.storyframe.test/api/web/v1/version");
    expect(sent(2).url).toBe("https://meta.storyframe.test/api/web/v1/menu-items");
  });

  it("do not go out when cancelled while the version is awaited", async () => {
    answerAsMetastore();
    const controller = new AbortController();
    const call = fetchContent("menu-items", { branch: "main", signal: controller.signal });
    controller.abort(new Error("left the page"));
    await expect(call).rejects.toThrow("left the page");
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([`${METASTORE}/api/web/v1/version`]);
  });
});
