import { storylineSchema } from "@storyframe/core";
import { describe, expect, it } from "vitest";
import { anonymousSession, makeSession } from "../test/sessionFixture";
import type { StorylineDocument } from "./storylineApi";
import { canvasUserOf, createStorylineSession } from "./storylineSession";

const document: StorylineDocument = {
  ...storylineSchema.parse({
    name: "ops",
    title: "Operations",
    chapters: [{ name: "c1", pages: [{ name: "p1", paragraphs: [{ name: "q1", title: "One", templateName: "t" }] }] }],
  }),
  id: "ops",
  dataSources: [],
  templates: {},
  missingTemplates: [],
};
const options = { branch: "main", retries: 0, isDeveloper: false, search: "", navFiltersId: null, notify: () => {} };

describe("canvasUserOf", () => {
  it("gives canvases the signed-in user's name", () => {
    expect(canvasUserOf(makeSession({ name: "Vera Viewer" }))).toEqual({ name: "Vera Viewer" });
  });

  it("gives no user for an anonymous visitor or before the session is known", () => {
    expect(canvasUserOf(anonymousSession)).toBeNull();
    expect(canvasUserOf(null)).toBeNull();
  });
});

describe("createStorylineSession", () => {
  it("puts the user on the canvas runtime, read-only for components", () => {
    const session = createStorylineSession(document, { ...options, user: { name: "Vera Viewer" } });
    expect(session.runtime.user).toEqual({ name: "Vera Viewer" });
    session.controller.dispose();
  });

  it("has no user on the runtime when none is given", () => {
    const session = createStorylineSession(document, options);
    expect(session.runtime.user).toBeNull();
    session.controller.dispose();
  });

  it("lets canvas components call the app's server API", () => {
    const session = createStorylineSession(document, options);
    expect(session.runtime.fetchApi).toBeTypeOf("function");
    session.controller.dispose();
  });

  it("names the tenant on the runtime only when the app names it explicitly", () => {
    const explicit = createStorylineSession(document, { ...options, explicitDomainName: "acme" });
    expect(explicit.runtime.domainName).toBe("acme");
    explicit.controller.dispose();
    const byHost = createStorylineSession(document, options);
    expect(byHost.runtime.domainName).toBeUndefined();
    byHost.controller.dispose();
  });
});
