import { afterAll, beforeAll } from "vitest";

/**
 * jsdom lays nothing out, so a grid's viewport would measure 0 × 0 and show no rows: give viewports a size
 * (tests only). Call at the top of a test file.
 */
export function sizeGridViewportsForTests(width = 1000, height = 400): void {
  const saved = {
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight"),
    clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth"),
  };
  const isViewport = (element: HTMLElement) => element.classList.contains("sf-datagrid__viewport");
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, "clientHeight", {
      configurable: true,
      get(this: HTMLElement) {
        return isViewport(this) ? height : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, "clientWidth", {
      configurable: true,
      get(this: HTMLElement) {
        return isViewport(this) ? width : 0;
      },
    });
  });
  afterAll(() => {
    for (const [name, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  });
}
