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

/** The tree kept, and its JSON form once a comparison needed it (undefined until then). */
type Kept = { given: VdtNodeData; root: VdtNodeData; form: string | null | undefined };

/**
 * The previous tree while the new one has the same content. A template hands the tree freshly parsed on every
 * render (any parameter change); keeping the old one keeps the layout and the drawn cards. The first tree is not
 * written out as JSON until another one arrives: a tree drawn once (the headless page) never is.
 */
export function useStableRoot(root: VdtNodeData): VdtNodeData {
  const previous = useRef<Kept | null>(null);
  const kept = previous.current;
  // The same object again (a render of the tree's own, such as a zoom step) is not compared at all.
  if (kept?.given === root) return kept.root;
  if (kept === null) {
    previous.current = { given: root, root, form: undefined };
    return root;
  }
  const form = comparableForm(root);
  const keptForm = kept.form === undefined ? comparableForm(kept.root) : kept.form;
  const same = form !== null && keptForm === form;
  previous.current = { given: root, root: same ? kept.root : root, form };
  return previous.current.root;
}
