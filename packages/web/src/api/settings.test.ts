import { describe, expect, it } from "vitest";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { stubFetchInEachTest } from "../test/stubFetch";
import { ApiError } from "./apiError";
import { classifySettingsError, loadClientSettings, MalformedSettingsError } from "./settings";

describe("loadClientSettings", () => {
  const fetchMock = stubFetchInEachTest();

  it("fetches the client settings of the current host and validates them", async () => {
    const settings = makeClientSettings({ maintenanceMode: { title: null, body: "Back at noon." } });
    fetchMock.mockResolvedValue(new Response(JSON.stringify(settings), { status: 200 }));

    await expect(loadClientSettings()).resolves.toEqual(settings);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/settings/client");
  });

  it("rejects a malformed answer with an error classified as Generic", async () => {
    const { tenantName: _dropped, ...incomplete } = makeClientSettings();
    fetchMock.mockResolvedValue(new Response(JSON.stringify(incomplete), { status: 200 }));

    const error = await loadClientSettings().catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(MalformedSettingsError);
    expect(classifySettingsError(error)).toEqual({
      type: "Generic",
      title: "An error occurred while loading tenant settings from the Core API.",
      detail: "The tenant settings received from the Core API are not in the expected format.",
    });
  });
});

describe("classifySettingsError", () => {
  function apiError(status: number | undefined, body?: unknown, statusText = ""): ApiError {
    return new ApiError({
      status,
      statusText,
      body,
      bodyText: body === undefined ? "" : JSON.stringify(body),
    });
  }

  it("reports a failure without a status as a connectivity problem", () => {
    expect(classifySettingsError(apiError(undefined))).toEqual({
      type: "Connectivity",
      title: "unable to load tenant settings from the Core API",
      detail: "Please check that you are connected to the corporate network or VPN, then try again.",
    });
  });

  it("reports 404 as an unknown tenant", () => {
    expect(classifySettingsError(apiError(404, { message: "Tenant not found." }))).toEqual({
      type: "NotFound",
      title: "Tenant not found.",
      detail: "No tenant is configured for this domain.",
    });
  });

  it("reports 429 as the rate limit", () => {
    expect(classifySettingsError(apiError(429, { message: "Rate limit exceeded." }))).toEqual({
      type: "Generic",
      title: "Rate limit exceeded.",
      detail: "Too many requests were made in the last minute. Please wait a moment and try again.",
    });
  });

  it("reports any other status as a generic failure showing the response", () => {
    const error = apiError(503, { message: "Database unavailable.", traceId: "abc123" }, "Service Unavailable");

    expect(classifySettingsError(error)).toEqual({
      type: "Generic",
      title: "An error occurred while loading tenant settings from the Core API.",
      detail: "Response: 503 Service Unavailable — Database unavailable. (trace ID abc123)",
    });
  });

  it("shows just the status when the server sent no message", () => {
    expect(classifySettingsError(apiError(500))).toEqual({
      type: "Generic",
      title: "An error occurred while loading tenant settings from the Core API.",
      detail: "Response: 500",
    });
  });

  it("treats a timeout that outlived every retry as a generic failure with status 408", () => {
    expect(classifySettingsError(apiError(408, undefined, "Request Timeout")).detail).toBe(
      "Response: 408 Request Timeout",
    );
  });

  it("treats an unexpected exception as a generic failure", () => {
    expect(classifySettingsError("boom")).toEqual({
      type: "Generic",
      title: "An error occurred while loading tenant settings from the Core API.",
    });
  });
});
