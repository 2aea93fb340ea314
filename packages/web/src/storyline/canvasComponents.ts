import { type CanvasComponents, componentRegistry } from "@storyframe/canvas";

/** The canvas registry as the template engine resolves tags: component name → component. */
export const canvasComponents: CanvasComponents = Object.fromEntries(
  componentRegistry.map((definition) => [definition.name, definition.component]),
);
