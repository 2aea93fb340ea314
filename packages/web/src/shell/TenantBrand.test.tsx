import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../test/renderWithTheme";
import { TenantBrand } from "./TenantBrand";

describe("TenantBrand", () => {
  it("shows the logo and the tenant name, linking home", () => {
    renderWithTheme(<TenantBrand tenantName="Demo Analytics" logoUrl="/tenant-assets/demo/logo.svg" />);

    const logo = screen.getByRole("img", { name: "Demo Analytics logo" });
    expect(logo.getAttribute("src")).toBe("/tenant-assets/demo/logo.svg");
    expect(screen.getByText("Demo Analytics")).toBeTruthy();
    expect(screen.getByRole("link").getAttribute("href")).toBe("/");
    expect(screen.queryByTestId("tenant-initial")).toBeNull();
  });

  it("shows the initial when the tenant has no logo", () => {
    renderWithTheme(<TenantBrand tenantName="acme insights" logoUrl={null} />);

    expect(screen.queryByRole("img", { name: "acme insights logo" })).toBeNull();
    expect(screen.getByTestId("tenant-initial").textContent).toBe("A");
  });

  it("falls back to the initial when the logo fails to load", () => {
    renderWithTheme(<TenantBrand tenantName="Demo Analytics" logoUrl="/tenant-assets/demo/missing.svg" />);

    fireEvent.error(screen.getByRole("img", { name: "Demo Analytics logo" }));

    expect(screen.queryByRole("img", { name: "Demo Analytics logo" })).toBeNull();
    expect(screen.getByTestId("tenant-initial").textContent).toBe("D");
    expect(screen.getByText("Demo Analytics")).toBeTruthy();
  });
});
