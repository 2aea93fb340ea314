import { ThemeProvider } from "@mui/material/styles";
import { TAGS } from "@storyframe/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setActiveBranch, useActiveBranchStore } from "../../app/activeBranch";
import { branchStorageKey } from "../../app/branchChoiceStorage";
import { createQueryClient } from "../../app/queryClient";
import { useAppStore } from "../../app/store";
import { theme } from "../../app/theme";
import { makeClientSettings } from "../../test/clientSettingsFixture";
import { resetAppStore } from "../../test/resetAppStore";
import { makeSession } from "../../test/sessionFixture";
import { stubFetchInEachTest } from "../../test/stubFetch";
import { BranchSelector } from "./BranchSelector";
// The menu and the dialogs load lazily; loading them with the file keeps that time out of each test's.
import "./BranchMenu";
import "./DeleteBranchDialog";
import "./NewBranchDialog";

const fetchMock = stubFetchInEachTest();
const developer = makeSession({ userId: "u-dev", effectiveTags: [TAGS.developerTools] });

/** A branch store behind the stand-in for fetch: listed, created (PUT) and deleted (DELETE) by name. */
function serveBranches(initial: string[]) {
  const names = new Set(initial);
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const name = decodeURIComponent(url.pathname.split("/").pop() ?? "");
    if (init?.method === "PUT") {
      names.add(name);
      return new Response(JSON.stringify({ name, domainName: "demo" }), { status: 201 });
    }
    if (init?.method === "DELETE") {
      names.delete(name);
      return new Response(null, { status: 204 });
    }
    return new Response(JSON.stringify([...names].sort().map((branch) => ({ name: branch }))));
  });
}

function renderSelector() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <BranchSelector />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

async function openMenu(branch: string) {
  await userEvent.click(screen.getByRole("button", { name: `Branch: ${branch}` }));
  return screen.findByRole("menu");
}

beforeEach(() => {
  useAppStore.setState({ settings: makeClientSettings({ domainName: "demo" }), session: developer });
});
afterEach(() => {
  resetAppStore();
  useActiveBranchStore.setState({ chosen: undefined });
  window.localStorage.clear();
});

describe("BranchSelector", () => {
  it("creates a branch from the one shown, switches to it and lists it", async () => {
    serveBranches(["main"]);
    renderSelector();
    let menu = await openMenu("main");
    await userEvent.click(await within(menu).findByRole("menuitem", { name: "New branch…" }));
    const dialog = await screen.findByRole("dialog", { name: "New branch" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Branch name/ }), "Draft{Enter}");

    const selector = await screen.findByRole("button", { name: "Branch: draft" });
    expect(window.localStorage.getItem(branchStorageKey("u-dev"))).toBe("draft");
    await vi.waitFor(() => expect(document.activeElement).toBe(selector));
    menu = await openMenu("draft");
    expect(await within(menu).findByRole("menuitem", { name: "draft" })).toBeTruthy();
  });

  it("goes back to the tenant's branch after deleting the branch shown, and no longer lists it", async () => {
    serveBranches(["feature-x", "main"]);
    setActiveBranch("feature-x");
    renderSelector();
    let menu = await openMenu("feature-x");
    await userEvent.click(await within(menu).findByRole("menuitem", { name: "Delete branch…" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete branch" });
    expect(dialog.textContent).toContain('Branch "feature-x" and all its content will be deleted.');
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete branch" }));

    expect(await screen.findByRole("button", { name: "Branch: main" })).toBeTruthy();
    menu = await openMenu("main");
    await within(menu).findByRole("menuitem", { name: "main" });
    expect(within(menu).queryByRole("menuitem", { name: "feature-x" })).toBeNull();
  });

  it("stays on the branch shown after deleting another one", async () => {
    serveBranches(["feature-x", "hotfix", "main"]);
    setActiveBranch("feature-x");
    renderSelector();
    const menu = await openMenu("feature-x");
    await userEvent.click(await within(menu).findByRole("menuitem", { name: "Delete branch…" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete branch" });
    await userEvent.selectOptions(await within(dialog).findByRole("combobox", { name: "Branch" }), "hotfix");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete branch" }));

    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Branch: feature-x" })).toBeTruthy();
  });
});
