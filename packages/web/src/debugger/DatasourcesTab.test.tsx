import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debugDataFetch, debugTarget } from "../test/debugTargetFixture";
import { renderWithTheme } from "../test/renderWithTheme";
import { DatasourcesTab } from "./DatasourcesTab";

beforeEach(() => vi.stubGlobal("fetch", debugDataFetch));
afterEach(() => {
  vi.unstubAllGlobals();
  debugDataFetch.mockClear();
});

describe("DatasourcesTab", () => {
  it("lists each data source with its API path, current value and parameters, optional ones marked", async () => {
    const target = debugTarget();
    target.session.controller.start();
    renderWithTheme(<DatasourcesTab target={target} />);
    const columns = screen.getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(columns).toEqual(["Name", "API Path", "Current Value", "Parameters"]);
    const tonnes = screen.getByRole("row", { name: /^tonnes/ });
    expect(within(tonnes).getByText("fleet/tonnes")).toBeTruthy();
    expect(within(tonnes).getByText("site, shift*")).toBeTruthy();
    await waitFor(() => expect(within(tonnes).getByText('[{"tonnes":120}]')).toBeTruthy());
    const sites = screen.getByRole("row", { name: /^sites/ });
    expect(within(sites).getByText("No parameters.")).toBeTruthy();
    expect(screen.getByText("* optional parameter")).toBeTruthy();
    target.session.controller.dispose();
  });
});
