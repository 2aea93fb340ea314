import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../app/queryClient";
import { useAppStore } from "../../app/store";
import { theme } from "../../app/theme";
import { makeClientSettings } from "../../test/clientSettingsFixture";
import { resetAppStore } from "../../test/resetAppStore";
import { stubFetchInEachTest } from "../../test/stubFetch";
import { NewBranchDialog } from "./NewBranchDialog";

const fetchMock = stubFetchInEachTest();

function renderDialog(from = "release") {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={theme}>
        <NewBranchDialog open from={from} onClose={onClose} onCreated={onCreated} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { onClose, onCreated, name: screen.getByRole("textbox", { name: /Branch name/ }) };
}

const createButton = () => screen.getByRole("button", { name: "Create branch" });

beforeEach(() => {
  useAppStore.setState({ settings: makeClientSettings({ domainName: "demo" }) });
});
afterEach(() => {
  resetAppStore();
});

describe("NewBranchDialog", () => {
  it("says which branch the new one copies, and shows the form the name will be created as while it is typed", async () => {
    const { name } = renderDialog("release");
    expect(screen.getByRole("dialog", { name: "New branch" }).textContent).toContain('A copy of branch "release"');

    await userEvent.type(name, "Feature--X 2");
    expect(screen.getByText("Will be created as: feature-x2")).toBeTruthy();
  });

  it("shows the branch rule's message for a name that cannot be one, and sends nothing", async () => {
    const { name, onCreated } = renderDialog();
    await userEvent.type(name, "-oops");
    expect(screen.getByText("Branch name must begin and end with a letter or a digit.")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(createButton().hasAttribute("disabled")).toBe(true);

    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste("a".repeat(64));
    expect(screen.getByText("Branch name must be at most 63 characters.")).toBeTruthy();

    await userEvent.clear(name);
    expect(screen.getByText("Branch name is required.")).toBeTruthy();
    await userEvent.type(name, "{Enter}");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("creates the normalised name as a copy of the current branch on Enter, and is told the name created", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ name: "featurex", domainName: "demo", createdFrom: "release" }), { status: 201 }),
    );
    const { name, onCreated } = renderDialog("release");
    await userEvent.type(name, "Feature X{Enter}");

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith("featurex"));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe("https://demo.storyframe.test/api/branches/demo/featurex");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ createdFrom: "release", createOnly: true });
  });

  it("shows that it is creating, and cannot be sent twice meanwhile", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { name, onCreated } = renderDialog();
    await userEvent.type(name, "draft");
    await userEvent.click(createButton());

    const busy = await screen.findByRole("button", { name: "Creating…" });
    expect(busy.hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Cancel" }).hasAttribute("disabled")).toBe(true);
    answer(new Response(JSON.stringify({ name: "draft" }), { status: 201 }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith("draft"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of a name already taken (409) in the dialog, and forgets it when the name changes", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: "Branch 'draft' already exists.", traceId: "t-1" }), { status: 409 }),
    );
    const { name, onCreated } = renderDialog();
    await userEvent.type(name, "Draft");
    await userEvent.click(createButton());

    expect((await screen.findByRole("alert")).textContent).toBe("Branch 'draft' already exists.");
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "New branch" })).toBeTruthy();
    // The focus is back on the name (the disabled button had lost it), so Escape and typing reach the dialog.
    expect(document.activeElement).toBe(name);

    await userEvent.type(name, "-2");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a field error of the server, such as the branch rule, rather than 'Bad Request'", async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ message: "Bad Request", errors: { createdFrom: ["Branch 'gone' does not exist."] } }),
        { status: 400 },
      ),
    );
    const { name } = renderDialog("gone");
    await userEvent.type(name, "copy{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("Branch 'gone' does not exist.");
  });

  it("is left with Escape or Cancel without creating anything", async () => {
    const { onClose } = renderDialog();
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
