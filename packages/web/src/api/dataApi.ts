import {
  asFirstRows,
  encodeParameters,
  FIRST_ROWS_QUERY_FLAG,
  ParameterEncodingError,
  type ParameterValue,
  TOTAL_COUNT_HEADER,
} from "@storyframe/core";
import { useAppStore } from "../app/store";
import { EARLY_ANSWER_MAX_AGE_MS } from "../boot/earlyAnswers";
import { fetchContent, fetchWithContentHeaders } from "./contentApi";

/**
 * The longest data API address sent as a GET; a longer one goes as the content API's POST instead. RFC 9110 §4.1
 * asks every sender and recipient to support URIs of at least 8,000 octets, and about 8 KB is where proxies and
 * gateways on the way commonly stop (nginx's default header buffer, for one), so an address up to it reaches the
 * server wherever it is deployed. The whole address is counted, origin included, which leaves room to spare.
 */
export const MAX_DATA_GET_URL_LENGTH = 8_000;

/** The dynamic data API of the tenant's client settings; the page's origin before settings load. */
function currentDynamicDataApiUrl(): string {
  return useAppStore.getState().settings?.dynamicDataApiUrl ?? window.location.origin;
}

/**
 * The address that reads an endpoint's rows from the dynamic data API (platform-shell §7):
 * `<dynamicDataApiUrl>/data/<apiEndpoint segments joined by '/'>?<parameters as query values>`, each value in the
 * parameter codec's plain form (dates as ISO, objects as JSON, strings after a `\`). Null when it cannot be a GET:
 * a value the query form cannot carry, or an address longer than {@link MAX_DATA_GET_URL_LENGTH}. `firstRows` adds
 * the `_firstRows` flag.
 */
export function dataReadUrl(
  apiEndpoint: readonly string[],
  parameters: Readonly<Record<string, unknown>>,
  {
    dynamicDataApiUrl = currentDynamicDataApiUrl(),
    firstRows,
  }: { dynamicDataApiUrl?: string; firstRows?: number } = {},
): string | null {
  let query: string;
  try {
    // The codec checks every value as it encodes it, and throws for any it cannot carry.
    const encoded = encodeParameters(parameters as Readonly<Record<string, ParameterValue | undefined>>);
    if (firstRows !== undefined) encoded.set(FIRST_ROWS_QUERY_FLAG, String(firstRows));
    query = encoded.toString();
  } catch (error) {
    if (error instanceof ParameterEncodingError) return null;
    throw error;
  }
  const path = apiEndpoint.map(encodeURIComponent).join("/");
  const url = `${dynamicDataApiUrl.replace(/\/+$/, "")}/data/${path}${query === "" ? "" : `?${query}`}`;
  return url.length <= MAX_DATA_GET_URL_LENGTH ? url : null;
}

type DataRowsOptions = {
  branch: string;
  /** Retries of a failed request: the tenant's maxDatasourceRetryCount. */
  retries: number;
  /** The endpoint writes (the storyline marks its data source), so it is only ever called with POST. */
  writes?: boolean;
  /**
   * Only the first this many rows. When the answer has more, the rows carry its whole count (`totalRowsOf`), which
   * the server sends in X-Total-Count.
   */
  firstRows?: number;
};

/** What a read answered: its rows and, when the server named it, the whole answer's count (X-Total-Count). */
type ReadAnswer = { rows: unknown; totalRows: number | undefined };

function readRows(
  apiEndpoint: readonly string[],
  parameters: Readonly<Record<string, unknown>>,
  url: string | null,
  { branch, retries, firstRows }: DataRowsOptions,
): Promise<ReadAnswer> {
  const answer: ReadAnswer = { rows: undefined, totalRows: undefined };
  const onHeaders = (headers: Headers) => {
    const total = headers.get(TOTAL_COUNT_HEADER);
    if (total !== null && /^\d+$/.test(total)) answer.totalRows = Number(total);
  };
  const rows =
    url !== null
      ? fetchWithContentHeaders(url, { branch, timeout: true, retries, onHeaders })
      : fetchContent("data-sources/data", {
          branch,
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ apiEndpoint, parameters, ...(firstRows === undefined ? {} : { firstRows }) }),
          timeout: true,
          retries,
          onHeaders,
        });
  return rows.then((value) => Object.assign(answer, { rows: value }));
}

type EarlyRead = { answer: Promise<ReadAnswer>; startedAt: number };

/** Reads started ahead of their reader (`startDataRowsRead`), by branch and address. */
const earlyReads = new Map<string, EarlyRead>();

const earlyReadKey = (branch: string, url: string) => `${branch}\n${url}`;

/**
 * Starts a GET read now, for the `fetchDataRows` call that will ask for exactly the same (branch, address and
 * first rows) to take instead of asking again: the opening frame's data, asked for while the app still renders its
 * way to the viewer. Taken once, and only within {@link EARLY_ANSWER_MAX_AGE_MS}, as the boot script's answers are;
 * a read that fails is asked for again by its reader. Reads that only a POST can make are not started ahead.
 */
export function startDataRowsRead(
  apiEndpoint: readonly string[],
  parameters: Readonly<Record<string, unknown>>,
  options: DataRowsOptions,
): void {
  if (options.writes === true) return;
  const url = dataReadUrl(apiEndpoint, parameters, { firstRows: options.firstRows });
  if (url === null) return;
  const key = earlyReadKey(options.branch, url);
  if (earlyReads.has(key)) return;
  const answer = readRows(apiEndpoint, parameters, url, options);
  // Its reader sees a failure by asking again; a read nobody takes must not report one.
  answer.catch(() => {});
  const kept = { answer, startedAt: Date.now() };
  earlyReads.set(key, kept);
  // A read nobody took (the viewer opened with other values) is let go, rows and all.
  setTimeout(() => {
    if (earlyReads.get(key) === kept) earlyReads.delete(key);
  }, EARLY_ANSWER_MAX_AGE_MS);
}

function takeEarlyRead(branch: string, url: string): Promise<ReadAnswer> | null {
  const key = earlyReadKey(branch, url);
  const kept = earlyReads.get(key);
  if (kept === undefined) return null;
  earlyReads.delete(key);
  return Date.now() - kept.startedAt <= EARLY_ANSWER_MAX_AGE_MS ? kept.answer : null;
}

/**
 * Rows of a data endpoint, with the content API's headers (Branch, BranchState, data-model, trace id) and the
 * user's access token. Reads are a GET of the dynamic data API ({@link dataReadUrl}); an endpoint that writes, or a
 * read that cannot be a GET, is `POST api/web/v1/data-sources/data` with the values as JSON. A GET read started
 * ahead for the same branch and address ({@link startDataRowsRead}) is taken instead of asking again.
 *
 * The GET answers carry an ETag with `Cache-Control: private, no-cache`: the browser keeps them and revalidates
 * with If-None-Match itself, handing a 304 back as the kept 200. No conditional header is set here, since `fetchJson`
 * would see a 304 to one as a failure.
 */
export async function fetchDataRows(
  apiEndpoint: readonly string[],
  parameters: Readonly<Record<string, unknown>>,
  options: DataRowsOptions,
): Promise<unknown> {
  const { branch, writes = false, firstRows } = options;
  const url = writes ? null : dataReadUrl(apiEndpoint, parameters, { firstRows });
  const early = url === null ? null : takeEarlyRead(branch, url);
  const answer =
    (early === null ? null : await early.catch(() => null)) ?? (await readRows(apiEndpoint, parameters, url, options));
  return firstRows !== undefined && answer.totalRows !== undefined && Array.isArray(answer.rows)
    ? asFirstRows(answer.rows, answer.totalRows)
    : answer.rows;
}
