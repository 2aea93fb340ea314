import { afterEach, beforeEach, vi } from "vitest";

type Size = { width: number; height: number };

/**
 * A ResizeObserver that reports each observed element once, on the next task: with `contentSize` as its
 * content rectangle when given, else with the target alone. Returns the function that puts the original back.
 */
function stubResizeObserver(contentSize?: Size): () => void {
  const contentRect = contentSize && {
    ...contentSize,
    top: 0,
    left: 0,
    right: contentSize.width,
    bottom: contentSize.height,
  };
  class ResizeObserverStub {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const entry = contentRect ? { target, contentRect } : { target };
      setTimeout(() => this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver));
    }
    unobserve() {}
    disconnect() {}
  }
  const globals = globalThis as Record<string, unknown>;
  const saved = globals.ResizeObserver;
  globals.ResizeObserver = ResizeObserverStub;
  return () => {
    globals.ResizeObserver = saved;
  };
}

type ElementSize = "offsetWidth" | "offsetHeight" | "clientWidth" | "clientHeight";

/** Makes every element measure as `sizes` says (jsdom lays nothing out). Returns the function that undoes it. */
function stubElementSizes(sizes: Partial<Record<ElementSize, (element: HTMLElement) => number>>): () => void {
  const prototype = HTMLElement.prototype;
  const saved = Object.keys(sizes).map((name) => [name, Object.getOwnPropertyDescriptor(prototype, name)] as const);
  for (const [name, measure] of Object.entries(sizes))
    Object.defineProperty(prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return measure(this);
      },
    });
  return () => {
    for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(prototype, name, descriptor);
  };
}

/** The browser APIs React Flow measures with, as jsdom lacks or zeroes them (tests only). */
type ReactFlowBrowserStubs = {
  /** Sets the size nodes measure as (a node with a CSS size of its own, a fitted group, measures as that). */
  readonly setNodeSize: (size: Size) => void;
  /** Puts the original APIs back. */
  readonly restore: () => void;
};

/**
 * jsdom lays nothing out and has no ResizeObserver or DOMMatrix. This installs stand-ins for them: a ResizeObserver
 * that reports each observed element once, a DOMMatrix at zoom 1, and element sizes (nodes 120 × 48 unless set,
 * every other element 800 × 400). Only browser APIs are replaced, never the component.
 */
export function installReactFlowBrowserStubs(): ReactFlowBrowserStubs {
  let nodeSize: Size = { width: 120, height: 48 };
  class DOMMatrixStub {
    m22 = 1;
  }
  // A node measures as its own CSS size when it has one (a fitted group), else as `nodeSize`.
  const sizeOf = (element: HTMLElement, axis: keyof Size, otherElements: number) =>
    element.classList.contains("react-flow__node")
      ? Number.parseFloat(element.style[axis]) || nodeSize[axis]
      : otherElements;

  const globals = globalThis as Record<string, unknown>;
  const savedMatrix = globals.DOMMatrixReadOnly;
  const restoreObserver = stubResizeObserver();
  globals.DOMMatrixReadOnly = DOMMatrixStub;
  const restoreSizes = stubElementSizes({
    offsetWidth: (element) => sizeOf(element, "width", 800),
    offsetHeight: (element) => sizeOf(element, "height", 400),
  });
  return {
    setNodeSize: (size) => {
      nodeSize = size;
    },
    restore: () => {
      restoreObserver();
      globals.DOMMatrixReadOnly = savedMatrix;
      restoreSizes();
    },
  };
}

/**
 * jsdom lays nothing out, has no ResizeObserver and no canvas (SVAR draws the chart's grid lines on one). This
 * installs stand-ins for them: a ResizeObserver that reports each observed element once, a canvas that draws
 * nothing, and element sizes of 1200 × 400, so SVAR renders every row and the visible part of the scale. Only
 * browser APIs are replaced, never the component (tests only). Returns the function that puts the originals back.
 */
export function installSvarBrowserStubs(): () => void {
  const size: Size = { width: 1200, height: 400 };
  const drawingContext = new Proxy({}, { get: () => () => {}, set: () => true });
  const canvas = HTMLCanvasElement.prototype;
  const savedCanvas = { getContext: canvas.getContext, toDataURL: canvas.toDataURL };

  const restoreObserver = stubResizeObserver(size);
  canvas.getContext = (() => drawingContext) as unknown as typeof canvas.getContext;
  canvas.toDataURL = () => "data:,";
  const restoreSizes = stubElementSizes({
    offsetWidth: () => size.width,
    clientWidth: () => size.width,
    offsetHeight: () => size.height,
    clientHeight: () => size.height,
  });

  return () => {
    restoreObserver();
    canvas.getContext = savedCanvas.getContext;
    canvas.toDataURL = savedCanvas.toDataURL;
    restoreSizes();
  };
}

/**
 * For the file it is called in: React Flow's stand-ins before each test, the originals back after it. Returns the
 * way to set the size nodes measure as, during a test.
 */
export function stubReactFlowBrowserInEachTest(): Pick<ReactFlowBrowserStubs, "setNodeSize"> {
  let stubs: ReactFlowBrowserStubs | undefined;
  beforeEach(() => {
    stubs = installReactFlowBrowserStubs();
  });
  afterEach(() => stubs?.restore());
  return { setNodeSize: (size) => stubs?.setNodeSize(size) };
}

/** For the file it is called in: SVAR's stand-ins before each test; after it, the originals and real timers back. */
export function stubSvarBrowserInEachTest(): void {
  let restore = () => {};
  beforeEach(() => {
    restore = installSvarBrowserStubs();
  });
  afterEach(() => {
    vi.useRealTimers();
    restore();
  });
}
