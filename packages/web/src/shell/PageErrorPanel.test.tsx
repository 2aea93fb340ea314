import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithTheme } from "../test/renderWithTheme";
import { PageErrorPanel } from "./PageErrorPanel";

const notFound = { type: "NotFound", title: "Storyline not found.", detail: "Please check the address." } as const;

function renderAt(path: string, onReload = vi.fn()) {
  renderWithTheme(<PageErrorPanel error={notFound} onReload={onReload} />, path);
  return onReload;
}

describe("PageErrorPanel", () => {
  it("offers 'Back to Home' beside the retry on any page but the home page", () => {
    const onReload = renderAt("/storylines/nope");

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Storyline not found.");
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it("offers only the retry on the home page itself", () => {
    renderAt("/");

    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Back to Home" })).toBeNull();
  });
});
