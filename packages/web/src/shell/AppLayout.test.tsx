import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { useAppStore } from "../app/store";
import { renderWithTheme } from "../test/renderWithTheme";
import { resetAppStore } from "../test/resetAppStore";
import { makeSession } from "../test/sessionFixture";
import { AppLayout } from "./AppLayout";

function BrokenPage(): never {
  throw new RangeError("Invalid time value");
}

// The real pages are covered on their own; here the layout gets one healthy and one broken page.
vi.mock("../app/router", () => ({
  AppRoutes: () => (
    <Routes>
      <Route path="/" element={<Link to="/broken">Open broken page</Link>} />
      <Route path="/broken" element={<BrokenPage />} />
    </Routes>
  ),
}));

describe("AppLayout", () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    // React logs the error the page boundary catches; that failure is the point of the test.
    consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  });

  afterEach(() => {
    consoleError.mockRestore();
    resetAppStore();
  });

  it("shows the tenant in the app bar and the routed page in the main area", () => {
    renderWithTheme(<AppLayout tenantName="Demo Analytics" logoUrl={null} />);

    expect(screen.getByRole("banner").textContent).toContain("Demo Analytics");
    expect(screen.getByRole("main").textContent).toContain("Open broken page");
  });

  it("shows the user's avatar in the app bar once the session has loaded", () => {
    useAppStore.setState({ session: makeSession({ name: "Grace Hopper" }) });

    renderWithTheme(<AppLayout tenantName="Demo Analytics" logoUrl={null} />);

    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("button", { name: "Grace Hopper" })).toBeTruthy();
    expect(within(banner).getByRole("img", { name: "Grace Hopper" }).textContent).toBe("GH");
  });

  it("shows a page error in place of a failing page and clears it on leaving", async () => {
    renderWithTheme(<AppLayout tenantName="Demo Analytics" logoUrl={null} />);

    await userEvent.click(screen.getByRole("link", { name: "Open broken page" }));

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("This page could not be displayed.");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(screen.getByRole("banner").textContent).toContain("Demo Analytics");
    expect(useAppStore.getState().errors.page?.type).toBe("Generic");

    await userEvent.click(screen.getByRole("link", { name: "Demo Analytics" }));

    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(screen.getByRole("link", { name: "Open broken page" })).toBeTruthy();
    expect(useAppStore.getState().errors.page).toBeNull();
  });
});
