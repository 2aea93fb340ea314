import { messages } from "@storyframe/core";
import { act, render, screen } from "@testing-library/react";
import { type ComponentType, lazy } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAppStore } from "../app/store";
import { reportRenderError } from "../diagnostics/installDiagnostics";
import { OnDemandPart } from "./OnDemandPart";

vi.mock("../diagnostics/installDiagnostics", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../diagnostics/installDiagnostics")>()),
  reportRenderError: vi.fn(),
}));

type Loaded = { default: ComponentType };

/** A lazy part whose code arrives (or fails) when the test says. */
function partOnCall() {
  let settle: { resolve: (module: Loaded) => void; reject: (error: unknown) => void } | undefined;
  const Part = lazy(
    () =>
      new Promise<Loaded>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    Part,
    arrive: () => settle?.resolve({ default: () => <p>The part</p> }),
    fail: () => settle?.reject(new TypeError("Failed to fetch dynamically imported module: /assets/part-1a2b.js")),
  };
}

const placeholder = (busy: boolean) => <p data-testid="placeholder" aria-busy={busy} />;

afterEach(() => {
  useAppStore.getState().setPageError(null);
  vi.mocked(reportRenderError).mockClear();
});

describe("OnDemandPart", () => {
  it("shows the busy placeholder while the code loads, then the part", async () => {
    const { Part, arrive } = partOnCall();
    render(
      <OnDemandPart placeholder={placeholder}>
        <Part />
      </OnDemandPart>,
    );
    expect(screen.getByTestId("placeholder").getAttribute("aria-busy")).toBe("true");
    await act(async () => arrive());
    expect(await screen.findByText("The part")).toBeTruthy();
    expect(screen.queryByTestId("placeholder")).toBeNull();
    expect(useAppStore.getState().errors.page).toBeNull();
    expect(reportRenderError).not.toHaveBeenCalled();
  });

  it("keeps the placeholder, no longer busy, says in the page's notice that the application cannot be reached, and reports the failure", async () => {
    const { Part, fail } = partOnCall();
    render(
      <div>
        <p>The page around it</p>
        <OnDemandPart placeholder={placeholder}>
          <Part />
        </OnDemandPart>
      </div>,
    );
    await act(async () => fail());
    expect(screen.getByTestId("placeholder").getAttribute("aria-busy")).toBe("false");
    expect(screen.getByText("The page around it")).toBeTruthy();
    expect(useAppStore.getState().errors.page).toMatchObject({
      type: "Connectivity",
      title: messages.webApplicationUnreachable,
    });
    expect(reportRenderError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining("dynamically imported module") }),
    );
  });

  it("shows nothing in the part's place without a placeholder", async () => {
    const { Part, fail } = partOnCall();
    const { container } = render(
      <OnDemandPart>
        <Part />
      </OnDemandPart>,
    );
    expect(container.innerHTML).toBe("");
    await act(async () => fail());
    expect(container.innerHTML).toBe("");
    expect(useAppStore.getState().errors.page?.title).toBe(messages.webApplicationUnreachable);
  });
});
