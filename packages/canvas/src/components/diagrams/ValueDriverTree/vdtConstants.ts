/** The value-driver tree's constants (canvas-components §9) and its one message (§5). */

export const VDT_ROOT_MISSING_MESSAGE =
  '"root" property is empty/missing.  Please check the data source and template bindings.';

export const VDT_ZOOM_MIN = 0.1;
export const VDT_ZOOM_MAX = 8;
export const VDT_ZOOM_SLIDER_STEP = 0.1;
export const VDT_ZOOM_BUTTON_STEP = 0.25;
/** From this zoom on the tree draws its nodes in full; below it as titled blocks (simple mode). */
export const VDT_FULL_MODE_ZOOM = 0.8;
/** Nodes moving after an expand or collapse, and the zoom to fit that follows; the first draw is not animated. */
export const VDT_ANIMATION_MS = 750;
/** Zoom to fit leaves this share of the view to the tree. */
export const VDT_FIT_MARGIN = 0.95;
/** Added to the spacing between neighbouring nodes of different parents, as a share of the sibling distance. */
export const VDT_NEIGHBOUR_SPACING_FACTOR = 0.2;

/**
 * The two readings of the node size and spacing go with the two directions: a left-to-right tree (the default)
 * has 200 × 85 nodes, 20 px between siblings and 100 px between a parent and its children; a top-down tree has
 * 200 × 120 nodes and 40 px for both.
 */
export const vdtDirections = ["left-to-right", "top-down"] as const;
export type VdtDirection = (typeof vdtDirections)[number];

export type VdtSpacing = {
  readonly nodeWidth: number;
  readonly nodeHeight: number;
  readonly siblingSpacing: number;
  readonly parentSpacing: number;
};

export const vdtSpacing: Readonly<Record<VdtDirection, VdtSpacing>> = {
  "left-to-right": { nodeWidth: 200, nodeHeight: 85, siblingSpacing: 20, parentSpacing: 100 },
  "top-down": { nodeWidth: 200, nodeHeight: 120, siblingSpacing: 40, parentSpacing: 40 },
};
