import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../app/queryClient";
import { useAppStore } from "../../app/store";
import { theme } from "../../app/theme";
import { makeClientSettings } from "../../test/clientSettingsFixture";
import { resetAppStore } from "../../test/resetAppStore";
import { BranchMenu } from "./BranchMenu";

const fetchMock = vi.fn<typeof fetch>();

function renderMenu(tenantBranch = "main") {
  const anchor = document.createElement("button");
  document.body.append(anchor);
  const actions = { onNewBranch: vi.fn(), onDeleteBranch: vi.fn() };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <BranchMenu
          id="branches"
          anchor={anchor}
          current="main"
          tenantBranch={tenantBranch}
          onChoose={vi.fn()}
          onClose={vi.fn()}
          {...actions}
        />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return actions;
}

beforeEach(() => {
  useAppStore.setState({ settings: makeClientSettings() });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  resetAppStore();
});

describe("BranchMenu", () => {
  it("lists the branches with the current one checked", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify([{ name: "main" }, { name: "feature-x" }])));
    renderMenu();
    const menu = await screen.findByRole("menu");
    expect(await within(menu).findByRole("menuitem", { name: "feature-x" })).toBeTruthy();
    expect(within(menu).getByRole("menuitem", { name: "main" }).classList.contains("Mui-selected")).toBe(true);
  });

  it("says 'Failed to load branches.' when they cannot be read, and tries again when chosen", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: "No access." }), { status: 403 }));
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify([{ name: "main" }])));
    renderMenu();
    const menu = await screen.findByRole("menu");
    const failure = await within(menu).findByRole("menuitem", { name: /Failed to load branches\./ });
    expect(failure.textContent).toContain("Select to try again.");

    await userEvent.click(failure);
    expect(await within(menu).findByRole("menuitem", { name: "main" })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("offers a new branch, and deleting one once there is a branch other than main and the tenant's own", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify([{ name: "main" }, { name: "feature-x" }])));
    const actions = renderMenu();
    const menu = await screen.findByRole("menu");
    await within(menu).findByRole("menuitem", { name: "feature-x" });
    await userEvent.click(within(menu).getByRole("menuitem", { name: "New branch…" }));
    expect(actions.onNewBranch).toHaveBeenCalledTimes(1);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Delete branch…" }));
    expect(actions.onDeleteBranch).toHaveBeenCalledTimes(1);
  });

  it("offers no deletion when only main and the tenant's own branch exist", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify([{ name: "main" }, { name: "release" }])));
    renderMenu("release");
    const menu = await screen.findByRole("menu");
    await within(menu).findByRole("menuitem", { name: "release" });
    expect(within(menu).getByRole("menuitem", { name: "New branch…" })).toBeTruthy();
    expect(within(menu).queryByRole("menuitem", { name: "Delete branch…" })).toBeNull();
  });
});
