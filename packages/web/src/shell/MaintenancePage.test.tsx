import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../test/renderWithTheme";
import { MaintenancePage } from "./MaintenancePage";

describe("MaintenancePage", () => {
  it("shows the standard texts when none are configured", () => {
    renderWithTheme(<MaintenancePage tenantName="Demo Analytics" logoUrl={null} title={null} body={null} />);

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "This site is currently undergoing maintenance.",
    );
    expect(screen.getByText("We apologize for the inconvenience - please try again later.")).toBeTruthy();
  });

  it("shows the configured title and body", () => {
    renderWithTheme(
      <MaintenancePage
        tenantName="Demo Analytics"
        logoUrl={null}
        title="Planned upgrade"
        body="Storylines are back at 14:00 CET."
      />,
    );

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Planned upgrade");
    expect(screen.getByText("Storylines are back at 14:00 CET.")).toBeTruthy();
    expect(screen.queryByText("This site is currently undergoing maintenance.")).toBeNull();
    expect(screen.queryByText("We apologize for the inconvenience - please try again later.")).toBeNull();
  });

  it("falls back per text: a configured body with the standard title", () => {
    renderWithTheme(<MaintenancePage tenantName="Demo Analytics" logoUrl={null} title="  " body="Back at noon." />);

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "This site is currently undergoing maintenance.",
    );
    expect(screen.getByText("Back at noon.")).toBeTruthy();
  });

  it("keeps the tenant branding", () => {
    renderWithTheme(
      <MaintenancePage tenantName="Demo Analytics" logoUrl="/tenant-assets/demo/logo.svg" title={null} body={null} />,
    );

    expect(screen.getByRole("img", { name: "Demo Analytics logo" }).getAttribute("src")).toBe(
      "/tenant-assets/demo/logo.svg",
    );
    expect(screen.getByText("Demo Analytics")).toBeTruthy();
    expect(screen.getByTestId("ConstructionIcon")).toBeTruthy();
  });
});
