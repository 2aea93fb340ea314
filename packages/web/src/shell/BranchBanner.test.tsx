import { ThemeProvider } from "@mui/material/styles";
import { TAGS } from "@storyframe/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getActiveBranch, setActiveBranch, useActiveBranchStore } from "../app/activeBranch";
import { branchStorageKey } from "../app/branchChoiceStorage";
import { createQueryClient } from "../app/queryClient";
import { useAppStore } from "../app/store";
import { theme } from "../app/theme";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { resetAppStore } from "../test/resetAppStore";
import { makeSession } from "../test/sessionFixture";
import { BranchBanner } from "./BranchBanner";
import { switchBranch } from "./navBar/branchSwitch";

const developer = makeSession({ userId: "u-dev", effectiveTags: [TAGS.developerTools] });

function renderBanner() {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <BranchBanner />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeEach(() => {
  useAppStore.setState({ settings: makeClientSettings(), session: developer });
});
afterEach(() => {
  resetAppStore();
  useActiveBranchStore.setState({ chosen: undefined });
  window.localStorage.clear();
});

describe("BranchBanner", () => {
  it("is not shown on the tenant's branch", () => {
    renderBanner();
    expect(screen.queryByText(/You are viewing branch/)).toBeNull();
  });

  it("says which branch is shown while it is not the tenant's, and goes back in one click", async () => {
    const queryClient = renderBanner();
    switchBranch("feature-x", "u-dev", queryClient);
    expect((await screen.findByRole("status")).textContent).toContain('You are viewing branch "feature-x".');

    await userEvent.click(screen.getByRole("button", { name: "Back to main" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(getActiveBranch()).toBe("main");
    expect(window.localStorage.getItem(branchStorageKey("u-dev"))).toBeNull();
  });

  it("goes back from the keyboard", async () => {
    setActiveBranch("feature-x");
    renderBanner();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Back to main" }));
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("names the tenant's own branch when it is not main, and shows main as another branch", () => {
    useAppStore.setState({ settings: makeClientSettings({ activeBranch: "release" }) });
    setActiveBranch("main");
    renderBanner();
    expect(screen.getByRole("status").textContent).toContain('You are viewing branch "main".');
    expect(screen.getByRole("button", { name: "Back to release" })).toBeTruthy();
  });
});
