import type { ExportJob } from "@storyframe/core";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useMemo } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExportDialog } from "./ExportDialog";
import type { ExportApi } from "./exportApi";
import { useExportJob } from "./useExportJob";

const choices = { frameTitle: "Headline figures", pageFrames: 3, storylineFrames: 30 };

function job(overrides: Partial<ExportJob>): ExportJob {
  return {
    id: "8c1f4e3a-7a53-4b8e-9d55-1f0c0e8e2a11",
    storylineId: "fleet-operations",
    scope: "storyline",
    format: "pdf",
    state: "queued",
    framesDone: 0,
    framesTotal: 30,
    message: null,
    fileName: null,
    createdAt: "2026-11-26T10:00:00.000Z",
    finishedAt: null,
    ...overrides,
  };
}

function fakeApi(answers: ExportJob[]): ExportApi {
  const queue = [...answers];
  const next = async () => queue.shift() ?? answers[answers.length - 1] ?? job({});
  return {
    start: vi.fn(async () => job({ state: "queued" })),
    status: vi.fn(next),
    cancel: vi.fn(async () => job({ state: "running", framesDone: 4 })),
    download: vi.fn(async () => {}),
  };
}

function Harness({ api, available = true, onStart }: { api: ExportApi; available?: boolean; onStart?: () => void }) {
  const exporting = useExportJob(useMemo(() => api, [api]));
  return (
    <ExportDialog
      open
      available={available}
      choices={choices}
      exporting={exporting}
      onStart={(scope, format) => {
        onStart?.();
        void exporting.start({
          storylineId: "fleet-operations",
          scope,
          format,
          frameId: "a/b/c",
          parameters: {},
          viewport: { width: 1280, height: 800 },
        });
      }}
      onClose={() => {}}
    />
  );
}

const radio = (name: RegExp) => screen.getByRole<HTMLInputElement>("radio", { name });
const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the export dialog", { timeout: 20_000 }, () => {
  it("offers the frame, its page and the storyline, PNG only for the frame", async () => {
    const user = userEvent.setup();
    render(<Harness api={fakeApi([])} />);
    expect(radio(/Current frame.*Headline figures/).checked).toBe(true);
    expect(radio(/Current page.*3 frames/)).toBeTruthy();
    expect(radio(/Whole storyline.*30 frames/)).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: /PNG image/ }));
    expect(radio(/PNG image/).checked).toBe(true);

    await user.click(screen.getByRole("radio", { name: /Current page/ }));
    expect(radio(/PNG image/).disabled).toBe(true);
    expect(radio(/^PDF/).checked).toBe(true);
    expect(screen.getByText(/For a single frame only/)).toBeTruthy();
  });

  it("explains what to install when the server cannot export", () => {
    render(<Harness api={fakeApi([])} available={false} />);
    expect(
      screen.getByText(/install Chromium \(apt-get install chromium\) or set STORYFRAME_CHROMIUM_PATH/),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Export" })).toBeNull();
  });

  it("shows the progress with Cancel, then offers the file", async () => {
    const user = userEvent.setup();
    const api = fakeApi([
      job({ state: "running", framesDone: 12 }),
      job({ state: "done", framesDone: 30, fileName: "fleet-operations-2026-11-26.pdf" }),
    ]);
    render(<Harness api={api} />);
    await user.click(screen.getByRole("radio", { name: /Whole storyline/ }));
    await user.click(screen.getByRole("button", { name: "Export" }));
    expect(api.start).toHaveBeenCalledWith(expect.objectContaining({ scope: "storyline", format: "pdf" }));
    expect(await screen.findByText("Rendering your PDF…")).toBeTruthy();
    expect(button("Cancel export").disabled).toBe(false);
    expect(await screen.findByText("12 of 30 frames rendered", {}, { timeout: 5000 })).toBeTruthy();
    const download = await screen.findByRole("button", { name: "Download PDF" }, { timeout: 5000 });
    expect(screen.getByText("Your PDF is ready: fleet-operations-2026-11-26.pdf")).toBeTruthy();
    await user.click(download);
    expect(api.download).toHaveBeenCalledWith(expect.objectContaining({ state: "done" }));
  });

  it("cancels the export and says so once it stopped", async () => {
    const user = userEvent.setup();
    const api = fakeApi([job({ state: "cancelled", framesDone: 4, message: "The export was cancelled." })]);
    render(<Harness api={api} />);
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(await screen.findByRole("button", { name: "Cancel export" }));
    expect(api.cancel).toHaveBeenCalled();
    expect(await screen.findByText("The export was cancelled.", {}, { timeout: 5000 })).toBeTruthy();
  });

  it("names the frame that failed", async () => {
    const user = userEvent.setup();
    const message = "The frame 'Tonnes by site' could not be rendered: it did not finish loading in time.";
    render(<Harness api={fakeApi([job({ state: "failed", framesDone: 5, message })])} />);
    await user.click(screen.getByRole("button", { name: "Export" }));
    expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeTruthy();
    await user.click(button("New export"));
    await waitFor(() => expect(radio(/Current frame/).checked).toBe(true));
  });
});
