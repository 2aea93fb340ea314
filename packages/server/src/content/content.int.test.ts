import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_TAGS, signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import { databaseKinds } from "../test/testDatabase";

/** The stored object of a content row that must exist. */
function objectOf(stored: { object: unknown } | undefined): unknown {
  if (!stored) throw new Error("the content object does not exist");
  return stored.object;
}

const storyline = {
  name: "ops",
  title: "Operations",
  chapters: [
    {
      name: "c1",
      pages: [
        {
          name: "p1",
          paragraphs: [{ name: "q1", title: "Overview", templateName: "ops/overview", dataSources: ["trucks"] }],
        },
      ],
    },
  ],
  dataSources: ["trucks"],
};

describe.each(databaseKinds)("content API on %s", (kind) => {
  let t: TestApp;
  let developer: string;
  let viewer: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    developer = await signAccessToken(t, { allowed_tags: ALL_TAGS });
    viewer = await signAccessToken(t, { allowed_tags: [] });
    const repo = t.services.contentRepository;
    await t.services.branches.ensureMain("demo");
    await repo.replaceAll("demo", "main", [
      { kind: "storyline", name: "ops", object: storyline },
      {
        kind: "storyline",
        name: "secret",
        object: { ...storyline, name: "secret", title: "Board pack", requiredTags: ["board::read"] },
      },
      {
        kind: "template",
        name: "ops/overview",
        object: { jsx: '<div><Include path="shared/a"/></div>', css: "", includes: ["shared/a"] },
      },
      {
        kind: "template",
        name: "shared/a",
        object: { jsx: '<p><Include path="shared/b"/></p>', css: "", includes: ["shared/b"] },
      },
      {
        kind: "template",
        name: "shared/b",
        object: { jsx: '<p><Include path="shared/a"/></p>', css: "", includes: ["shared/a"] },
      },
      { kind: "datasource", name: "trucks", object: { name: "trucks", apiEndpoint: ["fleet", "trucks"] } },
      {
        kind: "menu",
        name: "menu",
        object: {
          items: [
            {
              name: "operations",
              title: "Operations",
              displayOrder: 1,
              storyline: "ops",
              menuLocationId: 2,
              children: [],
            },
            {
              name: "board",
              title: "Board",
              displayOrder: 2,
              storyline: "secret",
              requiredTags: ["board::read"],
              children: [],
            },
            {
              name: "tools",
              title: "Tools",
              displayOrder: 3,
              children: [{ name: "debug", title: "Debug", requiredTags: ["developer-tools::access"], url: "/debug" }],
            },
          ],
        },
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: "GET" | "PUT" | "POST" | "DELETE",
    url: string,
    token: string,
    options: { branch?: string | null; body?: unknown } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        host: "localhost",
        authorization: `Bearer ${token}`,
        ...(options.branch === null ? {} : { branch: options.branch ?? "main", branchstate: "clean" }),
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });

  it("answers the versions", async () => {
    const response = await call("GET", "/api/web/v1/version", viewer);
    expect(response.json()).toEqual({ metastore: "0.9.0", datamodel: "0.0.2" });
  });

  it("leaves out menu items whose tags the user lacks, with their children", async () => {
    const forViewer = (await call("GET", "/api/web/v1/menu-items", viewer)).json();
    expect(forViewer.map((item: { name: string }) => item.name)).toEqual(["operations", "tools"]);
    expect(forViewer[0].url).toBe("/storylines/ops");
    expect(forViewer[0].menuLocationId).toBe(1);
    expect(forViewer[1].children).toEqual([]);
    const forDeveloper = (await call("GET", "/api/web/v1/menu-items", developer)).json();
    expect(forDeveloper[1].children.map((item: { name: string }) => item.name)).toEqual(["debug"]);
    expect((await call("GET", "/api/web/v1/menu-items/debug", viewer)).statusCode).toBe(404);
    expect((await call("GET", "/api/web/v1/menu-items/debug", developer)).json().url).toBe("/debug");
  });

  it("lists only the storylines the user may open, and refuses the others with 403", async () => {
    const list = (await call("GET", "/api/web/v1/storylines", viewer)).json();
    expect(list.map((s: { id: string }) => s.id)).toEqual(["ops"]);
    const secret = await call("GET", "/api/web/v1/storylines/secret", viewer);
    expect(secret.statusCode).toBe(403);
  });

  it("answers 404 'Storyline not found.' for an unknown storyline", async () => {
    const response = await call("GET", "/api/web/v1/storylines/nope", viewer);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Storyline not found.");
  });

  it("answers a storyline with its include hierarchy resolved once each despite a cycle, and its data sources", async () => {
    const response = await call("GET", "/api/web/v1/storylines/ops", viewer);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.templates).sort()).toEqual(["ops/overview", "shared/a", "shared/b"]);
    expect(body.dataSources).toEqual([
      { name: "trucks", autoRefresh: true, parameters: [], dependsOn: [], apiEndpoint: ["fleet", "trucks"] },
    ]);
    expect(body).toMatchObject({ id: "ops", name: "ops", object: "storyline", schemaVersion: 1, version: 1 });
    expect(typeof body.createdOnMs).toBe("number");
  });

  it("refuses every content call without a Branch header (400), with an unknown branch (404), or with another branch than the active one for a non-developer (403)", async () => {
    const urls = [
      "/api/web/v1/menu-items",
      "/api/web/v1/menu-items/operations",
      "/api/web/v1/storylines",
      "/api/web/v1/storylines/ops",
    ];
    for (const url of urls) {
      const missing = await call("GET", url, viewer, { branch: null });
      expect(missing.statusCode, url).toBe(400);
      expect(missing.json().errors.Branch).toEqual(["The Branch header is required."]);
      const malformed = await call("GET", url, viewer, { branch: "-!-" });
      expect(malformed.statusCode, url).toBe(400);
      expect(malformed.json().errors.Branch).toEqual(["Branch name must begin and end with a letter or a digit."]);
      const unknown = await call("GET", url, developer, { branch: "no-such-branch" });
      expect(unknown.statusCode, url).toBe(404);
      expect(unknown.json().message).toBe("Branch 'no-such-branch' does not exist.");
      const notForViewers = await call("GET", url, viewer, { branch: "no-such-branch" });
      expect(notForViewers.statusCode, url).toBe(403);
      expect(notForViewers.json().message).toBe(
        "Branch 'no-such-branch' is not available to you: branches other than 'main' need developer-tools::access.",
      );
      expect((await call("GET", url, viewer, { branch: "Main" })).statusCode, url).toBe(200);
    }
    const save = await call("PUT", "/api/web/v1/storylines/ops/template", developer, {
      branch: "no-such-branch",
      body: { id: "ops/overview", jsx: "<div/>", version: 1 },
    });
    expect(save.statusCode).toBe(404);
  });

  it("saves a template once when two clients save the same version: one succeeds, the other gets 409", async () => {
    const [first, second] = await Promise.all([
      call("PUT", "/api/web/v1/storylines/ops/template", developer, {
        body: { id: "shared/b", jsx: "<p>first</p>", version: 1 },
      }),
      call("PUT", "/api/web/v1/storylines/ops/template", developer, {
        body: { id: "shared/b", jsx: "<p>second</p>", version: 1 },
      }),
    ]);
    const statuses = [first?.statusCode, second?.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = [first, second].find((r) => r?.statusCode === 409);
    expect(loser?.json().message).toMatch(
      /^Template 'shared\/b' was changed by someone else \(now version 2, you edited version 1\)/,
    );
    const winner = [first, second].find((r) => r?.statusCode === 200);
    const stored = await t.services.contentRepository.get("demo", "main", "template", "shared/b");
    expect(stored?.version).toBe(2);
    expect((objectOf(stored) as { jsx: string }).jsx).toBe(winner === first ? "<p>first</p>" : "<p>second</p>");
  });

  it("refuses a template whose include path is not a template name, saving nothing", async () => {
    const response = await call("PUT", "/api/web/v1/storylines/ops/template", developer, {
      body: { id: "ops/overview", jsx: '<div><Include path="../../etc/passwd" /></div>', version: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.includes[0]).toMatch(
      /^Template 'ops\/overview' includes '\.\.\/\.\.\/etc\/passwd', which is not a template name/,
    );
    const stored = await t.services.contentRepository.get("demo", "main", "template", "ops/overview");
    expect(stored?.version).toBe(1);
    const storyline = await call("GET", "/api/web/v1/storylines/ops", developer);
    expect(storyline.statusCode).toBe(200);
  });

  it("saves a whole include hierarchy atomically: a stale template fails all of it", async () => {
    const response = await call("PUT", "/api/web/v1/storylines/ops/template", developer, {
      body: {
        id: "ops/overview",
        jsx: "<div>new</div>",
        version: 1,
        includes: [{ id: "shared/a", jsx: "<p>a2</p>", version: 99 }],
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain("Template 'shared/a'");
    const untouched = await t.services.contentRepository.get("demo", "main", "template", "ops/overview");
    expect(untouched?.version).toBe(1);
  });

  it("refuses to overwrite an existing template saved without a version", async () => {
    const response = await call("PUT", "/api/web/v1/storylines/ops/template", developer, {
      body: { id: "ops/overview", jsx: "<div/>" },
    });
    expect(response.statusCode).toBe(409);
  });

  it("answers a changed storyline right after a write, from any writer (cache follows the branch revision)", async () => {
    const before = (await call("GET", "/api/web/v1/storylines/ops", viewer)).json();
    expect(before.templates["shared/a"].jsx).toBe('<p><Include path="shared/b"/></p>');
    // A write that does not go through this API, as a push from the CLI or another instance would.
    const current = await t.services.contentRepository.get("demo", "main", "template", "shared/a");
    await t.services.contentRepository.save(
      "demo",
      "main",
      "template",
      "shared/a",
      { jsx: "<p>changed</p>", css: "", includes: [] },
      current?.version ?? null,
    );
    const after = (await call("GET", "/api/web/v1/storylines/ops", viewer)).json();
    expect(after.templates["shared/a"].jsx).toBe("<p>changed</p>");
    expect(Object.keys(after.templates).sort()).toEqual(["ops/overview", "shared/a"]);
  });

  it("answers each template with its stored version, which saves once; saving again from the same answer gets 409", async () => {
    const read = (await call("GET", "/api/web/v1/storylines/ops", developer)).json();
    for (const name of Object.keys(read.templates)) {
      const stored = await t.services.contentRepository.get("demo", "main", "template", name);
      expect(read.templates[name].version, name).toBe(stored?.version);
    }
    const version: number = read.templates["ops/overview"].version;
    const body = { id: "ops/overview", jsx: read.templates["ops/overview"].jsx, version };
    const saved = await call("PUT", "/api/web/v1/storylines/ops/template", developer, { body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual([{ name: "ops/overview", version: version + 1, storedOnMs: expect.any(Number) }]);
    const reread = (await call("GET", "/api/web/v1/storylines/ops", developer)).json();
    expect(reread.templates["ops/overview"].version).toBe(version + 1);

    const stale = await call("PUT", "/api/web/v1/storylines/ops/template", developer, { body });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      `Template 'ops/overview' was changed by someone else (now version ${version + 1}, you edited version ${version}). Reload it and apply your changes again.`,
    );
  });

  it("lets only developers save templates", async () => {
    const response = await call("PUT", "/api/web/v1/storylines/ops/template", viewer, {
      body: { id: "x", jsx: "<div/>" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("takes a template alone from a client below data model 0.0.2, its includes read from the JSX", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/web/v1/storylines/ops/template",
      headers: { host: "localhost", authorization: `Bearer ${developer}`, branch: "main", datamodelversion: "0.0.1" },
      payload: { id: "legacy/one", jsx: '<div><Include path="shared/a"/></div>' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((s: { name: string }) => s.name)).toEqual(["legacy/one"]);
    const stored = await t.services.contentRepository.get("demo", "main", "template", "legacy/one");
    expect((objectOf(stored) as { includes: string[] }).includes).toEqual(["shared/a"]);
  });
});

describe.each(databaseKinds)("branches on %s", (kind) => {
  let t: TestApp;
  let developer: string;
  let viewer: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    developer = await signAccessToken(t, { allowed_tags: ALL_TAGS });
    viewer = await signAccessToken(t, { allowed_tags: [] });
    await t.services.branches.ensureMain("demo");
    await t.services.contentRepository.replaceAll("demo", "main", [
      { kind: "template", name: "t1", object: { jsx: "<p>main</p>", css: "", includes: [] } },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: "GET" | "PUT" | "POST" | "DELETE",
    url: string,
    token: string,
    body?: unknown,
    branch = "main",
  ) =>
    t.app.inject({
      method,
      url,
      headers: { host: "localhost", authorization: `Bearer ${token}`, branch },
      ...(body !== undefined ? { payload: body as object } : {}),
    });

  it("creates a branch as an independent copy: its writes do not change main", async () => {
    const created = await call("PUT", "/api/branches/demo/Feature--X", developer, { createdFrom: "main" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: "feature-x", domainName: "demo", createdFrom: "main" });

    const save = await call(
      "PUT",
      "/api/web/v1/storylines/s/template",
      developer,
      { id: "t1", jsx: "<p>branch</p>", version: 1 },
      "feature-x",
    );
    expect(save.statusCode).toBe(200);
    const main = await t.services.contentRepository.get("demo", "main", "template", "t1");
    const branch = await t.services.contentRepository.get("demo", "feature-x", "template", "t1");
    expect((objectOf(main) as { jsx: string }).jsx).toBe("<p>main</p>");
    expect((objectOf(branch) as { jsx: string }).jsx).toBe("<p>branch</p>");
  });

  it("answers an existing branch from PUT and POST without copying again", async () => {
    expect((await call("PUT", "/api/branches/demo/feature-x", developer, {})).statusCode).toBe(200);
    const upsert = await call("POST", "/api/branches", developer, { name: "feature-x", domainName: "demo" });
    expect(upsert.statusCode).toBe(200);
    const fresh = await call("POST", "/api/branches", developer, { name: "release.1", domainName: "demo" });
    expect(fresh.statusCode).toBe(201);
  });

  it("searches and orders branches", async () => {
    const all = (await call("GET", "/api/branches?orderBy=-name", developer)).json();
    expect(all.map((b: { name: string }) => b.name)).toEqual(["release.1", "main", "feature-x"]);
    const some = (await call("GET", "/api/branches?Name=Feat", developer)).json();
    expect(some.map((b: { name: string }) => b.name)).toEqual(["feature-x"]);
    expect((await call("GET", "/api/branches/demo/feature-x", developer)).json().createdFrom).toBe("main");
  });

  it("shows a caller without developer-tools::access the active branch only: listed, by name and by header", async () => {
    const listed = (await call("GET", "/api/branches?orderBy=-name", viewer)).json();
    expect(listed.map((b: { name: string }) => b.name)).toEqual(["main"]);
    expect((await call("GET", "/api/branches/demo/main", viewer)).statusCode).toBe(200);
    const message =
      "Branch 'feature-x' is not available to you: branches other than 'main' need developer-tools::access.";
    const byName = await call("GET", "/api/branches/demo/Feature-X", viewer);
    expect(byName.statusCode).toBe(403);
    expect(byName.json().message).toBe(message);
    const unknown = await call("GET", "/api/branches/demo/no-such-branch", viewer);
    expect(unknown.statusCode).toBe(403);
    for (const url of ["/api/web/v1/storylines", "/data/fleet/trucks"]) {
      const byHeader = await call("GET", url, viewer, undefined, "feature-x");
      expect(byHeader.statusCode, url).toBe(403);
      expect(byHeader.json().message, url).toBe(message);
    }
    const posted = await t.app.inject({
      method: "POST",
      url: "/api/web/v1/data-sources/data",
      headers: { host: "localhost", authorization: `Bearer ${viewer}`, branch: "feature-x" },
      payload: { apiEndpoint: ["fleet", "trucks"], parameters: {} },
    });
    expect(posted.statusCode).toBe(403);
    expect((await call("GET", "/api/web/v1/storylines", developer, undefined, "feature-x")).statusCode).toBe(200);
  });

  it("reaches a branch by any spelling of its name on every route: PUT, GET, header and DELETE agree", async () => {
    const created = await call("PUT", "/api/branches/demo/Spelling-Test", developer, {});
    expect(created.statusCode).toBe(201);
    expect(created.json().name).toBe("spelling-test");
    expect((await call("PUT", "/api/branches/demo/SPELLING--TEST", developer, {})).statusCode).toBe(200);
    expect(
      (await call("POST", "/api/branches", developer, { name: "Spelling_Test", domainName: "demo" })).json(),
    ).toMatchObject({ name: "spellingtest" });
    const read = await call("GET", "/api/branches/demo/Spelling-Test", developer);
    expect(read.statusCode).toBe(200);
    expect(read.json().name).toBe("spelling-test");
    const copied = await call("PUT", "/api/branches/demo/copy-of-spelling", developer, {
      createdFrom: "Spelling-Test",
    });
    expect(copied.json().createdFrom).toBe("spelling-test");
    const viaHeader = await call("GET", "/api/web/v1/storylines", developer, undefined, "Spelling-Test");
    expect(viaHeader.statusCode).toBe(200);
    expect((await call("DELETE", "/api/branches/demo/Spelling-Test", developer)).statusCode).toBe(204);
    expect((await call("GET", "/api/branches/demo/spelling-test", developer)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/branches/demo/SPELLING-TEST", developer)).statusCode).toBe(404);
  });

  it("refuses with 400 a name that is not valid even when normalised, on every route that takes one", async () => {
    const problem = ["Branch name must begin and end with a letter or a digit."];
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const response = await call(method, "/api/branches/demo/-Oops", developer, method === "PUT" ? {} : undefined);
      expect(response.statusCode, method).toBe(400);
      expect(response.json().errors.name, method).toEqual(problem);
    }
    const header = await call("GET", "/api/web/v1/storylines", developer, undefined, "-Oops");
    expect(header.statusCode).toBe(400);
    expect(header.json().errors.Branch).toEqual(problem);
  });

  it("validates branch names by the spec's rule", async () => {
    const bad = await call("PUT", "/api/branches/demo/-oops", developer, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.name).toEqual(["Branch name must begin and end with a letter or a digit."]);
    const long = await call("POST", "/api/branches", developer, { name: "a".repeat(64), domainName: "demo" });
    expect(long.json().errors.name).toEqual(["Branch name must be at most 63 characters."]);
    const fromNowhere = await call("PUT", "/api/branches/demo/other", developer, { createdFrom: "ghost" });
    expect(fromNowhere.json().errors.createdFrom).toEqual(["Branch 'ghost' does not exist."]);
  });

  it("needs developer-tools::access to create or delete branches", async () => {
    expect((await call("PUT", "/api/branches/demo/viewer-branch", viewer, {})).statusCode).toBe(403);
    expect((await call("DELETE", "/api/branches/demo/feature-x", viewer)).statusCode).toBe(403);
  });

  it("never deletes main, deletes other branches with their content, by name or id", async () => {
    const main = await call("DELETE", "/api/branches/demo/main", developer);
    expect(main.statusCode).toBe(400);
    expect(main.json().errors.name).toEqual(["The main branch cannot be deleted."]);

    expect((await call("DELETE", "/api/branches/demo/feature-x", developer)).statusCode).toBe(204);
    expect(await t.services.contentRepository.list("demo", "feature-x")).toEqual([]);
    expect((await call("GET", "/api/branches/demo/feature-x", developer)).statusCode).toBe(404);

    const release = (await call("GET", "/api/branches/demo/release.1", developer)).json();
    expect((await call("DELETE", `/api/branches/${release.id}`, developer)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/branches/${release.id}`, developer)).statusCode).toBe(404);
  });

  it("refuses branch calls for another tenant's domain", async () => {
    expect((await call("GET", "/api/branches/acme/main", viewer)).statusCode).toBe(403);
    expect((await call("POST", "/api/branches", developer, { name: "x", domainName: "acme" })).statusCode).toBe(403);
  });
});
