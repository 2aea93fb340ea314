import { decodeParameters } from "@storyframe/core";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debugDataFetch, debugTarget } from "../test/debugTargetFixture";
import { renderWithTheme } from "../test/renderWithTheme";
import { ParameterValuesTab } from "./ParameterValuesTab";

beforeEach(() => vi.stubGlobal("fetch", debugDataFetch));
afterEach(() => {
  vi.unstubAllGlobals();
  debugDataFetch.mockClear();
});

/** The `site` values `tonnes` was read with so far. */
const tonnesReads = () =>
  debugDataFetch.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === "/data/fleet/tonnes")
    .map((url) => decodeParameters(url.searchParams).site);

describe("ParameterValuesTab", () => {
  it("shows each parameter's value as JSON, those without a value as null", () => {
    const target = debugTarget();
    renderWithTheme(<ParameterValuesTab target={target} />);
    expect(screen.getByLabelText<HTMLTextAreaElement>("site").value).toBe('"North"');
    expect(screen.getByLabelText<HTMLTextAreaElement>("shift").value).toBe("null");
    target.session.controller.dispose();
  });

  it("refuses JSON that does not parse with 'Failed to parse JSON: ...' and applies nothing", () => {
    const target = debugTarget();
    renderWithTheme(<ParameterValuesTab target={target} />);
    fireEvent.change(screen.getByLabelText("site"), { target: { value: "South" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply Changes" }));
    expect(screen.getByText(/^Failed to parse JSON: /)).toBeTruthy();
    expect(target.session.controller.getSnapshot().parameters.site).toBe("North");
    target.session.controller.dispose();
  });

  it("applies an edited value the way a filter does, so the data sources using it refresh", async () => {
    const target = debugTarget();
    target.session.controller.start();
    await waitFor(() => expect(tonnesReads()).toEqual(["North"]));
    renderWithTheme(<ParameterValuesTab target={target} />);
    fireEvent.change(screen.getByLabelText("site"), { target: { value: '"South"' } });
    fireEvent.click(screen.getByRole("button", { name: "Apply Changes" }));
    expect(target.session.controller.getSnapshot().parameters.site).toBe("South");
    await waitFor(() => expect(tonnesReads()).toEqual(["North", "South"]));
    await waitFor(() =>
      expect(target.session.controller.getSnapshot().dataSources.tonnes?.data).toEqual([{ tonnes: 80 }]),
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>("site").value).toBe('"South"');
    target.session.controller.dispose();
  });

  it("shows a value changed in the viewer while it is not being edited", () => {
    const target = debugTarget();
    renderWithTheme(<ParameterValuesTab target={target} />);
    fireEvent.change(screen.getByLabelText("shift"), { target: { value: '"Night"' } });
    target.session.runtime.setParameter("site", "East");
    return waitFor(() => {
      expect(screen.getByLabelText<HTMLTextAreaElement>("site").value).toBe('"East"');
      expect(screen.getByLabelText<HTMLTextAreaElement>("shift").value).toBe('"Night"');
    });
  });
});
