import { screen } from "@testing-library/react";
import { Route, Routes, useLocation, useNavigationType } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useAppStore } from "../app/store";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { renderWithTheme } from "../test/renderWithTheme";
import { resetAppStore } from "../test/resetAppStore";
import { HomePage } from "./HomePage";

function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return <p data-testid="location">{`${navigationType} ${location.pathname}`}</p>;
}

function renderHome() {
  return renderWithTheme(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
  );
}

afterEach(resetAppStore);

describe("HomePage", () => {
  it("welcomes the user when the tenant has no default page", () => {
    useAppStore.setState({ settings: makeClientSettings({ defaultPageUrl: null }) });

    renderHome();

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Welcome");
    expect(screen.getByText("Demo Analytics")).toBeTruthy();
    expect(screen.getByText("Select a Storyline/Canvas from the left menu to continue.")).toBeTruthy();
    expect(screen.queryByTestId("location")).toBeNull();
  });

  it("replaces itself with the tenant's default page", () => {
    useAppStore.setState({ settings: makeClientSettings({ defaultPageUrl: "/storylines/sales-overview" }) });

    renderHome();

    expect(screen.getByTestId("location").textContent).toBe("REPLACE /storylines/sales-overview");
    expect(screen.queryByText("Welcome")).toBeNull();
  });

  it("stays put when the default page is the home page itself", () => {
    useAppStore.setState({ settings: makeClientSettings({ defaultPageUrl: "/" }) });

    renderHome();

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Welcome");
  });
});
