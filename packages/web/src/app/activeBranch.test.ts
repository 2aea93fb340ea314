import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { switchBranch } from "../shell/navBar/branchSwitch";
import { makeClientSettings } from "../test/clientSettingsFixture";
import { resetAppStore } from "../test/resetAppStore";
import { makeSession } from "../test/sessionFixture";
import { getActiveBranch, setActiveBranch, useActiveBranchStore } from "./activeBranch";
import { branchStorageKey, hasStoredBranchChoice } from "./branchChoiceStorage";
import { useAppStore } from "./store";

const developer = makeSession({ userId: "u-dev", effectiveTags: ["developer-tools::access"] });

afterEach(() => {
  resetAppStore();
  useActiveBranchStore.setState({ chosen: undefined });
  window.localStorage.clear();
});

describe("the active branch", () => {
  it("is the tenant's branch from the client settings, else main", () => {
    expect(getActiveBranch()).toBe("main");
    useAppStore.setState({ settings: makeClientSettings({ activeBranch: "release" }) });
    expect(getActiveBranch()).toBe("release");
  });

  it("is the branch a developer chose last time, kept per user", () => {
    window.localStorage.setItem(branchStorageKey("u-dev"), "feature-x");
    useAppStore.setState({ session: developer });
    expect(getActiveBranch()).toBe("feature-x");
    // Another user, or one who may no longer choose branches, does not get it.
    useAppStore.setState({ session: makeSession({ userId: "u-dev", effectiveTags: [] }) });
    expect(getActiveBranch()).toBe("main");
  });

  it("follows a switch in this visit, and goes back to the tenant's on an empty name", () => {
    setActiveBranch("feature-y");
    expect(getActiveBranch()).toBe("feature-y");
    setActiveBranch("");
    expect(getActiveBranch()).toBe("main");
  });

  it("tells, before anyone is known to be signed in, whether a user of this browser chose a branch", () => {
    window.localStorage.setItem("storyframe.menuWidth", "300");
    expect(hasStoredBranchChoice()).toBe(false);
    window.localStorage.setItem(branchStorageKey("u-dev"), "feature-x");
    expect(hasStoredBranchChoice()).toBe(true);
  });
});

describe("switchBranch", () => {
  it("clears the page error, remembers the branch per user and reloads the app's data", async () => {
    useAppStore.setState({ session: developer });
    useAppStore.getState().setPageError({ type: "Generic", title: "Storyline not found." });
    const client = new QueryClient();
    client.setQueryData(["menuItems", "main"], []);
    client.setQueryData(["session"], developer);
    client.setQueryData(["clientSettings"], makeClientSettings());

    switchBranch("feature-z", "u-dev", client);

    expect(useAppStore.getState().errors.page).toBeNull();
    expect(window.localStorage.getItem("storyframe.activeBranch.u-dev")).toBe("feature-z");
    expect(getActiveBranch()).toBe("feature-z");
    expect(client.getQueryState(["menuItems", "main"])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["session"])?.isInvalidated).toBe(false);
    expect(client.getQueryState(["clientSettings"])?.isInvalidated).toBe(false);
  });

  it("forgets the stored branch when the name is empty", () => {
    window.localStorage.setItem("storyframe.activeBranch.u-dev", "feature-z");
    switchBranch("", "u-dev", new QueryClient());
    expect(window.localStorage.getItem("storyframe.activeBranch.u-dev")).toBeNull();
    expect(getActiveBranch()).toBe("main");
  });
});
