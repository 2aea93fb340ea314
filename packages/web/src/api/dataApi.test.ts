import { decodeParameters, FIRST_ROWS_QUERY_FLAG, TOTAL_COUNT_HEADER, totalRowsOf } from "@storyframe/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAppStore } from "../app/store";
import { EARLY_ANSWER_MAX_AGE_MS } from "../boot/earlyAnswers";
import { installDiagnostics } from "../diagnostics/installDiagnostics";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { resetAppStore } from "../test/resetAppStore";
import { provideAccessToken } from "./accessToken";
import { useVersionStore } from "./contentVersion";
import { dataReadUrl, fetchDataRows, MAX_DATA_GET_URL_LENGTH, startDataRowsRead } from "./dataApi";
import { createInFlightCounter } from "./inFlight";

const METASTORE = "https://demo.storyframe.test/metastore";
const DATA_API = "https://demo.storyframe.test/data";
const fetchMock = vi.fn<typeof fetch>();
const options = { branch: "feature-x", retries: 0 };

function lastCall(): { url: string; init: RequestInit | undefined; headers: Headers } {
  const [input, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(input), init, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  useAppStore.setState({ settings: makeClientSettings() });
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith("/api/web/v1/version")
      ? new Response(JSON.stringify({ metastore: "0.9.0", datamodel: "0.0.2" }))
      : new Response('[{"tonnes":120}]'),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetAppStore();
  useVersionStore.setState(useVersionStore.getInitialState(), true);
});

describe("the address of a data read", () => {
  it("joins the endpoint's segments under the data API and encodes each parameter as a query value", () => {
    const url = dataReadUrl(
      ["fleet", "kpis"],
      { shift: "Night", from: new Date("2024-05-01T00:00:00.000Z"), sites: ["North", "South"], limit: 10 },
      { dynamicDataApiUrl: "https://data.storyframe.test/" },
    );
    expect(url).toBe(
      "https://data.storyframe.test/data/fleet/kpis?shift=%5CNight&from=2024-05-01T00%3A00%3A00.000Z&sites=%5B%22North%22%2C%22South%22%5D&limit=10",
    );
  });

  it("reads back as the values it was built from", () => {
    const from = new Date("2024-05-01T10:20:30.000Z");
    const url = new URL(dataReadUrl(["fleet", "kpis"], { shift: "42", from, filter: { a: 1 }, off: null }) ?? "");
    expect(url.origin + url.pathname).toBe(`${DATA_API}/data/fleet/kpis`);
    expect(decodeParameters(url.searchParams)).toEqual({ shift: "42", from, filter: { a: 1 }, off: null });
  });

  it("leaves out undefined values, and the query when there are none", () => {
    expect(dataReadUrl(["fleet", "trucks"], { shift: undefined })).toBe(`${DATA_API}/data/fleet/trucks`);
  });

  it("is none when a value cannot travel in a query, or the address would be too long", () => {
    expect(dataReadUrl(["fleet"], { ratio: Number.NaN })).toBeNull();
    expect(dataReadUrl(["fleet"], { note: "x".repeat(MAX_DATA_GET_URL_LENGTH) })).toBeNull();
  });
});

describe("data rows", () => {
  it("are read with a GET of the data API, with the content headers, the access token and the trace id", async () => {
    const stopToken = provideAccessToken(async () => "token-1", [DATA_API]);
    const stopDiagnostics = installDiagnostics(createInFlightCounter());
    try {
      await expect(fetchDataRows(["fleet", "kpis"], { shift: "Night" }, options)).resolves.toEqual([{ tonnes: 120 }]);
    } finally {
      stopDiagnostics();
      stopToken();
    }
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      `${METASTORE}/api/web/v1/version`,
      `${DATA_API}/data/fleet/kpis?shift=%5CNight`,
    ]);
    const { init, headers } = lastCall();
    expect(init?.method ?? "GET").toBe("GET");
    expect(init?.body).toBeUndefined();
    expect(headers.get("Branch")).toBe("feature-x");
    expect(headers.get("BranchState")).toBe("clean");
    expect(headers.get("DataModelVersion")).toBe("0.0.2");
    expect(headers.get("Authorization")).toBe("Bearer token-1");
    expect(headers.get("x-trace-id")).toMatch(/\S/);
    // The browser's cache revalidates with the ETag; a conditional header set here would surface a 304.
    expect(headers.has("If-None-Match")).toBe(false);
  });

  it("of an endpoint that writes are posted to the content API, never read with a GET", async () => {
    const operation = { request_id: "r-1", kind: "create" };
    await fetchDataRows(["fleet", "scenarios"], { operation }, { ...options, writes: true });
    const { url, init, headers } = lastCall();
    expect(url).toBe(`${METASTORE}/api/web/v1/data-sources/data`);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ apiEndpoint: ["fleet", "scenarios"], parameters: { operation } });
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("Branch")).toBe("feature-x");
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/data/fleet/"))).toBe(false);
  });

  it("are posted when the encoded address would be longer than a GET may safely be", async () => {
    const note = "x".repeat(MAX_DATA_GET_URL_LENGTH);
    await fetchDataRows(["fleet", "kpis"], { note }, options);
    const { url, init } = lastCall();
    expect(url).toBe(`${METASTORE}/api/web/v1/data-sources/data`);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ apiEndpoint: ["fleet", "kpis"], parameters: { note } });
  });

  it("are still read with a GET up to the longest safe address", async () => {
    const base = `${DATA_API}/data/fleet/kpis?note=%5C`;
    const note = "x".repeat(MAX_DATA_GET_URL_LENGTH - base.length);
    await fetchDataRows(["fleet", "kpis"], { note }, options);
    const { url, init } = lastCall();
    expect(url).toHaveLength(MAX_DATA_GET_URL_LENGTH);
    expect(init?.method ?? "GET").toBe("GET");
  });
});

describe("a read of the first rows", () => {
  const answerWith = (headers: Record<string, string>) =>
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith("/api/web/v1/version")
        ? new Response(JSON.stringify({ metastore: "0.9.0", datamodel: "0.0.2" }))
        : new Response('[{"i":1},{"i":2}]', { headers }),
    );

  it("asks for them with _firstRows and marks the rows with the whole answer's count", async () => {
    answerWith({ [TOTAL_COUNT_HEADER]: "200000" });
    const rows = await fetchDataRows(["air", "flight-log"], { from: 3 }, { ...options, firstRows: 2 });
    expect(lastCall().url).toBe(`${DATA_API}/data/air/flight-log?from=3&${FIRST_ROWS_QUERY_FLAG}=2`);
    expect(rows).toEqual([{ i: 1 }, { i: 2 }]);
    expect(totalRowsOf(rows)).toBe(200_000);
  });

  it("counts the flag in the address's length: an address the flag takes past the limit goes as a POST", () => {
    const base = `${DATA_API}/data/air/flight-log?note=%5C`;
    const note = "x".repeat(MAX_DATA_GET_URL_LENGTH - base.length);
    expect(dataReadUrl(["air", "flight-log"], { note })).toHaveLength(MAX_DATA_GET_URL_LENGTH);
    expect(dataReadUrl(["air", "flight-log"], { note }, { firstRows: 100 })).toBeNull();
  });

  it("leaves rows unmarked when the answer names no count (they are the whole answer)", async () => {
    answerWith({});
    const rows = await fetchDataRows(["air", "flight-log"], {}, { ...options, firstRows: 100 });
    expect(lastCall().url).toBe(`${DATA_API}/data/air/flight-log?${FIRST_ROWS_QUERY_FLAG}=100`);
    expect(totalRowsOf(rows)).toBeUndefined();
  });

  it("sends firstRows in the body of a read that goes as a POST", async () => {
    answerWith({ [TOTAL_COUNT_HEADER]: "9" });
    const long = "x".repeat(MAX_DATA_GET_URL_LENGTH);
    const rows = await fetchDataRows(["air", "flight-log"], { long }, { ...options, firstRows: 2 });
    expect(lastCall().init?.method).toBe("POST");
    expect(JSON.parse(String(lastCall().init?.body))).toMatchObject({ firstRows: 2 });
    expect(totalRowsOf(rows)).toBe(9);
  });
});

describe("a read started ahead", () => {
  const dataReads = () => fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes("/data/"));
  let answered = 0;
  beforeEach(() => {
    answered = 0;
    fetchMock.mockImplementation(async (input) => {
      if (String(input).endsWith("/api/web/v1/version")) {
        return new Response(JSON.stringify({ metastore: "0.9.0", datamodel: "0.0.2" }));
      }
      answered += 1;
      return new Response(JSON.stringify([{ answer: answered }]), { headers: { [TOTAL_COUNT_HEADER]: "70" } });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("is what the same read then gets, without asking again, its whole answer's count included", async () => {
    startDataRowsRead(["fleet", "trucks"], { site: "North" }, { ...options, firstRows: 1 });
    const rows = await fetchDataRows(["fleet", "trucks"], { site: "North" }, { ...options, firstRows: 1 });
    expect(rows).toEqual([{ answer: 1 }]);
    expect(totalRowsOf(rows)).toBe(70);
    expect(dataReads()).toEqual([`${DATA_API}/data/fleet/trucks?site=%5CNorth&${FIRST_ROWS_QUERY_FLAG}=1`]);
  });

  it("is taken once: the next read asks for the current answer", async () => {
    startDataRowsRead(["fleet", "kpis"], {}, options);
    await expect(fetchDataRows(["fleet", "kpis"], {}, options)).resolves.toEqual([{ answer: 1 }]);
    await expect(fetchDataRows(["fleet", "kpis"], {}, options)).resolves.toEqual([{ answer: 2 }]);
    expect(dataReads()).toHaveLength(2);
  });

  it("is not taken by a read of other values, of another branch or of all rows", async () => {
    startDataRowsRead(["fleet", "kpis"], { shift: "Day" }, { ...options, firstRows: 5 });
    await fetchDataRows(["fleet", "kpis"], { shift: "Night" }, { ...options, firstRows: 5 });
    await fetchDataRows(["fleet", "kpis"], { shift: "Day" }, { ...options, branch: "main", firstRows: 5 });
    await fetchDataRows(["fleet", "kpis"], { shift: "Day" }, options);
    expect(dataReads()).toHaveLength(4);
  });

  it("that failed is asked for again by its reader", async () => {
    fetchMock.mockImplementationOnce(
      async () => new Response(JSON.stringify({ metastore: "0.9.0", datamodel: "0.0.2" })),
    );
    fetchMock.mockImplementationOnce(async () => new Response("down", { status: 503 }));
    startDataRowsRead(["fleet", "kpis"], {}, options);
    await expect(fetchDataRows(["fleet", "kpis"], {}, options)).resolves.toEqual([{ answer: 1 }]);
    expect(dataReads()).toHaveLength(2);
  });

  it(`is not taken once older than ${EARLY_ANSWER_MAX_AGE_MS / 1000} s`, async () => {
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    startDataRowsRead(["fleet", "kpis"], {}, options);
    now.mockReturnValue(1_000_000 + EARLY_ANSWER_MAX_AGE_MS + 1);
    await expect(fetchDataRows(["fleet", "kpis"], {}, options)).resolves.toEqual([{ answer: 2 }]);
    expect(dataReads()).toHaveLength(2);
  });

  it("is never started for an endpoint that writes or a read only a POST can make", () => {
    startDataRowsRead(["fleet", "log"], {}, { ...options, writes: true });
    startDataRowsRead(["fleet", "kpis"], { long: "x".repeat(MAX_DATA_GET_URL_LENGTH) }, options);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("a read started ahead that nobody takes", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`is let go after ${EARLY_ANSWER_MAX_AGE_MS / 1000} s, so a later read asks for the current answer`, async () => {
    startDataRowsRead(["fleet", "kpis"], {}, options);
    await vi.advanceTimersByTimeAsync(EARLY_ANSWER_MAX_AGE_MS);
    await fetchDataRows(["fleet", "kpis"], {}, options);
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes("/data/"))).toHaveLength(2);
  });
});
