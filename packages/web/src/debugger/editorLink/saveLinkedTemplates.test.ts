import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useVersionStore } from "../../api/contentVersion";
import { useAppStore } from "../../app/store";
import { makeClientSettings } from "../../test/clientSettingsFixture";
import { debugDocument } from "../../test/debugTargetFixture";
import { resetAppStore } from "../../test/resetAppStore";
import { stubFetchInEachTest } from "../../test/stubFetch";
import { storylineKey } from "../debuggerStore";
import { useTemplateDrafts } from "../templates/templateDrafts";
import { saveLinkedTemplates } from "./saveLinkedTemplates";

const fetchMock = stubFetchInEachTest();
const stored = { ...debugDocument(), templates: { card: { jsx: "<h3/>", css: "", includes: [], version: 3 } } };
const edited = { name: "card", jsx: "<h3>New</h3>", css: ".a {}", includes: [] };

function puts(): { url: string; body: unknown }[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === "PUT")
    .map(([input, init]) => ({ url: String(input), body: JSON.parse(String(init?.body)) }));
}

function answer(putAnswer: (body: { id: string; version?: number }) => Response): void {
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).endsWith("/api/web/v1/version")) {
      return new Response(JSON.stringify({ metastore: "0.9.0", datamodel: "0.0.2" }));
    }
    return putAnswer(JSON.parse(String(init?.body)));
  });
}

beforeEach(() => {
  useAppStore.setState({ settings: makeClientSettings() });
  useTemplateDrafts.setState({ drafts: {}, savedVersions: {} });
});
afterEach(() => {
  resetAppStore();
  useVersionStore.setState(useVersionStore.getInitialState(), true);
});

describe("saveLinkedTemplates", () => {
  it("puts each template with the version it was read at, and remembers the version stored", async () => {
    answer((body) => new Response(JSON.stringify([{ name: body.id, version: 4, storedOnMs: 1 }])));

    const outcome = await saveLinkedTemplates(stored, "main", [edited]);

    expect(outcome).toEqual({ saved: ["card"] });
    expect(puts()).toEqual([
      {
        url: "https://demo.storyframe.test/metastore/api/web/v1/storylines/ops/template",
        body: { id: "card", jsx: "<h3>New</h3>", css: ".a {}", version: 3 },
      },
    ]);
    expect(useTemplateDrafts.getState().savedVersions[storylineKey("ops", "main")]).toEqual({ card: 4 });

    await saveLinkedTemplates(stored, "main", [edited]);
    expect(puts()[1]?.body).toMatchObject({ version: 4 });
  });

  it("sends, on another branch, the version read there and not the one saved on the first branch", async () => {
    answer((body) => new Response(JSON.stringify([{ name: body.id, version: 9, storedOnMs: 1 }])));

    await saveLinkedTemplates(stored, "main", [edited]);
    await saveLinkedTemplates(stored, "feature", [edited]);

    expect(puts()[1]).toEqual({
      url: "https://demo.storyframe.test/metastore/api/web/v1/storylines/ops/template",
      body: { id: "card", jsx: "<h3>New</h3>", css: ".a {}", version: 3 },
    });
  });

  it("sends a new template without a version", async () => {
    answer((body) => new Response(JSON.stringify([{ name: body.id, version: 1, storedOnMs: 1 }])));

    await saveLinkedTemplates(stored, "main", [{ ...edited, name: "shared/new" }]);

    expect(puts()[0]?.body).toEqual({ id: "shared/new", jsx: "<h3>New</h3>", css: ".a {}" });
  });

  it("answers the server's refusal and saves nothing after it", async () => {
    answer(
      () =>
        new Response(JSON.stringify({ message: "Template 'card' was changed by someone else.", traceId: "t" }), {
          status: 409,
        }),
    );

    const outcome = await saveLinkedTemplates(stored, "main", [edited, { ...edited, name: "other" }]);

    expect(outcome).toEqual({ saved: [], error: "card: Template 'card' was changed by someone else." });
    expect(puts()).toHaveLength(1);
  });
});
