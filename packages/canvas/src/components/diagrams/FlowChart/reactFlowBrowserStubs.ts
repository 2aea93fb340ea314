type Size = { width: number; height: number };

/** The browser APIs React Flow measures with, as jsdom lacks or zeroes them (tests only). */
export type ReactFlowBrowserStubs = {
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
  class ResizeObserverStub {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      setTimeout(() =>
        this.callback([{ target } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver),
      );
    }
    unobserve() {}
    disconnect() {}
  }
  class DOMMatrixStub {
    m22 = 1;
  }
  // A node measures as its own CSS size when it has one (a fitted group), else as `nodeSize`.
  const sizeOf = (element: HTMLElement, axis: keyof Size, otherElements: number) =>
    element.classList.contains("react-flow__node")
      ? Number.parseFloat(element.style[axis]) || nodeSize[axis]
      : otherElements;

  const globals = globalThis as Record<string, unknown>;
  const saved = { ResizeObserver: globals.ResizeObserver, DOMMatrixReadOnly: globals.DOMMatrixReadOnly };
  const prototype = HTMLElement.prototype;
  const savedWidth = Object.getOwnPropertyDescriptor(prototype, "offsetWidth");
  const savedHeight = Object.getOwnPropertyDescriptor(prototype, "offsetHeight");
  globals.ResizeObserver = ResizeObserverStub;
  globals.DOMMatrixReadOnly = DOMMatrixStub;
  Object.defineProperty(prototype, "offsetWidth", {
    configurable: true,
    get(this: HTMLElement) {
      return sizeOf(this, "width", 800);
    },
  });
  Object.defineProperty(prototype, "offsetHeight", {
    configurable: true,
    get(this: HTMLElement) {
      return sizeOf(this, "height", 400);
    },
  });
  return {
    setNodeSize: (size) => {
      nodeSize = size;
    },
    restore: () => {
      globals.ResizeObserver = saved.ResizeObserver;
      globals.DOMMatrixReadOnly = saved.DOMMatrixReadOnly;
      if (savedWidth) Object.defineProperty(prototype, "offsetWidth", savedWidth);
      if (savedHeight) Object.defineProperty(prototype, "offsetHeight", savedHeight);
    },
  };
}
