import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../test/renderWithTheme";
import { NotFoundPage } from "./NotFoundPage";

describe("NotFoundPage", () => {
  it("explains that the resource does not exist", () => {
    renderWithTheme(<NotFoundPage />, "/not-found");

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "We're sorry, but the requested resource does not exist.",
    );
    expect(screen.getByText("Please try a different link from the navigation menu.")).toBeTruthy();
    expect(screen.getByTestId("SearchOffIcon")).toBeTruthy();
  });

  it("leads back to the home page", async () => {
    renderWithTheme(
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
      "/storylines/missing",
    );

    const link = screen.getByRole("link", { name: "Back to Home" });
    expect(link.getAttribute("href")).toBe("/");
    await userEvent.click(link);

    expect(screen.getByText("Home page")).toBeTruthy();
  });
});
