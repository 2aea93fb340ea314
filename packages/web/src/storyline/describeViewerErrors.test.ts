import { describe, expect, it } from "vitest";
import { ApiError } from "../api/apiError";
import { describeDataSourceError, describeStorylineError } from "./describeViewerErrors";

const answer = (status: number | undefined, body?: unknown) =>
  new ApiError({ status, statusText: "", bodyText: JSON.stringify(body ?? {}), body });

describe("describeStorylineError", () => {
  it("uses the catalogue's texts", () => {
    expect(describeStorylineError(answer(404))).toMatchObject({ type: "NotFound", title: "Storyline not found." });
    expect(describeStorylineError(answer(429)).title).toBe("Rate limit exceeded.");
    expect(describeStorylineError(answer(undefined))).toMatchObject({
      type: "Connectivity",
      title: "Your browser cannot reach the Storyframe Data Server.",
    });
    expect(describeStorylineError(answer(500, { message: "boom", traceId: "t-1" }))).toEqual({
      type: "Generic",
      title: "Failed to load storyline from the Storyframe Data Server.",
      detail: "Please check that the URL is correct, then try again. (trace ID t-1)",
    });
  });

  it("explains a forbidden storyline in a sentence, and names the tags it needs to developers only", () => {
    const refusal = answer(403, { message: "You do not have permission for this storyline: it needs finance::read." });
    const forViewer = describeStorylineError(refusal, false);
    expect(forViewer).toEqual({
      type: "Generic",
      title: "You do not have access to this storyline.",
      detail: "Ask your administrator for access, or choose another storyline from the menu.",
    });
    expect(JSON.stringify(forViewer)).not.toContain("finance::read");
    const forDeveloper = describeStorylineError(refusal, true);
    expect(forDeveloper.title).toBe("You do not have access to this storyline.");
    expect(forDeveloper.detail).toBe(
      "Ask your administrator for access, or choose another storyline from the menu. " +
        "You do not have permission for this storyline: it needs finance::read.",
    );
  });

  it("tells developers, and only them, to check the local SDK and its tunnel when the data server is unreachable", () => {
    expect(describeStorylineError(answer(undefined), true).detail).toBe(
      "Please check that you are connected to the corporate network or VPN, then try again. " +
        "Check that your local Storyframe SDK is running and that its tunnel is open.",
    );
    expect(describeStorylineError(answer(undefined), false).detail).not.toContain("tunnel");
  });

  it("shows a storyline the server cannot serve now (503) as the data server out of reach, in the server's words", () => {
    const unavailable = answer(503, {
      message: "The database is not answering. Please try again in a moment.",
      traceId: "t-9",
    });
    expect(describeStorylineError(unavailable)).toEqual({
      type: "Connectivity",
      title: "Your browser cannot reach the Storyframe Data Server.",
      detail: "The database is not answering. Please try again in a moment. (trace ID t-9)",
    });
  });

  it("shows what went wrong in the page to developers only, and the address hint to everyone else", () => {
    const fault = new Error("The storyline received is not in the expected format: templates: Required");
    expect(describeStorylineError(fault, false)).toEqual({
      type: "Generic",
      title: "Failed to load storyline from the Storyframe Data Server.",
      detail: "Please check that the URL is correct, then try again.",
    });
    expect(describeStorylineError(fault, true).detail).toBe(fault.message);
  });
});

describe("describeDataSourceError", () => {
  it("says 'Datasource not found.' for a 404", () => {
    expect(describeDataSourceError(answer(404), "fleetKpis", false)).toMatchObject({
      message: "Datasource not found.",
      errorType: "NotFound",
      preventDuplicates: true,
      details: "Refresh the page and try again.",
    });
  });

  it("tells developers to check that the data source exists in the current branch", () => {
    expect(describeDataSourceError(answer(404), "fleetKpis", true).details).toBe(
      "Refresh the page and try again. Verify that the data source and its endpoint exist in the current branch. (fleetKpis)",
    );
  });

  it("tells developers, and only them, to check the local SDK and its tunnel when the data server is unreachable", () => {
    const unreachable = answer(undefined);
    expect(describeDataSourceError(unreachable, "fleetKpis", true).details).toBe(
      "Please check that you are connected to the corporate network or VPN, then try again. " +
        "Check that your local Storyframe SDK is running and that its tunnel is open.",
    );
    expect(describeDataSourceError(unreachable, "fleetKpis", false).details).toBe(
      "Please check that you are connected to the corporate network or VPN, then try again.",
    );
  });

  it("shows the details to developers and the filter hint to everyone else", () => {
    const failure = answer(502, { message: "Binder Error: column x", traceId: "abc" });
    expect(describeDataSourceError(failure, "fleetKpis", false)).toMatchObject({
      message: "Failed to fetch page data.",
      details: "Please check the filter values and try again.",
    });
    expect(describeDataSourceError(failure, "fleetKpis", true).details).toBe(
      "fleetKpis: 502 Binder Error: column x (trace ID abc)",
    );
  });

  it("shows a failure that is not the server's answer to developers only", () => {
    const fault = new TypeError("Do not know how to serialize a BigInt");
    expect(describeDataSourceError(fault, "fleetKpis", false)).toMatchObject({
      message: "Failed to fetch page data.",
      details: "Please check the filter values and try again.",
    });
    expect(describeDataSourceError(fault, "fleetKpis", true).details).toBe(
      "fleetKpis: TypeError: Do not know how to serialize a BigInt",
    );
  });

  it("shows a data source whose warehouse is down (503) as the data server out of reach, in the server's words", () => {
    const down = answer(503, {
      message: "The database behind this data source is not answering. Please try again in a moment.",
      traceId: "t-7",
    });
    for (const isDeveloper of [false, true]) {
      expect(describeDataSourceError(down, "fleetKpis", isDeveloper)).toMatchObject({
        errorType: "Connectivity",
        message: "Your browser cannot reach the Storyframe Data Server.",
        details: "The database behind this data source is not answering. Please try again in a moment. (trace ID t-7)",
      });
    }
    expect(describeDataSourceError(answer(503), "fleetKpis", false).details).toBe(
      "Please check that you are connected to the corporate network or VPN, then try again.",
    );
  });

  it("names the unreachable data server with the trace id when there is one", () => {
    expect(describeDataSourceError(answer(undefined), "a", false)).toMatchObject({
      message: "Your browser cannot reach the Storyframe Data Server.",
      errorType: "Connectivity",
    });
    expect(describeDataSourceError(answer(429), "a", false).message).toBe("Rate limit exceeded.");
  });
});
