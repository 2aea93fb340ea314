import { ThemeProvider } from "@mui/material/styles";
import type { MenuItem } from "@storyframe/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../app/queryClient";
import { useAppStore } from "../app/store";
import { theme } from "../app/theme";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { menuItem } from "../test/menuItemFixture";
import { resetAppStore } from "../test/resetAppStore";
import { makeSession } from "../test/sessionFixture";
import { HomePage } from "./HomePage";
import { rememberStorylineOpened } from "./HomePageRecents";

const USER_ID = "7d2f4c1e-0b7a-4a55-9d1c-3f6a1b2c3d4e";

/** Two sections with three storylines, and a link that is not a storyline. */
const menu: MenuItem[] = [
  menuItem("operations", "Operations", {
    displayOrder: 1,
    icon: { type: "BuiltIn", content: "Engineering" },
    children: [
      menuItem("fleet", "Haul fleet operations", {
        url: "/storylines/fleet-operations",
        description: "Tonnes hauled, time use and shift performance.",
        icon: { type: "BuiltIn", content: "LocalShipping" },
      }),
    ],
  }),
  menuItem("world", "World & Markets", {
    displayOrder: 2,
    children: [
      menuItem("development", "World development", { displayOrder: 1, url: "/storylines/world-development" }),
      menuItem("stocks", "Tech stocks", { displayOrder: 2, url: "/storylines/tech-stocks" }),
      menuItem("handbook", "Handbook", { displayOrder: 3, url: "/handbook" }),
    ],
  }),
];

const fetchMock = vi.fn<typeof fetch>();

function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return <p data-testid="location">{`${navigationType} ${location.pathname}`}</p>;
}

function renderHome() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={["/"]}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const answerMenu = (items: MenuItem[]) =>
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith("/api/web/v1/menu-items")
      ? new Response(JSON.stringify(items), { headers: { "Content-Type": "application/json" } })
      : new Response("{}", { status: 404 }),
  );

const cardTitles = (section: HTMLElement) =>
  within(section)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  useAppStore.setState({ settings: makeClientSettings({ defaultPageUrl: null }), session: makeSession() });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetAppStore();
  window.localStorage.clear();
});

describe("HomePage", () => {
  it("welcomes the user with the spec's line", async () => {
    answerMenu(menu);
    renderHome();

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Welcome");
    expect(screen.getByText("Demo Analytics")).toBeTruthy();
    expect(screen.getByText("Select a Storyline/Canvas from the left menu to continue.")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Storylines", level: 2 })).toBeTruthy();
    expect(screen.queryByTestId("location")).toBeNull();
  });

  it("shows the storylines of the user's menu as cards with title, description and section, in menu order", async () => {
    answerMenu(menu);
    renderHome();

    const section = (await screen.findByRole("heading", { name: "Storylines" })).closest("section") as HTMLElement;
    expect(cardTitles(section)).toEqual(["Haul fleet operations", "World development", "Tech stocks"]);
    const fleet = within(section).getByRole("link", { name: /Haul fleet operations/ });
    expect(fleet.getAttribute("href")).toBe("/storylines/fleet-operations");
    expect(fleet.textContent).toContain("Tonnes hauled, time use and shift performance.");
    expect(fleet.textContent).toContain("Operations");
    expect(screen.queryByText("Handbook")).toBeNull();
  });

  it("puts the storylines the user opened lately first, the most recent first", async () => {
    rememberStorylineOpened(USER_ID, "world-development");
    rememberStorylineOpened(USER_ID, "tech-stocks");
    rememberStorylineOpened(USER_ID, "no-longer-in-the-menu");
    answerMenu(menu);
    renderHome();

    const recent = (await screen.findByRole("heading", { name: "Recently opened" })).closest("section") as HTMLElement;
    expect(cardTitles(recent)).toEqual(["Tech stocks", "World development"]);
    const more = screen.getByRole("heading", { name: "More storylines" }).closest("section") as HTMLElement;
    expect(cardTitles(more)).toEqual(["Haul fleet operations"]);
    const titles = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(titles[0]).toBe("Tech stocks");
  });

  it("keeps each user's recent storylines apart", async () => {
    rememberStorylineOpened("another-user", "tech-stocks");
    answerMenu(menu);
    renderHome();

    expect(await screen.findByRole("heading", { name: "Storylines" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Recently opened" })).toBeNull();
  });

  it("reaches each card with the keyboard and opens it with Enter", async () => {
    const user = userEvent.setup();
    answerMenu(menu);
    renderHome();
    await screen.findByRole("heading", { name: "Storylines" });

    await user.tab();
    expect(document.activeElement?.textContent).toContain("Haul fleet operations");
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("location").textContent).toBe("PUSH /storylines/fleet-operations");
  });

  it("shows that the storylines are loading", () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderHome();

    expect(screen.getByRole("status", { name: "Loading storylines" })).toBeTruthy();
  });

  it("says so when no storyline is open to the user", async () => {
    answerMenu([menuItem("links", "Links", { children: [menuItem("handbook", "Handbook", { url: "/handbook" })] })]);
    renderHome();

    expect(await screen.findByRole("heading", { name: "No storylines yet" })).toBeTruthy();
    expect(screen.getByText("No storyline is open to you yet. Ask your administrator for access.")).toBeTruthy();
  });

  it("says when the storylines cannot be loaded, and tries again on request", async () => {
    fetchMock.mockImplementation(async () => new Response("{}", { status: 404 }));
    renderHome();

    expect((await screen.findByRole("alert")).textContent).toContain("Failed to load menu items.");
    answerMenu(menu);
    await userEvent.setup().click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Storylines" })).toBeTruthy();
  });

  it("replaces itself with the tenant's default page", () => {
    useAppStore.setState({ settings: makeClientSettings({ defaultPageUrl: "/storylines/sales-overview" }) });
    renderHome();

    expect(screen.getByTestId("location").textContent).toBe("REPLACE /storylines/sales-overview");
    expect(screen.queryByText("Welcome")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("stays put when the default page is the home page itself", () => {
    answerMenu(menu);
    useAppStore.setState({ settings: makeClientSettings({ defaultPageUrl: "/" }) });
    renderHome();

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Welcome");
  });
});
