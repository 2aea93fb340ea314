import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAppStore } from "../../app/store";
import { makeClientSettings } from "../../test/clientSettingsFixture";
import { debugTarget } from "../../test/debugTargetFixture";
import { renderWithTheme } from "../../test/renderWithTheme";
import { resetAppStore } from "../../test/resetAppStore";
import { type DebugTarget, useDebuggerStore } from "../debuggerStore";
import { EditorLinkTab } from "./EditorLinkTab";
import { resetEditorLink } from "./editorLinkStore";
import { FakeLinkSocket } from "./fakeLinkSocket";

vi.mock("./componentDocumentation", () => ({ loadComponentDocumentation: async () => [] }));

let target: DebugTarget;

function renderTab() {
  return renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <EditorLinkTab target={target} />
    </QueryClientProvider>,
  );
}

const status = () => screen.getByTestId("editor-link-status").textContent;
const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });

beforeEach(() => {
  FakeLinkSocket.created = [];
  vi.stubGlobal("WebSocket", FakeLinkSocket);
  resetAppStore();
  useDebuggerStore.setState(useDebuggerStore.getInitialState(), true);
  target = debugTarget();
  useDebuggerStore.getState().setTarget(target);
});

afterEach(() => {
  resetEditorLink();
  target.session.controller.dispose();
  vi.unstubAllGlobals();
});

describe("EditorLinkTab", () => {
  it("connects to the configured address, shows OPEN, and then permits only disconnecting", async () => {
    const user = userEvent.setup();
    useAppStore.setState({
      settings: makeClientSettings({ editorLink: { url: "ws://localhost:4321", offered: true } }),
    });
    renderTab();
    expect(status()).toBe("CLOSED");
    expect(button("Disconnect").disabled).toBe(true);

    await user.click(screen.getByRole("button", { name: "Connect" }));
    act(() => FakeLinkSocket.latest().open());

    expect(FakeLinkSocket.latest().url).toBe("ws://localhost:4321");
    expect(status()).toBe("OPEN");
    expect(button("Connect").disabled).toBe(true);

    await user.click(screen.getByRole("button", { name: "Disconnect" }));
    expect(status()).toBe("CLOSED");
  });

  it("connects to ws://localhost:11223 when the settings name no address", async () => {
    const user = userEvent.setup();
    renderTab();

    await user.click(screen.getByRole("button", { name: "Connect" }));

    expect(FakeLinkSocket.latest().url).toBe("ws://localhost:11223");
  });

  it("shows ERROR when the editor cannot be reached", async () => {
    const user = userEvent.setup();
    renderTab();

    await user.click(screen.getByRole("button", { name: "Connect" }));
    act(() => FakeLinkSocket.latest().fail());

    expect(status()).toBe("ERROR");
    expect(screen.getByRole("alert").textContent).toMatch(/Is storyframe dev running\?/);
    expect(button("Disconnect").disabled).toBe(true);
  });

  it("sends the current frame's template with 'Send Template to VS Code'", async () => {
    const user = userEvent.setup();
    renderTab();
    expect(button("Send Template to VS Code").disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Connect" }));
    act(() => FakeLinkSocket.latest().open());

    await user.click(screen.getByRole("button", { name: "Send Template to VS Code" }));

    expect(
      FakeLinkSocket.latest()
        .messagesOf("LOAD_TEMPLATE")
        .map((message) => message.template.name),
    ).toEqual(["card"]);
    expect(screen.getByText("The current frame's template was sent.")).toBeTruthy();
  });

  it("is not offered on the documentation host, and says so", () => {
    useAppStore.setState({
      settings: makeClientSettings({ editorLink: { url: "ws://localhost:11223", offered: false } }),
    });
    renderTab();

    expect(screen.getByText(/The editor link is not offered on the documentation host/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Connect" })).toBeNull();
  });
});
