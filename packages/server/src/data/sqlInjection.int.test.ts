import { existsSync, statSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { type DataEndpoint, decodeQueryValue, encodeParameters, type ParameterValue } from "@storyframe/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../test/accessTokens";
import { buildTestApp, type TestApp } from "../test/buildTestApp";
import {
  FILES_PAYLOADS_TRY_TO_WRITE,
  type Payload,
  SECRET_TOKEN,
  sqlInjectionCorpus,
} from "../test/sqlInjectionCorpus";
import { databaseKinds } from "../test/testDatabase";

/*
 * Every payload of the corpus goes through the real data API, into every
 * declared parameter type, by every way a value reaches an endpoint: as text
 * encoded by the shared codec, pasted straight into the URL, in the body of
 * POST data-sources/data, and as the value a client would make of it (a
 * parsed number, a picked date, a list). Each answer must be what an honest
 * query for that literal value answers, or a refusal (400) of a value that is
 * not of the declared type. Never a server or query failure, never the secret
 * token, never a write.
 */

type ParameterType = DataEndpoint["parameters"][number]["type"];
type Row = Record<string, unknown>;
/**
 * A number the engine takes: finite, and not a whole number beyond 2^53
 * (no longer exact; refused with 400 rather than read as a 64-bit integer).
 */
function exactNumber(value: unknown): value is number {
  return (
    typeof value === "number" && Number.isFinite(value) && !(Number.isInteger(value) && !Number.isSafeInteger(value))
  );
}

/** The rows an honest query answers, or "refused" when the value is not of the declared type. */
type Expected = Row[] | "refused";
type Answer = { statusCode: number; body: string };

type Item = { id: number; name: string; price: number; day: string; stamp: string; active: boolean };

const ITEMS: readonly Item[] = [
  { id: 1, name: "alpha", price: 1.5, day: "2026-01-01", stamp: "2026-01-01T10:00:00.000Z", active: true },
  { id: 2, name: "beta", price: 2.5, day: "2026-01-02", stamp: "2026-01-02T10:00:00.000Z", active: false },
  // A name that is itself a payload: only an exact match may find it.
  { id: 3, name: "' OR '1'='1", price: 3.5, day: "2026-01-03", stamp: "2026-01-03T10:00:00.000Z", active: true },
];

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** An endpoint query over the items and a secrets table, both written inline (endpoints cannot create tables). */
function itemsQuery(select: string, where: string): string {
  const rows = ITEMS.map(
    (item) =>
      `(${item.id}, ${sqlText(item.name)}, CAST(${item.price} AS DOUBLE), DATE ${sqlText(item.day)}, ` +
      `TIMESTAMP ${sqlText(item.stamp.slice(0, 19).replace("T", " "))}, ${item.active})`,
  );
  return (
    `WITH items(id, name, price, day, stamp, active) AS (VALUES ${rows.join(", ")}), ` +
    `secrets(token) AS (VALUES (${sqlText(SECRET_TOKEN)})) ` +
    `SELECT ${select} FROM items WHERE ${where} ORDER BY id`
  );
}

const rowsWhere = (keep: (item: Item) => boolean): Row[] => ITEMS.filter(keep).map(({ id, name }) => ({ id, name }));

/** The calendar day a date text names, or undefined when it names none (2026-02-30). */
function calendarDay(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toISOString().slice(0, 10) === text ? text : undefined;
}

/** The instant an ISO 8601 date-time text names (without a zone: UTC, as the stored times), or undefined when it names none. */
function instantOf(text: string): number | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|([+-])(\d{2}):?(\d{2}))?$/.exec(text);
  if (!match) return undefined;
  const [, day = "", hour = "", minute = "", second = "0", fraction = "", , sign, zoneHours = "0", zoneMinutes = "0"] =
    match;
  if (calendarDay(day) === undefined) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined;
  if (Number(zoneHours) > 23 || Number(zoneMinutes) > 59) return undefined;
  const milliseconds = Math.trunc(Number(`0${fraction || ".0"}`) * 1000);
  const local =
    Date.parse(`${day}T00:00:00.000Z`) + ((Number(hour) * 60 + Number(minute)) * 60 + Number(second)) * 1000;
  const offset = (sign === "-" ? -1 : 1) * (Number(zoneHours) * 60 + Number(zoneMinutes)) * 60_000;
  return local + milliseconds - offset;
}

const isValidDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());
const finiteNumber = (text: string): number | undefined => {
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
};
const pickedDate = (text: string): Date | undefined => {
  const date = new Date(text);
  return isValidDate(date) ? date : undefined;
};

type ClientValue = { how: string; values: Record<string, ParameterValue>; expected: Expected };

/** One endpoint per declared type, each with the rows an honest query answers for a value. */
type Target = {
  path: string;
  parameter: string;
  type: ParameterType;
  sql: string;
  extraParameters?: object[];
  honest: (value: ParameterValue) => Expected;
  /** The values a client would make of a payload typed into a filter. */
  clientValues: (text: string) => ClientValue[];
  /** An honest value and the rows it answers, to show the endpoint works. */
  sample: { value: ParameterValue; rows: Row[] };
};

/** A value for a required parameter: null and "" are missing values, which are refused too. */
const present = (value: ParameterValue) => value !== null && value !== "";

const targets: Target[] = [
  {
    path: "inj/string",
    parameter: "name",
    type: "string",
    sql: itemsQuery("id, name, $label AS label", "name = $name"),
    extraParameters: [{ name: "label", type: "string", default: "x" }],
    honest: (value) =>
      typeof value === "string" && present(value)
        ? rowsWhere((item) => item.name === value).map((row) => ({ ...row, label: "x" }))
        : "refused",
    clientValues: (text) => [
      // Echoed back into the answer: the value must come back exactly as sent.
      {
        how: "as an echoed label",
        values: { name: "alpha", label: text },
        expected: [{ id: 1, name: "alpha", label: text }],
      },
    ],
    sample: { value: "beta", rows: [{ id: 2, name: "beta", label: "x" }] },
  },
  {
    path: "inj/number",
    parameter: "price",
    type: "number",
    sql: itemsQuery("id, name", "price = $price"),
    honest: (value) => (exactNumber(value) ? rowsWhere((item) => item.price === value) : "refused"),
    clientValues(text) {
      const number = finiteNumber(text);
      return number === undefined
        ? []
        : [{ how: "parsed as a number", values: { price: number }, expected: this.honest(number) }];
    },
    sample: { value: 2.5, rows: [{ id: 2, name: "beta" }] },
  },
  {
    path: "inj/integer",
    parameter: "id",
    type: "integer",
    sql: itemsQuery("id, name", "id = $id"),
    honest: (value) => (Number.isSafeInteger(value) ? rowsWhere((item) => item.id === value) : "refused"),
    clientValues(text) {
      const number = finiteNumber(text);
      return number === undefined
        ? []
        : [{ how: "parsed as a number", values: { id: number }, expected: this.honest(number) }];
    },
    sample: { value: 2, rows: [{ id: 2, name: "beta" }] },
  },
  {
    path: "inj/boolean",
    parameter: "active",
    type: "boolean",
    sql: itemsQuery("id, name", "active = $active"),
    honest: (value) => (typeof value === "boolean" ? rowsWhere((item) => item.active === value) : "refused"),
    clientValues: () => [],
    sample: { value: false, rows: [{ id: 2, name: "beta" }] },
  },
  {
    path: "inj/date",
    parameter: "day",
    type: "date",
    sql: itemsQuery("id, name", "day = CAST($day AS DATE)"),
    honest(value) {
      const day = isValidDate(value)
        ? value.toISOString().slice(0, 10)
        : typeof value === "string"
          ? calendarDay(value)
          : undefined;
      return day === undefined ? "refused" : rowsWhere((item) => item.day === day);
    },
    clientValues(text) {
      const date = pickedDate(text);
      return date === undefined
        ? []
        : [{ how: "as a picked date", values: { day: date }, expected: this.honest(date) }];
    },
    sample: { value: new Date("2026-01-02T00:00:00.000Z"), rows: [{ id: 2, name: "beta" }] },
  },
  {
    path: "inj/timestamp",
    parameter: "at",
    type: "timestamp",
    sql: itemsQuery("id, name", "stamp = CAST($at AS TIMESTAMP)"),
    honest(value) {
      const instant = isValidDate(value) ? value.getTime() : typeof value === "string" ? instantOf(value) : undefined;
      return instant === undefined ? "refused" : rowsWhere((item) => Date.parse(item.stamp) === instant);
    },
    clientValues(text) {
      const date = pickedDate(text);
      return date === undefined ? [] : [{ how: "as a picked time", values: { at: date }, expected: this.honest(date) }];
    },
    sample: { value: new Date("2026-01-02T10:00:00.000Z"), rows: [{ id: 2, name: "beta" }] },
  },
  {
    path: "inj/string-list",
    parameter: "names",
    type: "string[]",
    sql: itemsQuery("id, name", "list_contains($names, name)"),
    honest: (value) =>
      Array.isArray(value) && value.every((item) => typeof item === "string")
        ? rowsWhere((item) => value.includes(item.name))
        : "refused",
    clientValues(text) {
      return [
        { how: "in a list with 'alpha'", values: { names: [text, "alpha"] }, expected: this.honest([text, "alpha"]) },
      ];
    },
    sample: {
      value: ["beta", "alpha"],
      rows: [
        { id: 1, name: "alpha" },
        { id: 2, name: "beta" },
      ],
    },
  },
  {
    path: "inj/number-list",
    parameter: "prices",
    type: "number[]",
    sql: itemsQuery("id, name", "list_contains($prices, price)"),
    honest: (value) =>
      Array.isArray(value) && value.every(exactNumber) ? rowsWhere((item) => value.includes(item.price)) : "refused",
    clientValues(text) {
      const number = finiteNumber(text);
      return [
        { how: "in a list with 1.5", values: { prices: [1.5, text] }, expected: "refused" },
        ...(number === undefined
          ? []
          : [{ how: "parsed into a list", values: { prices: [number] }, expected: this.honest([number]) }]),
      ];
    },
    sample: {
      value: [2.5, 3.5],
      rows: [
        { id: 2, name: "beta" },
        { id: 3, name: "' OR '1'='1" },
      ],
    },
  },
];

/** An endpoint that reads the secret on purpose: proves the token is in reach of these queries. */
const CONTROL_PATH = "inj/control";

const short = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);
const describePayload = (payload: Payload) => `${payload.name} ${short(JSON.stringify(payload.text))}`;

/** Each file a payload tries to write, with its modification time when it exists. */
const fileTraces = () =>
  FILES_PAYLOADS_TRY_TO_WRITE.map((file) =>
    existsSync(file) ? `${file} @${statSync(file).mtimeMs}` : `${file} absent`,
  );

describe.each(databaseKinds)("SQL injection through endpoint parameters on %s", (kind) => {
  let t: TestApp;
  let viewer: string;
  let filesBefore: string[];
  let databaseBefore: string;

  const databaseState = async () => {
    const duckDb = await t.services.connections.embedded("demo");
    const result = await duckDb.query(
      `SELECT 'table' AS kind, database_name || '.' || schema_name || '.' || table_name AS name FROM duckdb_tables()
       UNION ALL SELECT 'view', database_name || '.' || schema_name || '.' || view_name FROM duckdb_views() WHERE NOT internal
       UNION ALL SELECT 'database', database_name FROM duckdb_databases()
       UNION ALL SELECT 'extension', extension_name FROM duckdb_extensions() WHERE loaded
       UNION ALL SELECT 'function', function_name FROM duckdb_functions() WHERE NOT internal
       ORDER BY ALL`,
      {},
      { timeoutMs: 10_000, maxRows: 100_000 },
    );
    return JSON.stringify(result.rows);
  };

  beforeAll(async () => {
    filesBefore = fileTraces();
    t = await buildTestApp(kind, {
      // Every request runs its query: no answers from the cache.
      STORYFRAME_QUERY_CACHE_TTL_MS: "0",
      // A payload that made a query sleep would be stopped and answered 504, which fails the check.
      STORYFRAME_QUERY_TIMEOUT_MS: "2000",
      STORYFRAME_RATE_LIMIT_PER_MINUTE: "1000000",
      STORYFRAME_USER_RATE_LIMIT_PER_MINUTE: "1000000",
    });
    viewer = await signAccessToken(t, { allowed_tags: [] });
    // On the active branch: a caller without developer-tools::access reads no other (decision 063).
    await t.services.branches.ensureMain("demo");
    await t.services.contentRepository.replaceAll("demo", "main", [
      ...targets.map((target) => ({
        kind: "endpoint" as const,
        name: target.path,
        object: {
          connection: "default",
          // No storyline uses these endpoints: they declare that every signed-in user may call them.
          requiredTags: [],
          parameters: [
            { name: target.parameter, type: target.type, required: true },
            ...(target.extraParameters ?? []),
          ],
          sql: target.sql,
        },
      })),
      {
        kind: "endpoint" as const,
        name: CONTROL_PATH,
        object: {
          connection: "default",
          requiredTags: [],
          parameters: [],
          sql: itemsQuery("id, (SELECT token FROM secrets) AS secret", "id = 1"),
        },
      },
    ]);
    databaseBefore = await databaseState();
  });
  afterAll(async () => {
    await t?.close();
  });

  const headers = () => ({ host: "localhost", authorization: `Bearer ${viewer}`, branch: "main" });
  const get = (path: string, query: URLSearchParams): Promise<Answer> =>
    t.app.inject({ method: "GET", url: `/data/${path}?${query}`, headers: headers() });
  const post = (path: string, parameters: Record<string, unknown>): Promise<Answer> =>
    t.app.inject({
      method: "POST",
      url: "/api/web/v1/data-sources/data",
      headers: headers(),
      payload: { apiEndpoint: path.split("/"), parameters },
    });

  /** Problems with one answer: anything but the honest rows or a refusal, and any sight of the secret. */
  function problemsOf(label: string, answer: Answer, expected: Expected): string[] {
    const problems: string[] = [];
    if (answer.body.includes(SECRET_TOKEN)) problems.push(`${label}: the answer holds the secret token`);
    if (expected === "refused") {
      if (answer.statusCode !== 400) {
        problems.push(`${label}: expected 400 (refused), got ${answer.statusCode} ${short(answer.body)}`);
      }
      return problems;
    }
    if (answer.statusCode !== 200) {
      problems.push(
        `${label}: expected 200 with ${short(JSON.stringify(expected))}, got ${answer.statusCode} ${short(answer.body)}`,
      );
    } else if (!isDeepStrictEqual(JSON.parse(answer.body), expected)) {
      problems.push(`${label}: rows ${short(answer.body)} instead of ${short(JSON.stringify(expected))}`);
    }
    return problems;
  }

  /** The value the server's codec reads from a text pasted into the URL, or "undecodable". */
  const pasted = (text: string): ParameterValue | "undecodable" => {
    try {
      return decodeQueryValue(text);
    } catch {
      return "undecodable";
    }
  };

  it("answers honest values with the expected rows, and the secret is in reach of the queries", async () => {
    for (const target of targets) {
      const answer = await get(target.path, encodeParameters({ [target.parameter]: target.sample.value }));
      expect(answer.statusCode, target.path).toBe(200);
      expect(JSON.parse(answer.body), target.path).toEqual(target.sample.rows);
      expect(target.honest(target.sample.value), target.path).toEqual(target.sample.rows);
    }
    const control = await get(CONTROL_PATH, new URLSearchParams());
    expect(control.statusCode).toBe(200);
    expect(control.body).toContain(SECRET_TOKEN);
  });

  it.each(targets.map((target) => [target.type, target] as const))(
    "binds every payload as a literal %s value",
    async (_type, target) => {
      const problems: string[] = [];
      let sent = 0;
      let reachedDatabase = 0;
      const queriesBefore = t.services.data.queriesRun;
      const expectAnswer = async (label: string, request: Promise<Answer>, expected: Expected) => {
        const answer = await request;
        sent += 1;
        if (answer.statusCode !== 400) reachedDatabase += 1;
        problems.push(...problemsOf(label, answer, expected));
      };
      for (const payload of sqlInjectionCorpus) {
        const { text } = payload;
        const about = `${target.path} ← ${describePayload(payload)}`;
        await expectAnswer(
          `${about} as text`,
          get(target.path, encodeParameters({ [target.parameter]: text })),
          target.honest(text),
        );
        const decoded = pasted(text);
        await expectAnswer(
          `${about} pasted into the URL`,
          get(target.path, new URLSearchParams({ [target.parameter]: text })),
          decoded === "undecodable" ? "refused" : target.honest(decoded),
        );
        await expectAnswer(
          `${about} in a POST body`,
          post(target.path, { [target.parameter]: text }),
          target.honest(text),
        );
        for (const client of target.clientValues(text)) {
          await expectAnswer(
            `${about} ${client.how}`,
            get(target.path, encodeParameters(client.values)),
            client.expected,
          );
        }
      }
      expect(sent).toBeGreaterThanOrEqual(sqlInjectionCorpus.length * 3);
      expect.soft(problems).toEqual([]);
      // Refused values are refused before the database: only the other answers ran a query.
      expect.soft(t.services.data.queriesRun - queriesBefore).toBe(reachedDatabase);
    },
  );

  it("leaves no trace: no file written, the database unchanged, honest queries still answered", async () => {
    expect(fileTraces()).toEqual(filesBefore);
    for (const file of FILES_PAYLOADS_TRY_TO_WRITE) {
      if (filesBefore.includes(`${file} absent`)) expect(existsSync(file), file).toBe(false);
    }
    expect(await databaseState()).toBe(databaseBefore);
    for (const target of targets) {
      const answer = await get(target.path, encodeParameters({ [target.parameter]: target.sample.value }));
      expect(answer.statusCode, target.path).toBe(200);
      expect(JSON.parse(answer.body), target.path).toEqual(target.sample.rows);
    }
  });
});

describe("the injection corpus", () => {
  it("holds at least 50 payloads, none of which spells the secret", () => {
    expect(sqlInjectionCorpus.length).toBeGreaterThanOrEqual(50);
    expect(sqlInjectionCorpus.filter((payload) => payload.text.includes(SECRET_TOKEN))).toEqual([]);
    expect(new Set(sqlInjectionCorpus.map((payload) => payload.name)).size).toBe(sqlInjectionCorpus.length);
  });
});
