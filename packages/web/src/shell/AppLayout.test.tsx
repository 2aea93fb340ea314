import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { setActiveBranch, useActiveBranchStore } from "../app/activeBranch";
import { createQueryClient } from "../app/queryClient";
import { useAppStore } from "../app/store";
import { theme } from "../app/theme";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { resetAppStore } from "../test/resetAppStore";
import { makeSession } from "../test/sessionFixture";
import { AppLayout } from "./AppLayout";
import { usePageHeader, usePageHeaderStore } from "./pageHeader";
import { useShellStore } from "./shellStore";

function BrokenPage(): never {
  throw new RangeError("Invalid time value");
}

function TitledPage() {
  usePageHeader({ title: "Busiest airports", actions: <button type="button">Export</button> });
  return <p>Airports</p>;
}

/** A page whose code the browser could not download, as Chromium reports it. */
function UnreachablePage(): never {
  throw new TypeError("Failed to fetch dynamically imported module: https://demo.storyframe.test/assets/Page-1a2b.js");
}

// The real pages are covered on their own; here the layout gets healthy, broken, unreachable and titled pages.
vi.mock("../app/router", () => ({
  AppRoutes: () => (
    <Routes>
      <Route path="/" element={<Link to="/broken">Open broken page</Link>} />
      <Route path="/broken" element={<BrokenPage />} />
      <Route path="/unreachable" element={<UnreachablePage />} />
      <Route path="/storylines/:id" element={<TitledPage />} />
    </Routes>
  ),
}));

const menu = [
  {
    name: "world",
    title: "World & Markets",
    description: "",
    displayOrder: 1,
    requiredTags: [],
    menuLocationId: 1,
    children: [
      {
        name: "air",
        title: "US air travel",
        description: "",
        displayOrder: 1,
        url: "/storylines/us-air-travel",
        requiredTags: [],
        menuLocationId: 1,
        children: [],
      },
      {
        name: "stocks",
        title: "Tech stocks",
        description: "",
        displayOrder: 2,
        url: "/storylines/tech-stocks",
        requiredTags: [],
        menuLocationId: 1,
        children: [],
      },
    ],
  },
];

const fetchMock = vi.fn<typeof fetch>();

function renderLayout(path = "/") {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <AppLayout tenantName="Demo Analytics" logoUrl={null} />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe("AppLayout", () => {
  let consoleError: MockInstance;

  beforeEach(() => {
    // React logs the error the page boundary catches; that failure is the point of one test.
    consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith("/api/web/v1/menu-items")) return new Response(JSON.stringify(menu));
      if (url.endsWith("/api/web/v1/version"))
        return new Response(JSON.stringify({ metastore: "0.9.0", datamodel: "0.0.2" }));
      return new Response(null, { status: 204 });
    });
    useAppStore.setState({ settings: makeClientSettings(), session: makeSession() });
  });

  afterEach(() => {
    consoleError.mockRestore();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    resetAppStore();
    usePageHeaderStore.setState({ header: null, owner: null });
    useShellStore.setState({ menuIsExpanded: true, pinChoice: null });
    useActiveBranchStore.setState({ chosen: undefined });
    window.localStorage.clear();
  });

  it("shows the tenant in the navigation bar and the routed page in the main area", () => {
    renderLayout();
    expect(screen.getByRole("banner").textContent).toContain("Demo Analytics");
    expect(screen.getByRole("main").textContent).toContain("Open broken page");
  });

  it("shows the user's avatar in the navigation bar once the session has loaded", () => {
    useAppStore.setState({ session: makeSession({ name: "Grace Hopper" }) });
    renderLayout();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("button", { name: "Account menu for Grace Hopper" })).toBeTruthy();
    expect(within(banner).getByRole("img", { name: "Grace Hopper" }).textContent).toBe("GH");
  });

  it("shows a page error in place of a failing page and clears it on leaving", async () => {
    renderLayout();
    await userEvent.click(screen.getByRole("link", { name: "Open broken page" }));

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("This page could not be displayed.");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(useAppStore.getState().errors.page?.type).toBe("Generic");

    await userEvent.click(screen.getByRole("link", { name: "Demo Analytics" }));
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
    expect(useAppStore.getState().errors.page).toBeNull();
  });

  it("selects the current page's item, sets the breadcrumbs and shows the page's title and actions", async () => {
    // Pinned by the user: on a storyline page the menu otherwise waits, closed, to float over the frame.
    useShellStore.setState({ pinChoice: true });
    renderLayout("/storylines/tech-stocks");
    const item = await screen.findByRole("treeitem", { name: "Tech stocks" });
    expect(item.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("treeitem", { name: "World & Markets" }).getAttribute("aria-expanded")).toBe("true");

    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(crumbs.getByText("World & Markets")).toBeTruthy();
    await userEvent.click(crumbs.getByRole("button", { name: "Tech stocks" }));
    expect((await screen.findAllByRole("menuitem")).map((entry) => entry.textContent)).toEqual([
      "US air travel",
      "Tech stocks",
    ]);
    await userEvent.keyboard("{Escape}");

    const banner = within(screen.getByRole("banner"));
    expect(banner.getByText("Busiest airports")).toBeTruthy();
    expect(banner.getByRole("button", { name: "Export" })).toBeTruthy();
    expect(useShellStore.getState().breadcrumbStack.map((crumb) => crumb.title)).toEqual([
      "World & Markets",
      "Tech stocks",
    ]);
  });

  it("pins the menu beside the page, at its default width, while the user has not chosen otherwise", async () => {
    renderLayout("/");
    const menu = await screen.findByRole("navigation", { name: "Side menu" });
    expect(within(menu).getByRole("button", { name: "Unpin menu" })).toBeTruthy();
    expect(getComputedStyle(menu).width).toBe("400px");
  });

  it("on a storyline page opens the menu over the frame and closes it when the user acts on the page", async () => {
    renderLayout("/storylines/tech-stocks");
    expect(screen.queryByRole("navigation", { name: "Side menu" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = screen.getByRole("navigation", { name: "Side menu" });
    expect(within(menu).getByRole("button", { name: "Pin menu" }).getAttribute("aria-pressed")).toBe("false");
    // Nothing dims the frame: the user's click reaches it and closes the menu on its way.
    expect(screen.queryByTestId("side-menu-backdrop")).toBeNull();
    fireEvent.pointerDown(screen.getByRole("main"));
    expect(screen.queryByRole("navigation", { name: "Side menu" })).toBeNull();
  });

  it("keeps the menu pinned beside a storyline page once the user pinned it, and remembers it", async () => {
    renderLayout("/storylines/tech-stocks");
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    await userEvent.click(screen.getByRole("button", { name: "Pin menu" }));
    expect(window.localStorage.getItem("sidenav-pinned")).toBe("1");
    fireEvent.pointerDown(screen.getByRole("main"));
    const menu = screen.getByRole("navigation", { name: "Side menu" });
    expect(within(menu).getByRole("button", { name: "Unpin menu" })).toBeTruthy();
    expect(getComputedStyle(menu).width).toBe("400px");
  });

  it("sends the Branch header with the menu request", async () => {
    renderLayout();
    await screen.findByRole("treeitem", { name: "World & Markets" });
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith("/menu-items"));
    expect(new Headers(call?.[1]?.headers).get("Branch")).toBe("main");
  });

  it("shows 'Administration' only to users with users::read or roles::read", async () => {
    const { unmount } = renderLayout();
    await screen.findByRole("treeitem", { name: "World & Markets" });
    expect(screen.queryByRole("treeitem", { name: "Administration" })).toBeNull();
    unmount();

    useAppStore.setState({ session: makeSession({ effectiveTags: ["roles::read"] }) });
    renderLayout();
    const admin = await screen.findByRole("treeitem", { name: "Administration" });
    expect(admin.getAttribute("href")).toBe("/admin");
  });

  it("opens and closes the menu from the navigation bar and remembers it", async () => {
    renderLayout();
    await userEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("navigation", { name: "Side menu" })).toBeNull();
    expect(window.localStorage.getItem("menu-expanded")).toBe("0");
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("navigation", { name: "Side menu" })).toBeTruthy();
  });

  it("says the web application cannot be reached when a page's code cannot be downloaded", () => {
    renderLayout("/unreachable");
    const main = screen.getByRole("main");
    expect(
      within(main).getByRole("heading", { name: "Your browser cannot reach the Storyframe Web Application." }),
    ).toBeTruthy();
    expect(main.textContent).toContain("corporate network or VPN");
  });

  it.each([
    ["isExport=1", "/storylines/us-air-travel?isExport=1"],
    ["hideTitleBar=1", "/storylines/us-air-travel?hideTitleBar=1"],
  ])("shows the page without the navigation bar with %s", (_flag, path) => {
    renderLayout(path);
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.getByRole("main").textContent).toContain("Airports");
  });

  it.each(["hideMinimap=1", "hideCommentary=1"])("keeps the navigation bar with %s", (flag) => {
    renderLayout(`/storylines/us-air-travel?${flag}`);
    expect(screen.getByRole("banner")).toBeTruthy();
  });

  it("shows the pin button's tooltip after 200 ms of hover and keeps it 200 ms after the pointer leaves", () => {
    renderLayout();
    const pin = within(screen.getByRole("navigation", { name: "Side menu" })).getByRole("button", {
      name: "Unpin menu",
    });
    // Grow, the tooltip's transition, keeps a closing tooltip in the page at opacity 0 while it fades.
    const tooltipShown = () => {
      const tooltip = screen.queryByRole("tooltip");
      return tooltip !== null && (tooltip.firstElementChild as HTMLElement | null)?.style.opacity !== "0";
    };
    vi.useFakeTimers();
    try {
      fireEvent.mouseOver(pin);
      act(() => vi.advanceTimersByTime(199));
      expect(tooltipShown()).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole("tooltip").textContent).toBe("Unpin menu");
      act(() => vi.advanceTimersByTime(500));

      fireEvent.mouseLeave(pin);
      act(() => vi.advanceTimersByTime(199));
      expect(tooltipShown()).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(tooltipShown()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Failed to load menu items.' when the menu cannot be loaded", async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ message: "Nope" }), { status: 403 }));
    renderLayout();
    expect(
      await within(screen.getByRole("navigation", { name: "Side menu" })).findByText("Failed to load menu items."),
    ).toBeTruthy();
  });

  it("says below the navigation bar which branch is shown while it is not the tenant's, on every page", async () => {
    useAppStore.setState({ session: makeSession({ userId: "u-dev", effectiveTags: ["developer-tools::access"] }) });
    setActiveBranch("feature-x");
    renderLayout("/storylines/us-air-travel");
    const notice = await screen.findByRole("status");
    expect(notice.textContent).toContain('You are viewing branch "feature-x".');
    expect(screen.getByRole("banner").compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(within(notice).getByRole("button", { name: "Back to main" }));
    expect(screen.queryByText(/You are viewing branch/)).toBeNull();
  });
});
