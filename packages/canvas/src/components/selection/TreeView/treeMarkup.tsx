import { RichTreeViewRoot } from "@mui/x-tree-view/RichTreeView";
import { TreeItemRoot } from "@mui/x-tree-view/TreeItem";
import type { ComponentProps } from "react";

// The tree is built of ARIA roles on divs (tree, treeitem, group) instead of nested lists: each group wraps its
// items in the elements of its open/close animation, which would make invalid list markup (a list whose
// children are not list items). The styled parts keep the tree view's own styles.

/** The tree's root element, a div. */
export function TreeRoot(props: ComponentProps<typeof RichTreeViewRoot>) {
  return <RichTreeViewRoot {...props} as="div" />;
}

/** A tree item's root element, a div. */
export function TreeItemDiv(props: ComponentProps<typeof TreeItemRoot>) {
  return <TreeItemRoot {...props} as="div" />;
}

/** The element holding an item's children, a div. */
export const groupAsDiv = { component: "div" } as const;
