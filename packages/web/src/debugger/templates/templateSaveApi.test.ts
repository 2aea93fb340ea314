import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../../api/apiError";
import { useVersionStore } from "../../api/contentVersion";
import { useAppStore } from "../../app/store";
import { makeClientSettings } from "../../test/clientSettingsFixture";
import { resetAppStore } from "../../test/resetAppStore";
import { stubFetchInEachTest } from "../../test/stubFetch";
import { describeSaveFailure } from "./describeSaveFailure";
import { describeSaved, saveTemplateHierarchy } from "./templateSaveApi";
import type { TemplateSource } from "./templateSources";

const METASTORE = "https://demo.storyframe.test/metastore";
const fetchMock = stubFetchInEachTest();

const sources: Record<string, TemplateSource> = {
  "ops/overview": { jsx: '<Include path="shared/card"/>', css: "", includes: ["shared/card"], version: 3 },
  "shared/card": { jsx: "<p/>", css: "", includes: [], version: 1 },
};
const sourceOf = (name: string) => sources[name];

type Sent = { method: string; url: string; headers: Headers; body: unknown };

function sentPuts(): Sent[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      method: init?.method ?? "GET",
      url: String(input),
      headers: new Headers(init?.headers),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    }))
    .filter((call) => call.method === "PUT");
}

/** The metastore of data model `datamodel`; each PUT answers the template it was sent, stored one version on. */
function answerAsMetastore(datamodel: string): void {
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).endsWith("/api/web/v1/version")) {
      return new Response(JSON.stringify({ metastore: "0.9.0", datamodel }));
    }
    const body = JSON.parse(String(init?.body)) as { id: string; version?: number; includes?: unknown[] };
    const names = [body.id, ...(body.includes ?? []).map((child) => (child as { id: string }).id)];
    return new Response(JSON.stringify(names.map((name) => ({ name, version: 9, storedOnMs: 1 }))));
  });
}

beforeEach(() => {
  useAppStore.setState({ settings: makeClientSettings() });
});
afterEach(() => {
  resetAppStore();
  useVersionStore.setState(useVersionStore.getInitialState(), true);
});

describe("saving a template from the Debugger", () => {
  it("below data model 0.0.2 sends each template on its own and joins the answers", async () => {
    answerAsMetastore("0.0.1");
    const heard: string[][] = [];
    const saved = await saveTemplateHierarchy("ops", "ops/overview", sourceOf, {
      branch: "feature-x",
      onSaved: (answer) => heard.push(answer.map((template) => template.name)),
    });
    const puts = sentPuts();
    expect(puts.map((put) => put.url)).toEqual([
      `${METASTORE}/api/web/v1/storylines/ops/template`,
      `${METASTORE}/api/web/v1/storylines/ops/template`,
    ]);
    expect(puts.map((put) => put.body)).toEqual([
      { id: "ops/overview", jsx: '<Include path="shared/card"/>', css: "", version: 3 },
      { id: "shared/card", jsx: "<p/>", css: "", version: 1 },
    ]);
    expect(puts[0]?.headers.get("Branch")).toBe("feature-x");
    expect(puts[0]?.headers.get("DataModelVersion")).toBe("0.0.1");
    expect(heard).toEqual([["ops/overview"], ["shared/card"]]);
    expect(describeSaved(saved)).toBe("ops/overview (version 9), shared/card (version 9)");
  });

  it("from data model 0.0.2 on sends the whole template once, with its includes", async () => {
    answerAsMetastore("0.0.2");
    const saved = await saveTemplateHierarchy("ops", "ops/overview", sourceOf, { branch: "main" });
    const puts = sentPuts();
    expect(puts).toHaveLength(1);
    expect(puts[0]?.headers.get("DataModelVersion")).toBe("0.0.2");
    expect(puts[0]?.body).toEqual({
      id: "ops/overview",
      jsx: '<Include path="shared/card"/>',
      css: "",
      version: 3,
      includes: [{ id: "shared/card", jsx: "<p/>", css: "", version: 1, includes: [] }],
    });
    expect(saved.map((template) => template.name)).toEqual(["ops/overview", "shared/card"]);
  });

  it("is sent once even when the server answers a status other calls retry: a repeated save would be stale", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith("/version")
        ? new Response(JSON.stringify({ metastore: "0.9.0", datamodel: "0.0.2" }))
        : new Response(JSON.stringify({ message: "Service unavailable." }), { status: 503 }),
    );
    await expect(saveTemplateHierarchy("ops", "ops/overview", sourceOf, { branch: "main" })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(sentPuts()).toHaveLength(1);
  });

  it("turns a stale version's 409 into a conflict with the server's message", async () => {
    const message =
      "Template 'shared/card' was changed by someone else (now version 2, you edited version 1). Reload it and apply your changes again.";
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith("/version")
        ? new Response(JSON.stringify({ metastore: "0.9.0", datamodel: "0.0.2" }))
        : new Response(JSON.stringify({ message, traceId: "t-1" }), { status: 409 }),
    );
    const failure = await saveTemplateHierarchy("ops", "ops/overview", sourceOf, { branch: "main" }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(describeSaveFailure(failure)).toEqual({ kind: "conflict", message });
  });
});

describe("a failed save", () => {
  it("shows the response's message with its field errors", () => {
    const body = {
      message: "An error occurred while parsing template.",
      errors: { jsx: ["Template 'shared/card': JSX error: Unexpected token (line 1, column 5)"] },
    };
    const error = new ApiError({ status: 400, bodyText: JSON.stringify(body), body });
    expect(describeSaveFailure(error)).toEqual({
      kind: "error",
      message: "An error occurred while parsing template.",
      details: ["Template 'shared/card': JSX error: Unexpected token (line 1, column 5)"],
    });
  });

  it("shows the response text when it is not an error body, and says when the server could not be reached", () => {
    expect(describeSaveFailure(new ApiError({ status: 502, bodyText: "Bad gateway from the proxy" }))).toEqual({
      kind: "error",
      message: "Bad gateway from the proxy",
      details: [],
    });
    expect(describeSaveFailure(new ApiError({ status: undefined }))).toEqual({
      kind: "error",
      message: "Your browser cannot reach the Storyframe Data Server.",
      details: [],
    });
  });
});
