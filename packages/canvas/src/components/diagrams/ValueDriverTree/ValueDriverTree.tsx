import {
  memo,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { useFieldEditor } from "../VdtNode/useFieldEditor";
import { VdtCardStyles } from "../VdtNode/VdtCardStyles";
import { VdtNodeCard } from "../VdtNode/VdtNodeCard";
import type { VdtFieldEdit, VdtNodeData } from "../VdtNode/vdtNodeSchema";
import { everyNodeCollapsed, isCollapsed, readCollapseMap, withNodeToggled } from "./collapseState";
import { useStableRoot } from "./useStableRoot";
import { useTreeView } from "./useTreeView";
import type { ValueDriverTreeProps } from "./ValueDriverTree.meta";
import { VdtToolbar } from "./VdtToolbar";
import { VdtTreeStyles } from "./VdtTreeStyles";
import { VDT_ANIMATION_MS, VDT_ROOT_MISSING_MESSAGE } from "./vdtConstants";
import { type DrawingRect, detailWindow, drawWindow, isInWindow, simpleTitle } from "./vdtDetail";
import { layoutVdt, type VdtLayout, type VdtPlacedLink, type VdtPlacedNode } from "./vdtLayout";
import {
  clampZoom,
  fitTransform,
  modeAt,
  steppedZoom,
  type VdtMode,
  type VdtTransform,
  wheelZoom,
  zoomAbout,
} from "./vdtZoom";

/** Told once the tree is drawn and fitted (and again after each later render with new props): the headless page waits for it. */
type PaintedListener = { readonly onPainted?: () => void };

type TreeNodeProps = {
  readonly placed: VdtPlacedNode;
  /** Drawn as a full card (full mode, near the view), else as a titled block. */
  readonly detailed: boolean;
  readonly width: number;
  readonly height: number;
  readonly onToggle: (node: VdtNodeData) => void;
  readonly onEdit: (edit: VdtFieldEdit) => void;
  /** Whether a node mounted now fades in: false during the first draw. */
  readonly entersAnimated: RefObject<boolean>;
};

/** A node of the tree in place. Drawn again only when its node, place, collapse state or detail changes. */
const TreeNode = memo(
  function TreeNode({ placed, detailed, width, height, onToggle, onEdit, entersAnimated }: TreeNodeProps) {
    const [entering] = useState(() => entersAnimated.current);
    const { node, left, top, collapsed } = placed;
    return (
      <div
        className={entering ? "sf-vdt-node sf-vdt-entering" : "sf-vdt-node"}
        data-testid="vdt-node"
        data-node-id={placed.key}
        style={{ left, top, width, height }}
      >
        {detailed ? (
          <VdtNodeCard card={node} nodeId={node.id} onEdit={onEdit} templateData={node} />
        ) : (
          <article
            className={node.class === undefined ? "sf-vdt-simple" : `sf-vdt-simple sf-vdt-class-${node.class}`}
            aria-label={node.title}
            title={node.tooltip}
          >
            {simpleTitle(node.title)}
          </article>
        )}
        {node.nodes.length > 0 && (
          <button
            type="button"
            className="sf-vdt-toggle"
            aria-label={collapsed ? "Expand" : "Collapse"}
            aria-expanded={!collapsed}
            onClick={() => onToggle(node)}
          >
            {collapsed ? `+${node.nodes.length}` : "−"}
          </button>
        )}
      </div>
    );
  },
  (before, after) =>
    before.placed.node === after.placed.node &&
    before.placed.left === after.placed.left &&
    before.placed.top === after.placed.top &&
    before.placed.collapsed === after.placed.collapsed &&
    before.detailed === after.detailed &&
    before.width === after.width &&
    before.height === after.height &&
    before.onToggle === after.onToggle &&
    before.onEdit === after.onEdit,
);

const TreeLink = memo(function TreeLink({
  link,
  entersAnimated,
}: {
  link: VdtPlacedLink;
  entersAnimated: RefObject<boolean>;
}) {
  const [entering] = useState(() => entersAnimated.current);
  return <path className={entering ? "sf-vdt-link sf-vdt-entering" : "sf-vdt-link"} d={link.path} />;
});

type DrawingProps = Omit<TreeNodeProps, "placed" | "detailed" | "width" | "height"> & {
  readonly layout: VdtLayout;
  readonly mode: VdtMode;
  /** Where full mode draws full cards; null for everywhere. */
  readonly detail: DrawingRect | null;
  /** Where nodes and links are drawn at all; null for everywhere. */
  readonly area: DrawingRect | null;
};

/**
 * The cards and links, in the tree's own pixels; the view moves and scales it as a whole. The links come after the
 * cards: they only run between cards, and drawn last they spare the browser sorting a thousand cards around them
 * on every zoom frame.
 */
function TreeDrawing({ layout, mode, detail, area, onToggle, onEdit, entersAnimated }: DrawingProps) {
  const { nodeWidth, nodeHeight } = layout;
  const boxOf = (placed: VdtPlacedNode): DrawingRect => ({
    left: placed.left,
    top: placed.top,
    right: placed.left + nodeWidth,
    bottom: placed.top + nodeHeight,
  });
  const nodes = area === null ? layout.nodes : layout.nodes.filter((placed) => isInWindow(area, boxOf(placed)));
  const links = area === null ? layout.links : layout.links.filter((link) => isInWindow(area, link.bounds));
  return (
    <>
      {nodes.map((placed) => (
        <TreeNode
          key={placed.key}
          placed={placed}
          detailed={mode === "full" && isInWindow(detail, boxOf(placed))}
          width={nodeWidth}
          height={nodeHeight}
          onToggle={onToggle}
          onEdit={onEdit}
          entersAnimated={entersAnimated}
        />
      ))}
      <svg className="sf-vdt-links" width={layout.width} height={layout.height} aria-hidden="true">
        {links.map((link) => (
          <TreeLink key={link.key} link={link} entersAnimated={entersAnimated} />
        ))}
      </svg>
    </>
  );
}

/** How many nodes a collapse state shows: an expand or collapse that shows the same nodes needs no new fit. */
function visibleCount(root: VdtNodeData, collapsed: (node: VdtNodeData) => boolean): number {
  let count = 0;
  const pending = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    count += 1;
    if (!collapsed(node)) pending.push(...node.nodes);
  }
  return count;
}

const viewSize = (element: HTMLElement) => ({ width: element.clientWidth, height: element.clientHeight });

/** Where a pan started: the pointer, and the transform then. */
type PanStart = {
  readonly pointerId: number;
  readonly clientX: number;
  readonly clientY: number;
  readonly from: VdtTransform;
};

/** Pointer presses on these do what they do, they never start a pan. */
const INTERACTIVE = "button, input, select, textarea, a, [contenteditable]";

type TreeProps = Omit<ValueDriverTreeProps, "root"> & PaintedListener & { readonly root: VdtNodeData };

function Tree(props: TreeProps) {
  const { collapsedParameter, editedFieldParameter, onFieldEdited, direction, height, onPainted } = props;
  const root = useStableRoot(props.root);
  const [collapseValue, setCollapseValue] = useBoundParameter<unknown>(collapsedParameter, null);
  const collapseMap = useMemo(() => readCollapseMap(collapseValue), [collapseValue]);
  const collapsed = useCallback((node: VdtNodeData) => isCollapsed(node, collapseMap), [collapseMap]);
  const layout = useMemo(() => layoutVdt(root, collapsed, direction), [root, collapsed, direction]);

  const [drawn, setDrawn] = useState(false);
  // True for the animation's length after an expand or collapse: nodes glide to their places and new ones fade
  // in. A first draw, new data or new props just show.
  const [moving, setMoving] = useState(false);
  const [panning, setPanning] = useState(false);
  const [zoomControlsShown, setZoomControlsShown] = useState(props.showZoomControls);
  const viewportRef = useRef<HTMLElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  // Large trees draw only the nodes near the view; a gesture that leaves that part draws the tree again at once.
  const drawnArea = useRef<DrawingRect | null>(null);
  const view = useTreeView(layerRef, viewportRef, drawnArea);
  const { moveTo, current: currentView, settled } = view;
  const entersAnimated = useRef(false);
  entersAnimated.current = moving;
  const stopMoving = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(stopMoving.current), []);
  const panStart = useRef<PanStart | null>(null);
  // The first draw fits without animation, and so does another tree (another root) or direction; an expand or
  // collapse asks for an animated fit of the new layout. New data for the same tree keeps the view.
  const pendingFit = useRef<"first" | "animated" | null>("first");
  const fittedFor = useRef({ rootId: root.id, direction });
  const mode = modeAt(settled.transform.k);
  const detail = useMemo(() => (mode === "full" ? detailWindow(settled.transform, settled) : null), [mode, settled]);
  const nodeCount = layout.nodes.length;
  const area = useMemo(() => drawWindow(nodeCount, settled.transform, settled), [nodeCount, settled]);
  drawnArea.current = area;

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const fitted = fittedFor.current;
    if (pendingFit.current === null && (fitted.rootId !== root.id || fitted.direction !== direction)) {
      pendingFit.current = "first";
    }
    const pending = pendingFit.current;
    if (viewport === null || pending === null) return;
    pendingFit.current = null;
    fittedFor.current = { rootId: root.id, direction };
    moveTo(fitTransform(layout, viewSize(viewport)), { animated: pending === "animated" });
    setDrawn(true);
  }, [layout, root.id, direction, moveTo]);

  useEffect(() => {
    if (drawn) onPainted?.();
  }, [drawn, onPainted]);

  const latest = useRef({ root, collapseMap, setCollapseValue, collapsed });
  latest.current = { root, collapseMap, setCollapseValue, collapsed };

  /** Writes a new collapse state, fitting the tree to the view when that shows other nodes. */
  const applyCollapse = useCallback((next: ReturnType<typeof readCollapseMap>) => {
    const current = latest.current;
    const changesLayout =
      visibleCount(current.root, current.collapsed) !== visibleCount(current.root, (node) => isCollapsed(node, next));
    if (changesLayout) {
      pendingFit.current = "animated";
      setMoving(true);
      clearTimeout(stopMoving.current);
      stopMoving.current = setTimeout(() => setMoving(false), VDT_ANIMATION_MS);
    }
    current.setCollapseValue(next);
  }, []);
  const onToggle = useCallback(
    (node: VdtNodeData) => applyCollapse(withNodeToggled(latest.current.collapseMap, node)),
    [applyCollapse],
  );
  const expandAll = () => applyCollapse({ ...collapseMap, ...everyNodeCollapsed(root, false) });
  const collapseAll = () => applyCollapse({ ...collapseMap, ...everyNodeCollapsed(root, true) });

  const onEdit = useFieldEditor(editedFieldParameter, onFieldEdited, "ValueDriverTree");

  const zoomAtCentre = (zoom: (k: number) => number) => {
    const viewport = viewportRef.current;
    const { width, height: viewHeight } = viewport === null ? { width: 0, height: 0 } : viewSize(viewport);
    const current = currentView();
    moveTo(zoomAbout(current, zoom(current.k), { x: width / 2, y: viewHeight / 2 }));
  };

  useEffect(() => {
    const viewport = viewportRef.current;
    if (viewport === null) return;
    // Not React's onWheel, which listens passively: the page must not scroll while the tree zooms.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const bounds = viewport.getBoundingClientRect();
      const point = { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
      const current = currentView();
      moveTo(zoomAbout(current, wheelZoom(current.k, event.deltaY, event.deltaMode), point), { gesture: true });
    };
    viewport.addEventListener("wheel", onWheel, { passive: false });
    return () => viewport.removeEventListener("wheel", onWheel);
  }, [moveTo, currentView]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as Element).closest(INTERACTIVE) !== null) return;
    const from = currentView();
    panStart.current = { pointerId: event.pointerId, clientX: event.clientX, clientY: event.clientY, from };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setPanning(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = panStart.current;
    if (start === null || start.pointerId !== event.pointerId) return;
    const { from } = start;
    moveTo(
      { k: from.k, x: from.x + event.clientX - start.clientX, y: from.y + event.clientY - start.clientY },
      { gesture: true },
    );
  };
  const endPan = (event: PointerEvent<HTMLElement>) => {
    if (panStart.current?.pointerId !== event.pointerId) return;
    panStart.current = null;
    setPanning(false);
  };

  // Nothing is drawn before the first fit, which sets the mode. Afterwards React visits the cards only when the
  // layout, the mode or (in full mode) the part in view changes; the cards themselves redraw only when theirs did.
  const drawing = useMemo(
    () =>
      drawn ? (
        <TreeDrawing
          layout={layout}
          mode={mode}
          detail={detail}
          area={area}
          onToggle={onToggle}
          onEdit={onEdit}
          entersAnimated={entersAnimated}
        />
      ) : null,
    [drawn, layout, mode, detail, area, onToggle, onEdit],
  );

  return (
    <div
      className={moving ? "sf-vdt sf-vdt-animated" : "sf-vdt"}
      data-testid="value-driver-tree"
      data-mode={mode}
      data-zoom={String(Math.round(settled.transform.k * 100) / 100)}
      data-direction={direction}
    >
      <VdtTreeStyles />
      <VdtCardStyles />
      <VdtToolbar
        zoom={settled.transform.k}
        zoomControlsShown={zoomControlsShown}
        onExpandAll={expandAll}
        onCollapseAll={collapseAll}
        onZoomStep={(step) => zoomAtCentre((k) => steppedZoom(k, step))}
        onZoomTo={(k) => zoomAtCentre(() => clampZoom(k))}
        onToggleZoomControls={() => setZoomControlsShown((shown) => !shown)}
      />
      <section
        ref={viewportRef}
        className={panning ? "sf-vdt-viewport sf-vdt-panning" : "sf-vdt-viewport"}
        aria-label="Value-driver tree"
        style={{ height }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endPan}
        onPointerCancel={endPan}
      >
        {/* Its transform is the view's, written by useTreeView. */}
        <div ref={layerRef} className="sf-vdt-layer" style={{ width: layout.width, height: layout.height }}>
          {drawing}
        </div>
      </section>
    </div>
  );
}

/**
 * A value-driver tree (see ValueDriverTree.meta): the root's drivers laid out as a tidy tree of cards, with
 * expand and collapse, zoom and pan. Without a root it says so.
 */
export default function ValueDriverTree(props: ValueDriverTreeProps & PaintedListener) {
  const { root } = props;
  if (root === undefined) {
    return (
      <div className="sf-vdt" data-testid="value-driver-tree">
        <VdtTreeStyles />
        <div className="sf-vdt-empty" role="status">
          {VDT_ROOT_MISSING_MESSAGE}
        </div>
      </div>
    );
  }
  return <Tree {...props} root={root} />;
}
