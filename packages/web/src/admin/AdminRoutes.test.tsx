import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../app/queryClient";
import { useAppStore } from "../app/store";
import { theme } from "../app/theme";
import { useNotificationStore } from "../shell/notifications";
import { LocationProbe } from "../test/renderWithAuth";
import { resetAppStore } from "../test/resetAppStore";
import { makeSession } from "../test/sessionFixture";
import { AdminRoutes } from "./AdminRoutes";

const fetchMock = vi.fn<typeof fetch>();
const ALL = ["users", "roles", "groups"].flatMap((area) =>
  ["read", "create", "update", "delete"].map((action) => `${area}::${action}`),
);

const users = [
  {
    id: "u1",
    name: "Ada Admin",
    emailAddress: "admin@demo.test",
    roles: ["r1"],
    groups: [],
    userMetadata: [],
    explicitTags: { allowed: [], denied: [] },
    domainName: "demo",
    roleDetails: [{ id: "r1", name: "Administrator" }],
    groupDetails: [],
    status: "active",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  },
  {
    id: "u2",
    name: "Vera Viewer",
    emailAddress: "viewer@demo.test",
    roles: [],
    groups: [],
    userMetadata: [],
    explicitTags: { allowed: [], denied: [] },
    domainName: "demo",
    roleDetails: [],
    groupDetails: [],
    status: "invited",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  },
];

const roles = [
  {
    id: "r1",
    name: "Administrator",
    description: "Everything",
    isAssignable: true,
    explicitTags: { allowed: [], denied: [] },
    domainName: "demo",
  },
  {
    id: "r2",
    name: "Unused",
    description: "Nobody has it",
    isAssignable: true,
    explicitTags: { allowed: [], denied: [] },
    domainName: "demo",
  },
];

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

function renderAdmin(tags: string[], path = "/admin", userId = "someone-else") {
  useAppStore.setState({ session: makeSession({ effectiveTags: tags, userId }) });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/*" element={<AdminRoutes />} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const messagesShown = () => useNotificationStore.getState().notifications.map((n) => n.message);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith("/api/users/verbose")) return json(200, users, { "X-Total-Count": "2" });
    // Twelve users hold the role 'Administrator'; the first ten are answered.
    if (url === "/api/users?Role=r1&orderBy=name&limit=10") {
      const holders = Array.from({ length: 10 }, (_, index) => ({
        ...users[0],
        id: `h${index}`,
        name: `Holder ${index}`,
      }));
      return json(200, holders, { "X-Total-Count": "12" });
    }
    if (url.startsWith("/api/roles")) return json(200, roles, { "X-Total-Count": "2" });
    if (url.startsWith("/api/users?Role=r2")) return json(200, [], { "X-Total-Count": "0" });
    if (url === "/api/users/u2" && init?.method === "DELETE") return new Response(null, { status: 204 });
    if (url === "/api/users/u1" && init?.method === "DELETE") {
      return json(400, {
        message: "Bad Request",
        errors: { non_field_errors: ["You cannot delete your own account."] },
      });
    }
    return json(404, { message: `not mocked: ${url}` });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetAppStore();
  useNotificationStore.setState({ notifications: [] });
});

describe("the admin area", () => {
  it("is closed to users without any of the read tags", () => {
    renderAdmin(["developer-tools::access"]);
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("goes from /admin to the users list, sorted by name and paged on the server", async () => {
    renderAdmin(ALL);
    expect(await screen.findByRole("heading", { name: "Manage Users", level: 1 })).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/admin/users");
    const grid = screen.getByRole("table", { name: "User List" });
    expect(await within(grid).findByText("Ada Admin")).toBeTruthy();
    expect(within(grid).getByText("Administrator")).toBeTruthy();
    expect(within(grid).getByText("Invited")).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/users/verbose?orderBy=name&offset=0&limit=25");
    expect(screen.getByRole("button", { name: "Add User" })).toBeTruthy();
  });

  it("shows a reader the list without Add, Edit or Delete, and only the tabs they may read", async () => {
    renderAdmin(["users::read"]);
    const grid = await screen.findByRole("table", { name: "User List" });
    expect(await within(grid).findByText("Vera Viewer")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add User" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^(Edit|Delete) / })).toBeNull();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Users"]);
  });

  it("sends a user without users::read from /admin to the first list they may read", async () => {
    fetchMock.mockImplementation(async () => json(200, [], { "X-Total-Count": "0" }));
    renderAdmin(["roles::read"]);
    expect(await screen.findByRole("heading", { name: "Manage Roles", level: 1 })).toBeTruthy();
    expect(await screen.findByText("No roles yet.")).toBeTruthy();
  });

  it("refuses a list whose read tag is missing", () => {
    renderAdmin(["roles::read"], "/admin/users");
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeTruthy();
  });

  it("asks before deleting, then says 'User deleted successfully.'", async () => {
    const user = userEvent.setup();
    renderAdmin(ALL, "/admin/users");
    await user.click(await screen.findByRole("button", { name: "Delete Vera Viewer" }));
    const dialog = screen.getByRole("dialog", { name: "Delete User?" });
    expect(within(dialog).getByText("Are you sure you want to delete Vera Viewer?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(messagesShown()).toContain("User deleted successfully."));
  });

  it("does not offer administrators to delete their own account, and says why", async () => {
    renderAdmin(ALL, "/admin/users", "u1");
    const own = await screen.findByRole("button", { name: "Delete Ada Admin" });
    expect((own as HTMLButtonElement).disabled).toBe(true);
    expect(own.parentElement?.getAttribute("aria-label")).toBe("You cannot delete your own account.");
    const description = document.getElementById(own.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("You cannot delete your own account.");
    expect((screen.getByRole("button", { name: "Delete Vera Viewer" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("names how many users hold a role, and which, before it is deleted", async () => {
    const user = userEvent.setup();
    renderAdmin(ALL, "/admin/roles");
    await user.click(await screen.findByRole("button", { name: "Delete Administrator" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Role?" });
    expect(await within(dialog).findByText("12 users hold this role and will lose it:")).toBeTruthy();
    const holders = within(within(dialog).getByRole("list", { name: "Users who hold it" })).getAllByRole("listitem");
    expect(holders.map((item) => item.textContent)).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `Holder ${index}`),
      "and 2 more",
    ]);
  });

  it("deletes a role nobody holds with the plain question", async () => {
    const user = userEvent.setup();
    renderAdmin(ALL, "/admin/roles");
    await user.click(await screen.findByRole("button", { name: "Delete Unused" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Role?" });
    await waitFor(() =>
      expect((within(dialog).getByRole("button", { name: "Delete" }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(within(dialog).getByText("Are you sure you want to delete Unused?")).toBeTruthy();
    expect(within(dialog).queryByRole("list")).toBeNull();
  });

  it("says 'Unable to delete user.  Please try again.' when the delete fails", async () => {
    const user = userEvent.setup();
    renderAdmin(ALL, "/admin/users");
    await user.click(await screen.findByRole("button", { name: "Delete Ada Admin" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(messagesShown()).toContain("Unable to delete user.  Please try again."));
    expect(useNotificationStore.getState().notifications[0]?.details).toBe("You cannot delete your own account.");
  });
});
