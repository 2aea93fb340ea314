import type { TestApp } from "./buildTestApp";

/** The storyline the tests share, its values, and another storyline no link of theirs names. */
export const SHARED_STORYLINE = "share-test-report";
export const OTHER_STORYLINE = "share-test-other";
/** A storyline only holders of finance::read may read. */
export const FINANCE_STORYLINE = "share-test-finance";
export const SHARED_VALUES = { site: "north", days: 7, truck: "HT-07" };

const paragraph = (dataSources: string[]) => ({
  name: "p",
  title: "Figures",
  templateName: "share-test/figures",
  slots: [],
  dataSources,
  data: {},
});
const storyline = (name: string, dataSources: string[], requiredTags: string[] = []) => ({
  name,
  title: `Storyline ${name}`,
  requiredTags,
  chapters: [{ name: "c", pages: [{ name: "p", paragraphs: [paragraph(dataSources)] }] }],
  parameterValues: { site: null, days: 14, truck: null },
  filters: [
    {
      parameter: "site",
      label: "Site",
      type: "select",
      emptyLabel: "All sites",
      options: [{ value: "north", label: "North" }],
    },
    { parameter: "truck", label: "Truck", type: "text" },
  ],
});
const dataSource = (name: string, apiEndpoint: string[], parameters: string[]) => ({
  name,
  apiEndpoint,
  parameters: parameters.map((parameter) => ({ name: parameter, defaultValue: null, isRequired: false })),
});

/**
 * Saves on the demo tenant's main branch: the shared storyline (its echo endpoint answers the values it is called
 * with), another storyline with its own endpoint, and one that needs finance::read.
 */
export async function saveShareTestContent(t: TestApp): Promise<void> {
  const save = (kind: "endpoint" | "datasource" | "storyline" | "template", name: string, object: unknown) =>
    t.services.contentRepository.save("demo", "main", kind, name, object, null);
  await save("template", "share-test/figures", { jsx: "<p>{params.site}</p>" });
  await save("endpoint", "share-test/echo", {
    sql: "SELECT $site AS site, $days AS days, $truck AS truck",
    parameters: [
      { name: "site", type: "string" },
      { name: "days", type: "integer", default: 14 },
      { name: "truck", type: "string" },
    ],
  });
  // Writes a note when called with one; read without one, its answer is rolled back (decision 057).
  await save("endpoint", "share-test/notes", {
    writes: true,
    operationParameter: "note",
    requiredTags: [],
    sql: [
      "CREATE TABLE IF NOT EXISTS share_test_notes (note VARCHAR);",
      "INSERT INTO share_test_notes SELECT json_extract_string($note, '$.text') WHERE $note IS NOT NULL;",
      "SELECT count(*)::INTEGER AS notes, $site AS site FROM share_test_notes;",
    ].join("\n"),
    parameters: [
      { name: "note", type: "json", default: null },
      { name: "site", type: "string" },
    ],
  });
  await save("endpoint", "share-test/other", { sql: "SELECT 'other storyline data' AS secret" });
  await save("endpoint", "share-test/finance", { sql: "SELECT 'finance data' AS secret" });
  await save(
    "datasource",
    "shareTestEcho",
    dataSource("shareTestEcho", ["share-test", "echo"], ["site", "days", "truck"]),
  );
  await save("datasource", "shareTestNotes", dataSource("shareTestNotes", ["share-test", "notes"], ["note", "site"]));
  await save("datasource", "shareTestOther", dataSource("shareTestOther", ["share-test", "other"], []));
  await save("datasource", "shareTestFinance", dataSource("shareTestFinance", ["share-test", "finance"], []));
  await save("storyline", SHARED_STORYLINE, storyline(SHARED_STORYLINE, ["shareTestEcho", "shareTestNotes"]));
  await save("storyline", OTHER_STORYLINE, storyline(OTHER_STORYLINE, ["shareTestOther"]));
  await save("storyline", FINANCE_STORYLINE, storyline(FINANCE_STORYLINE, ["shareTestFinance"], ["finance::read"]));
}

/** Creates a link as the bearer of `creatorToken`; answers its secret and id. */
export async function createShareLink(
  t: TestApp,
  creatorToken: string,
  body: Record<string, unknown> = {},
): Promise<{ token: string; id: string }> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/share-links",
    headers: { host: "localhost", authorization: `Bearer ${creatorToken}` },
    payload: { storyline: SHARED_STORYLINE, parameterValues: SHARED_VALUES, expiresInDays: 7, ...body },
  });
  if (response.statusCode !== 200) throw new Error(`share link not created: ${response.body}`);
  const created = response.json() as { token: string; id: string };
  return { token: created.token, id: created.id };
}
