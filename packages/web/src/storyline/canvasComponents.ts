import { type CanvasComponents, componentRegistry, toTemplateComponents } from "@storyframe/canvas";

/** The canvas registry as the template engine resolves tags: component name → validated component. */
export const canvasComponents: CanvasComponents = toTemplateComponents(componentRegistry);
