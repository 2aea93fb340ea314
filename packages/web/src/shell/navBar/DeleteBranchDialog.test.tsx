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
import { stubFetchInEachTest } from "../../test/stubFetch";
import { DeleteBranchDialog } from "./DeleteBranchDialog";

const fetchMock = stubFetchInEachTest();

/** Answers the branch list with `names`, and each DELETE with `deleted`. */
function serve(names: string[], deleted: () => Response = () => new Response(null, { status: 204 })) {
  fetchMock.mockImplementation(async (_input, init) => {
    if (init?.method === "DELETE") return deleted();
    return new Response(JSON.stringify(names.map((name) => ({ name }))));
  });
}

function renderDialog(current: string, tenantBranch = "main") {
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <DeleteBranchDialog
          open
          current={current}
          tenantBranch={tenantBranch}
          onClose={onClose}
          onDeleted={onDeleted}
        />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { onClose, onDeleted, dialog: screen.getByRole("dialog", { name: "Delete branch" }) };
}

const deleteButton = () => screen.getByRole("button", { name: "Delete branch" });
const branchField = () => screen.findByRole("combobox", { name: "Branch" });
const optionsOf = (field: HTMLElement) =>
  within(field)
    .getAllByRole("option")
    .map((option) => option.textContent);

beforeEach(() => {
  useAppStore.setState({ settings: makeClientSettings({ domainName: "demo" }) });
});
afterEach(() => {
  resetAppStore();
});

describe("DeleteBranchDialog", () => {
  it("offers every branch but main and the tenant's own, the shown one first, and names it in the confirmation", async () => {
    serve(["feature-x", "hotfix", "main", "release"]);
    const { dialog } = renderDialog("hotfix", "release");
    const field = await branchField();
    expect(optionsOf(field)).toEqual(["feature-x", "hotfix"]);
    expect((field as HTMLSelectElement).value).toBe("hotfix");
    expect(dialog.textContent).toContain('Branch "hotfix" and all its content will be deleted. This cannot be undone.');
    expect(dialog.textContent).toContain("You are viewing it: the app goes back to release.");
  });

  it("never offers main, and says so when there is nothing else to delete", async () => {
    serve(["main"]);
    const { dialog } = renderDialog("main");
    expect(await within(dialog).findByText("There is no branch to delete: main cannot be deleted.")).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Branch" })).toBeNull();
    expect(deleteButton().hasAttribute("disabled")).toBe(true);
  });

  it("deletes the branch chosen after the confirmation, and is told which", async () => {
    serve(["feature-x", "hotfix", "main"]);
    const { onDeleted, dialog } = renderDialog("main");
    const field = await branchField();
    expect((field as HTMLSelectElement).value).toBe("feature-x");
    await userEvent.selectOptions(field, "hotfix");
    expect(dialog.textContent).toContain('Branch "hotfix" and all its content will be deleted.');
    expect(dialog.textContent).not.toContain("You are viewing it");

    await userEvent.click(deleteButton());
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledWith("hotfix"));
    const deletion = fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE");
    expect(String(deletion?.[0])).toBe("https://demo.storyframe.test/api/branches/demo/hotfix");
  });

  it("shows the server's refusal in the dialog and deletes nothing", async () => {
    serve(
      ["feature-x", "main"],
      () =>
        new Response(
          JSON.stringify({ message: "Bad Request", errors: { name: ["The main branch cannot be deleted."] } }),
          { status: 400 },
        ),
    );
    const { onDeleted } = renderDialog("feature-x");
    await branchField();
    await userEvent.click(deleteButton());
    expect((await screen.findByRole("alert")).textContent).toBe("The main branch cannot be deleted.");
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it("shows that the branches are loading, then 'Failed to load branches.' with a way to try again", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const { dialog } = renderDialog("main");
    expect(within(dialog).getByText("Loading branches…")).toBeTruthy();
    expect(deleteButton().hasAttribute("disabled")).toBe(true);

    answer(new Response(JSON.stringify({ message: "No access." }), { status: 403 }));
    const failure = await within(dialog).findByRole("alert");
    expect(failure.textContent).toContain("Failed to load branches.");

    serve(["feature-x", "main"]);
    await userEvent.click(within(failure).getByRole("button", { name: "Try again" }));
    expect(optionsOf(await branchField())).toEqual(["feature-x"]);
  });

  it("is left with Escape without deleting anything", async () => {
    serve(["feature-x", "main"]);
    const { onClose } = renderDialog("feature-x");
    await branchField();
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
  });
});
