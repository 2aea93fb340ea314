/**
 * jsdom lays nothing out, has no ResizeObserver and no canvas (SVAR draws the chart's grid lines on one). This
 * installs stand-ins for them: a ResizeObserver that reports each observed element once, a canvas that draws
 * nothing, and element sizes of 1200 × 400, so SVAR renders every row and the visible part of the scale. Only browser APIs are replaced, never the component (tests
 * only). Returns the function that puts the originals back.
 */
export function installSvarBrowserStubs(): () => void {
  const size = { width: 1200, height: 400 };
  class ResizeObserverStub {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const entry = { target, contentRect: { ...size, top: 0, left: 0, right: size.width, bottom: size.height } };
      setTimeout(() => this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver));
    }
    unobserve() {}
    disconnect() {}
  }
  const drawingContext = new Proxy({}, { get: () => () => {}, set: () => true });
  const globals = globalThis as Record<string, unknown>;
  const savedObserver = globals.ResizeObserver;
  const canvas = HTMLCanvasElement.prototype;
  const savedCanvas = { getContext: canvas.getContext, toDataURL: canvas.toDataURL };
  const element = HTMLElement.prototype;
  const sizes = {
    offsetWidth: size.width,
    clientWidth: size.width,
    offsetHeight: size.height,
    clientHeight: size.height,
  };
  const savedSizes = Object.keys(sizes).map((name) => [name, Object.getOwnPropertyDescriptor(element, name)] as const);

  globals.ResizeObserver = ResizeObserverStub;
  canvas.getContext = (() => drawingContext) as unknown as typeof canvas.getContext;
  canvas.toDataURL = () => "data:,";
  for (const [name, value] of Object.entries(sizes))
    Object.defineProperty(element, name, { configurable: true, get: () => value });

  return () => {
    globals.ResizeObserver = savedObserver;
    canvas.getContext = savedCanvas.getContext;
    canvas.toDataURL = savedCanvas.toDataURL;
    for (const [name, descriptor] of savedSizes) if (descriptor) Object.defineProperty(element, name, descriptor);
  };
}
