import { useRef } from "react";
import type { VdtNodeData } from "../VdtNode/vdtNodeSchema";

/** The tree's JSON form, or null when it holds a template function (whose closure JSON cannot compare). */
function comparableForm(root: VdtNodeData): string | null {
  let hasFunction = false;
  const json = JSON.stringify(root, (_, value: unknown) => {
    if (typeof value === "function") hasFunction = true;
    return value;
  });
  return hasFunction ? null : json;
}

/**
 * The previous tree while the new one has the same content. A template hands the tree freshly parsed on every
 * render (any parameter change); keeping the old one keeps the layout and the drawn cards.
 */
export function useStableRoot(root: VdtNodeData): VdtNodeData {
  const previous = useRef<{ given: VdtNodeData; root: VdtNodeData; form: string | null } | null>(null);
  // The same object again (a render of the tree's own, such as a zoom step) is not compared at all.
  if (previous.current?.given === root) return previous.current.root;
  const form = comparableForm(root);
  const same = previous.current !== null && form !== null && previous.current.form === form;
  previous.current = { given: root, root: same && previous.current !== null ? previous.current.root : root, form };
  return previous.current.root;
}
