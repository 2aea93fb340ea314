import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAppStore } from "../app/store";
import { useVersionStore } from "../diagnostics/versionInfo";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { resetAppStore } from "../test/resetAppStore";
import { contentHeaders, contentUrl, fetchContent } from "./contentApi";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetAppStore();
  useVersionStore.setState(useVersionStore.getInitialState(), true);
});

describe("content API calls", () => {
  it("go to the metastore's api/web/v1", () => {
    expect(contentUrl("menu-items", "https://demo.storyframe.test/metastore/")).toBe(
      "https://demo.storyframe.test/metastore/api/web/v1/menu-items",
    );
    useAppStore.setState({ settings: makeClientSettings() });
    expect(contentUrl("/storylines/a")).toBe("https://demo.storyframe.test/metastore/api/web/v1/storylines/a");
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

  it("send those headers with fetchContent", async () => {
    fetchMock.mockResolvedValue(new Response("[]"));
    await fetchContent("menu-items", { branch: "feature-x" });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get("Branch")).toBe("feature-x");
    expect(headers.get("BranchState")).toBe("clean");
  });
});
