import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The module afresh, with the store it reads: the opening frame's module is loaded anew by each test. */
async function fresh() {
  vi.resetModules();
  const { gate } = moduleLoaded;
  vi.doMock("../storyline/openingFramePreload", async () => {
    await gate;
    return opening;
  });
  const [preload, store] = await Promise.all([import("./openingFramePreload"), import("./store")]);
  return { ...preload, useAppStore: store.useAppStore };
}

const early = vi.hoisted(() => ({ asked: false, body: null as unknown }));
vi.mock("../boot/earlyAnswers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../boot/earlyAnswers")>()),
  earlyStorylineBody: () => (early.asked ? Promise.resolve(early.body) : null),
}));

const opening = vi.hoisted(() => ({ preloadOpeningFrame: vi.fn((..._args: unknown[]) => Promise.resolve()) }));
/** The opening frame's module, which loads once released. */
const moduleLoaded = { release: () => {}, gate: Promise.resolve() };

const storyline = { id: "ops", chapters: [] };
const settled = (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
};

beforeEach(() => {
  early.asked = true;
  early.body = storyline;
  opening.preloadOpeningFrame.mockClear();
  moduleLoaded.gate = new Promise((release) => {
    moduleLoaded.release = () => release();
  });
});
afterEach(() => vi.useRealTimers());

describe("the opening frame read ahead, before the app's first render", () => {
  it("does not hold the render on a page that asked for no storyline", async () => {
    const { preloadOpeningFrame } = await fresh();
    early.asked = false;
    await preloadOpeningFrame();
    moduleLoaded.release();
    await Promise.resolve();
    expect(opening.preloadOpeningFrame).not.toHaveBeenCalled();
  });

  it("holds the render until its module is loaded, which has then started on the storyline the page asked for", async () => {
    const { preloadOpeningFrame } = await fresh();
    const done = settled(preloadOpeningFrame());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done()).toBe(false);

    moduleLoaded.release();
    await vi.waitFor(() => expect(done()).toBe(true));
    expect(opening.preloadOpeningFrame).toHaveBeenCalledTimes(1);
    expect(opening.preloadOpeningFrame.mock.calls[0]?.[0]).toBe(storyline);
    expect(opening.preloadOpeningFrame.mock.calls[0]?.[1]).toBe(window.location.search);
  });

  it("reads the opening frame's data on the tenant's branch once the app holds the settings", async () => {
    const { preloadOpeningFrame, useAppStore } = await fresh();
    useAppStore.setState({ settings: null });
    moduleLoaded.release();
    await preloadOpeningFrame();
    await vi.waitFor(() => expect(opening.preloadOpeningFrame).toHaveBeenCalledTimes(1));
    const reads = opening.preloadOpeningFrame.mock.calls[0]?.[2] as Promise<unknown>;
    const readsKnown = settled(reads);
    await Promise.resolve();
    expect(readsKnown()).toBe(false);

    const settings = { activeBranch: "release", maxDatasourceRetryCount: 5 };
    useAppStore.setState({ settings: settings as ReturnType<typeof useAppStore.getState>["settings"] });
    await expect(reads).resolves.toEqual({ branch: "release", retries: 5 });
  });

  it("lets the app render after at most half a second when its module is slow to come", async () => {
    const { preloadOpeningFrame } = await fresh();
    vi.useFakeTimers();
    const done = settled(preloadOpeningFrame());
    await vi.advanceTimersByTimeAsync(499);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
    expect(opening.preloadOpeningFrame).not.toHaveBeenCalled();
  });

  it("starts nothing when the storyline's answer was not a storyline", async () => {
    const { preloadOpeningFrame } = await fresh();
    early.body = null;
    moduleLoaded.release();
    await preloadOpeningFrame();
    await Promise.resolve();
    expect(opening.preloadOpeningFrame).not.toHaveBeenCalled();
  });
});
