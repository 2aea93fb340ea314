import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

const storyline = {
  name: "notes",
  title: "Notes",
  chapters: [{ name: "c1", pages: [{ name: "p1", paragraphs: [{ name: "q1", templateName: "card" }] }] }],
  dataSources: ["log", "count", "claimed", "orphan"],
};

const writingEndpoint = {
  connection: "default",
  writes: true,
  requiredTags: [],
  operationParameter: "operation",
  parameters: [{ name: "operation", type: "json" }],
  sql: "SELECT 1 AS one",
};

describe.each(databaseKinds)("the storyline answer's data sources on %s", (kind) => {
  let t: TestApp;
  let viewer: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    viewer = await signAccessToken(t, { allowed_tags: [] });
    await t.services.branches.ensureMain("demo");
    await t.services.contentRepository.replaceAll("demo", "main", [
      { kind: "storyline", name: "notes", object: storyline },
      {
        kind: "storyline",
        name: "filtered",
        object: {
          ...storyline,
          name: "filtered",
          dataSources: ["count"],
          filters: [
            { parameter: "who", label: "Who", type: "select", optionsFrom: { dataSource: "log", valueField: "one" } },
          ],
        },
      },
      { kind: "template", name: "card", object: { jsx: "<p/>", css: "", includes: [] } },
      { kind: "datasource", name: "log", object: { name: "log", apiEndpoint: ["notes", "log"] } },
      { kind: "datasource", name: "count", object: { name: "count", apiEndpoint: ["notes", "count"] } },
      // A data source cannot declare itself writing: only its endpoint's definition says so.
      {
        kind: "datasource",
        name: "claimed",
        object: { name: "claimed", apiEndpoint: ["notes", "count"], writes: true },
      },
      { kind: "datasource", name: "orphan", object: { name: "orphan", apiEndpoint: ["notes", "missing"] } },
      { kind: "endpoint", name: "notes/log", object: writingEndpoint },
      { kind: "endpoint", name: "notes/count", object: { sql: "SELECT 1 AS n" } },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it("marks the data sources whose endpoint writes, and only those", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/web/v1/storylines/notes",
      headers: { host: "localhost", authorization: `Bearer ${viewer}`, branch: "main", branchstate: "clean" },
    });
    expect(response.statusCode).toBe(200);
    const { dataSources } = response.json() as { dataSources: { name: string; writes?: boolean }[] };
    expect(dataSources.map(({ name, writes }) => ({ name, writes }))).toEqual([
      { name: "log", writes: true },
      { name: "count", writes: undefined },
      { name: "claimed", writes: undefined },
      { name: "orphan", writes: undefined },
    ]);
    expect(dataSources.filter((dataSource) => "writes" in dataSource).map(({ name }) => name)).toEqual(["log"]);
  });

  it("sends the data source a filter reads its options from, even when no other list names it", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/web/v1/storylines/filtered",
      headers: { host: "localhost", authorization: `Bearer ${viewer}`, branch: "main", branchstate: "clean" },
    });
    expect(response.statusCode).toBe(200);
    const { dataSources } = response.json() as { dataSources: { name: string }[] };
    expect(dataSources.map(({ name }) => name)).toEqual(["count", "log"]);
  });
});
