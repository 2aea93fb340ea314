/**
 * The `@storyframe/canvas/valueDriverTree` entry: draws a value-driver tree into an element of a page that is not a
 * canvas (the headless page that servers take images of). It loads the tree and its cards only, never the
 * registry or another component.
 */
import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { z } from "zod";
import { HeadlessValueDriverTree } from "./components/diagrams/ValueDriverTree/HeadlessValueDriverTree";
import { valueDriverTreePropsSchema } from "./components/diagrams/ValueDriverTree/ValueDriverTree.meta";
import { VDT_ROOT_MISSING_MESSAGE } from "./components/diagrams/ValueDriverTree/vdtConstants";
import type { VdtNodeData } from "./components/diagrams/VdtNode/vdtNodeSchema";
import type { CanvasRuntime } from "./runtime/canvasRuntime";
import { createMemoryRuntime } from "./runtime/memoryRuntime";
import { loadTemplateParser } from "./template/templateParser";

type Settle = { readonly resolve: () => void; readonly reject: (error: unknown) => void };

/** A container's React root, its parameters (collapse state, edits) and the calls waiting for the next paint. */
type Mounted = { readonly root: Root; readonly runtime: CanvasRuntime; waiting: Settle[]; drawings: number };

const mounted = new WeakMap<HTMLElement, Mounted>();

const MAX_ISSUES_NAMED = 5;

function validationMessage(error: z.ZodError): string {
  const issues = error.issues.map((issue) => `${issue.path.map(String).join(".") || "props"}: ${issue.message}`);
  const more = issues.length > MAX_ISSUES_NAMED ? ` (and ${issues.length - MAX_ISSUES_NAMED} more)` : "";
  return `Invalid value-driver tree props: ${issues.slice(0, MAX_ISSUES_NAMED).join("; ")}${more}`;
}

function usesTemplates(root: VdtNodeData): boolean {
  const pending = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.template !== undefined) return true;
    pending.push(...node.nodes);
  }
  return false;
}

function settleAll(target: Mounted, outcome: (settle: Settle) => void): void {
  const waiting = target.waiting;
  target.waiting = [];
  for (const settle of waiting) outcome(settle);
}

/**
 * Draws the value-driver tree described by `props` (the ValueDriverTree component's props, the tree under `root`)
 * into `container`, or draws it again there with new props. Resolves once the tree is laid out, fitted and
 * painted. Rejects with the component's own message when there is no root, and with the problems found when the
 * props are not valid.
 */
export async function renderValueDriverTree(container: HTMLElement, props: unknown): Promise<void> {
  const parsed = valueDriverTreePropsSchema.safeParse(typeof props === "object" && props !== null ? props : {});
  if (!parsed.success) throw new Error(validationMessage(parsed.error));
  const { root } = parsed.data;
  if (root === undefined) throw new Error(VDT_ROOT_MISSING_MESSAGE);
  if (usesTemplates(root)) await loadTemplateParser();

  let target = mounted.get(container);
  if (target === undefined) {
    target = {
      root: createRoot(container),
      runtime: createMemoryRuntime({}, "headless-vdt"),
      waiting: [],
      drawings: 0,
    };
    mounted.set(container, target);
  }
  const current = target;
  const painted = new Promise<void>((resolve, reject) => current.waiting.push({ resolve, reject }));
  current.drawings += 1;
  const onPainted = () => requestAnimationFrame(() => settleAll(current, (settle) => settle.resolve()));
  const onError = (error: unknown) => settleAll(current, (settle) => settle.reject(error));
  current.root.render(
    createElement(HeadlessValueDriverTree, {
      drawing: current.drawings,
      props: parsed.data,
      runtime: current.runtime,
      onPainted,
      onError,
    }),
  );
  return painted;
}
