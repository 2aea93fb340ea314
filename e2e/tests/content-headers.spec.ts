import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { DEMO } from "../support/auth";
import { miniMap } from "../support/page";
import { sessionFor } from "../support/sessions";

/** What one request looked like when it reached the HTTP server side; `body` fills in as it arrives. */
type ReceivedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

/**
 * The headers are read where the server receives them, not in the browser: the browser reaches the app through
 * this forward proxy (an HTTP server on the loopback interface), which records each request as it arrives off the
 * wire and passes it on unchanged. Addresses, host names and origins stay those of the app, so sign-in, the
 * client settings and the SPA's API addresses are exactly what they are without the proxy. The app server itself
 * runs in another process started by the Playwright configuration, where a test cannot hook into it.
 */
async function startRecordingProxy(): Promise<{ url: string; received: ReceivedRequest[]; server: Server }> {
  const received: ReceivedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    // A forward proxy is sent the absolute address (`GET http://127.0.0.1:port/path`).
    const target = URL.canParse(incoming.url ?? "") ? new URL(incoming.url ?? "") : undefined;
    if (target?.protocol !== "http:") {
      outgoing.writeHead(400).end();
      return;
    }
    const call: ReceivedRequest = {
      method: incoming.method ?? "GET",
      path: target.pathname,
      headers: incoming.headers,
      body: "",
    };
    received.push(call);
    incoming.on("data", (chunk: Buffer) => {
      call.body += chunk.toString("utf8");
    });
    const { "proxy-connection": _proxyConnection, ...headers } = incoming.headers;
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: target.pathname + target.search,
        headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, server };
}

test("every content and data API call of the storyline page carries the Branch, BranchState, data-model and trace headers", async ({
  browser,
  baseURL,
  request: api,
}) => {
  const proxy = await startRecordingProxy();
  // `<-loopback>`: Chromium otherwise never sends requests for the loopback interface through a proxy.
  let accessToken = "";
  const context = await browser.newContext({
    proxy: { server: proxy.url, bypass: "<-loopback>" },
    storageState: await sessionFor(browser, DEMO.viewer),
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/storylines/fleet-operations`);
    await expect(page.getByTestId("frame-title")).toHaveText("Haul fleet at a glance");
    // On a storyline page the menu waits unpinned, over the page, until it is opened.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("treeitem").first()).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    // A filter change sends the data sources again, from a page that has settled.
    await miniMap(page).getByRole("button", { name: "Headline figures" }).click();
    await expect(page.locator(".sf-frame-stage .fleet-kpis__tile--main .fleet-kpis__value")).toHaveText(/\d/);
    await page.getByRole("combobox", { name: "Shift" }).click();
    await page.getByRole("option", { name: "Night shifts" }).click();
    await expect(page.locator(".sf-frame-stage .fleet-kpis__period")).toContainText("Night shifts only");
    accessToken = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.startsWith("oidc.user:"));
      return key
        ? ((JSON.parse(localStorage.getItem(key) ?? "{}") as { access_token?: string }).access_token ?? "")
        : "";
    });
  } finally {
    await context.close();
    await new Promise((resolve) => proxy.server.close(resolve));
  }

  const version = await api.get("/api/web/v1/version", { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(version.status()).toBe(200);
  const { datamodel } = (await version.json()) as { datamodel: string };
  const contentCalls = proxy.received.filter((call) => call.path.startsWith("/api/web/v1/"));
  const called = contentCalls.map((call) => `${call.method} ${call.path}`);
  expect(called).toContain("GET /api/web/v1/version");
  expect(called).toContain("GET /api/web/v1/menu-items");
  expect(called).toContain("GET /api/web/v1/storylines/fleet-operations");
  // Data sources are read from the dynamic data API; only those the storyline marks as writing are posted.
  const storyline = await api.get("/api/web/v1/storylines/fleet-operations", {
    headers: { Authorization: `Bearer ${accessToken}`, Branch: "main" },
  });
  const { dataSources } = (await storyline.json()) as { dataSources: { apiEndpoint: string[]; writes?: boolean }[] };
  const writing = dataSources.filter((dataSource) => dataSource.writes).map(({ apiEndpoint }) => apiEndpoint.join("/"));
  expect(writing.length).toBeGreaterThan(0);
  const posted = contentCalls.filter((call) => call.path === "/api/web/v1/data-sources/data");
  for (const call of posted) {
    const { apiEndpoint } = JSON.parse(call.body) as { apiEndpoint: string[] };
    expect(writing, `POST of ${apiEndpoint.join("/")}`).toContain(apiEndpoint.join("/"));
  }
  const dataCalls = proxy.received.filter((call) => call.path.startsWith("/data/"));
  expect(dataCalls.length).toBeGreaterThan(1);
  expect(dataCalls.every((call) => !writing.includes(call.path.slice("/data/".length)))).toBe(true);

  for (const call of dataCalls) {
    const described = `${call.method} ${call.path}`;
    expect(call.method, described).toBe("GET");
    expect(call.headers.authorization, described).toBe(`Bearer ${accessToken}`);
    expect(call.headers["x-trace-id"], described).toMatch(/\S/);
    expect(call.headers.branch, described).toBe("main");
    expect(call.headers.branchstate, described).toBe("clean");
    expect(call.headers.datamodelversion, described).toBe(datamodel);
  }

  for (const call of contentCalls) {
    const described = `${call.method} ${call.path}`;
    expect(call.headers.branch, described).toBe("main");
    expect(call.headers.branchstate, described).toBe("clean");
    expect(call.headers.datamodelversion, described).toMatch(/^\d+(\.\d+)*$/);
    if (call.path === "/api/web/v1/version") continue;
    // Every call after it goes out once `GET version` has told the client what the metastore reads: its data
    // model, and (from metastore 0.8.4) the trace id. `GET version` itself cannot know that yet.
    expect(call.headers.datamodelversion, described).toBe(datamodel);
    expect(call.headers["x-trace-id"], described).toMatch(/\S/);
  }
});
