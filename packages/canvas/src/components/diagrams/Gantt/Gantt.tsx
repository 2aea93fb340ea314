import Box from "@mui/material/Box";
import { type IApi, type IColumnConfig, Gantt as SvarGantt, Willow } from "@svar-ui/react-gantt";
import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useCanvasRuntime } from "../../../runtime/CanvasRuntimeContext";
import { useStableValue } from "../../charts/shared/useStableValue";
import ConfirmationDialog from "../../overlays/ConfirmationDialog/ConfirmationDialog";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import type { GanttProps } from "./Gantt.meta";
import { GanttBarContent } from "./GanttBar";
import { GanttEditDialog } from "./GanttEditDialog";
import { GanttMarkers } from "./GanttMarkers";
import { CLICK_DELAY_MS, DATE_COLUMN_WIDTH, MIN_COLUMN_WIDTH, NAME_COLUMN_WIDTH, ROW_HEIGHT } from "./ganttConstants";
import { formatGanttDate } from "./ganttDates";
import type { GanttEditForm, GanttEditValues } from "./ganttEditForm";
import { type GanttEdit, itemEdit, linkDeletion, rowChanged, rowValues } from "./ganttEdits";
import { type GanttData, ganttData, svarTaskTypes } from "./ganttModel";
import { delayedClick, isDrag, targetOf } from "./ganttPointer";
import { scaleRowHeight, zoomScales } from "./ganttScales";
import type { GanttLink } from "./ganttSchema";
import { ganttSx } from "./ganttStyles";
import { addSvarStyles } from "./svarStyles";

addSvarStyles();

/** How many frames the chart waits for SVAR to draw before it says it is ready anyway (about a second). */
const MAX_FRAMES_TO_DRAW = 60;

/** Marks the chart's own changes to SVAR's store, which the guards below let through. */
const OWN_CHANGE = "storyframe-gantt";

/** SVAR actions the chart never allows: adding, deleting, copying, moving and indenting rows, and linking. */
const refusedActions = [
  "add-task",
  "delete-task",
  "copy-task",
  "cut-task",
  "paste-task",
  "move-task",
  "indent-task",
  "split-task",
  "add-link",
  "update-link",
  "undo",
  "redo",
] as const;

/**
 * Mends SVAR's own DOM where it breaks accessibility rules: its timeline scrolls sideways yet is out of the tab
 * order (tabIndex -1) and has no name: it becomes a named group in the tab order; and its column resize grip, which
 * only the mouse can use, is named while it has role "presentation" (a name is prohibited there). Idempotent: it
 * runs again whenever SVAR redraws.
 */
function mendSvarAccessibility(root: HTMLElement) {
  for (const timeline of root.querySelectorAll<HTMLElement>(".wx-chart")) {
    if (timeline.tabIndex !== 0) timeline.tabIndex = 0;
    if (timeline.getAttribute("role") !== "group") timeline.setAttribute("role", "group");
    if (timeline.getAttribute("aria-label") !== "Gantt timeline") timeline.setAttribute("aria-label", "Gantt timeline");
  }
  for (const grip of root.querySelectorAll('[role="presentation"][aria-label]')) grip.removeAttribute("aria-label");
}

/**
 * SVAR focuses its whole grid on every press in it, without preventScroll: when the grid reaches beyond the
 * viewport the page scrolls, and the second click of a double-click lands on another row. The grid is focused in
 * place instead. Idempotent, like the mending above.
 */
function focusGridInPlace(root: HTMLElement) {
  for (const grid of root.querySelectorAll<HTMLElement>(".wx-table-box")) {
    if (Object.hasOwn(grid, "focus")) continue;
    grid.focus = (options) => HTMLElement.prototype.focus.call(grid, { ...options, preventScroll: true });
  }
}

const columns: IColumnConfig[] = [
  { id: "text", header: "Name", width: NAME_COLUMN_WIDTH, resize: true, sort: true },
  {
    id: "start",
    header: "Start",
    width: DATE_COLUMN_WIDTH,
    align: "center",
    resize: false,
    sort: true,
    template: (value) => formatGanttDate(value instanceof Date ? value : null),
  },
  {
    id: "end",
    header: "End",
    width: DATE_COLUMN_WIDTH,
    align: "center",
    resize: false,
    sort: true,
    // SVAR keeps no end for a milestone: it ends where it starts.
    template: (value, row) => formatGanttDate(value instanceof Date ? value : row.start),
  },
];
const gridWidth = NAME_COLUMN_WIDTH + 2 * DATE_COLUMN_WIDTH;

type Row = { text?: string; start?: Date; end?: Date };
type SortState = NonNullable<ReturnType<IApi["getState"]>["_sort"]>;
const rowOf = (task: Row): Row => ({ text: task.text, start: task.start, end: task.end });

/** Each shown item's name and dates as SVAR has them now, by id. */
function rowsOf(api: IApi, data: GanttData): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const task of data.tasks) {
    const row = api.getTask(task.id);
    if (row) rows.set(task.id, rowOf(row));
  }
  return rows;
}

/**
 * A Gantt chart on SVAR React Gantt (MIT edition): items as rows of a grid (Name, Start, End) beside their
 * bars, links between them and markers on the time scale. Edits leave it through callbacks and the edit
 * parameter; the chart itself never stores anything (see Gantt.meta and Gantt.docs).
 */
export default function Gantt(props: GanttProps) {
  const { readOnly, zoom, height, editParameter } = props;
  const items = useStableValue(props.items);
  const links = useStableValue(props.links);
  const markers = useStableValue(props.markers);
  const data = useMemo(() => ganttData(items, links), [items, links]);
  const scales = useMemo(() => zoomScales(zoom), [zoom]);
  // A new configuration or read-only flag builds a new chart; new data is loaded into the chart in place.
  const configKey = `${zoom}|${readOnly}`;

  const runtime = useCanvasRuntime();
  const callbackApi = useCallbackApi();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const apiRef = useRef<IApi | null>(null);
  const [chart, setChart] = useState<{ key: string; api: IApi; area: HTMLElement | null } | null>(null);
  const [editing, setEditing] = useState<{ key: string; form: GanttEditForm } | null>(null);
  const [deleting, setDeleting] = useState<GanttLink | null>(null);
  const knownRows = useRef(new Map<string, Row>());
  const keptSort = useRef<SortState>([]);
  const press = useRef<{ x: number; y: number } | null>(null);

  const pass = (edit: GanttEdit, callback: GanttProps["onItemChanged"], label: string) => {
    if (editParameter) {
      runtime.setParameter(editParameter, edit);
      runtime.applyParameterChanges();
    }
    callSafely(callback, label, edit, callbackApi());
  };

  /** What SVAR's listeners, registered once per chart, need of the latest render. */
  const latest = useRef({
    configKey,
    readOnly,
    data,
    openEditor: (_key: string) => {},
    reportMovedRows: () => {},
    clickItem: (_key: string) => {},
  });
  latest.current = {
    configKey,
    readOnly,
    data,
    openEditor: (key) => {
      const row = apiRef.current?.getTask(key);
      if (readOnly || !row || !data.items.has(key)) return;
      setEditing({ key, form: rowValues(row) });
    },
    reportMovedRows: () => {
      const api = apiRef.current;
      if (api === null) return;
      for (const [key, before] of knownRows.current) {
        const now = api.getTask(key);
        const item = data.items.get(key);
        if (!now || !item || !rowChanged(before, now)) continue;
        knownRows.current.set(key, rowOf(now));
        pass(itemEdit(item, before, now, "drag"), props.onItemChanged, "Gantt onItemChanged");
      }
    },
    clickItem: (key) => {
      const item = data.items.get(key);
      if (item) callSafely(props.onItemClick, "Gantt onItemClick", item, callbackApi());
    },
  };

  // Stable for the chart's life: SVAR re-initialises its store whenever `init` changes. Its listeners read the
  // latest render through `latest`.
  const init = useCallback((api: IApi) => {
    apiRef.current = api;
    const isProject = (id: unknown) => latest.current.data.items.get(String(id))?.type === "project";
    for (const action of refusedActions) api.intercept(action, () => false);
    // Double-clicking a row or bar asks SVAR for its editor; the product's own dialog opens instead.
    api.intercept("show-editor", (event) => {
      if (event.id !== null && event.id !== undefined) latest.current.openEditor(String(event.id));
      return false;
    });
    api.intercept("delete-link", (event) => event.eventSource === OWN_CHANGE);
    // A project's bar spans its items: it is not dragged. Progress is off.
    api.intercept("drag-task", (event) => !latest.current.readOnly && !isProject(event.id));
    api.intercept(
      "update-task",
      (event) =>
        event.eventSource === OWN_CHANGE ||
        (!latest.current.readOnly && !isProject(event.id) && !("progress" in event.task)),
    );
    api.on("update-task", (event) => {
      if (event.eventSource !== OWN_CHANGE && !event.inProgress) latest.current.reportMovedRows();
    });
    knownRows.current = rowsOf(api, latest.current.data);
    // Ready once SVAR has drawn the scale and the bars (it sizes itself from ResizeObserver reports first).
    const key = latest.current.configKey;
    const whenDrawn = (frame: number) =>
      requestAnimationFrame(() => {
        const wrapper = wrapperRef.current;
        if (apiRef.current !== api || wrapper === null) return;
        const drawn =
          wrapper.querySelector(".wx-scale .wx-cell") !== null &&
          (latest.current.data.tasks.length === 0 || wrapper.querySelector(".wx-bar") !== null);
        if (!drawn && frame < MAX_FRAMES_TO_DRAW) whenDrawn(frame + 1);
        else setChart({ key, api, area: wrapper.querySelector<HTMLElement>(".wx-chart .wx-area") });
      });
    whenDrawn(0);
  }, []);

  // New data: SVAR re-initialises its store in its own effect, after this one, and forgets the sort there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs for each new data, before SVAR's effect.
  useLayoutEffect(() => {
    keptSort.current = apiRef.current?.getState()._sort ?? [];
  }, [data]);
  useEffect(() => {
    const api = apiRef.current;
    if (api === null) return;
    keptSort.current.forEach((sort, index) => {
      api.exec("sort-tasks", { key: sort.key, order: sort.order ?? "asc", add: index > 0 });
    });
    knownRows.current = rowsOf(api, data);
  }, [data]);

  // SVAR redraws its DOM on its own (rebuilds, scrolling, sorting): each change is mended again.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (wrapper === null) return;
    const mend = () => {
      mendSvarAccessibility(wrapper);
      focusGridInPlace(wrapper);
    };
    mend();
    const observer = new MutationObserver(mend);
    observer.observe(wrapper, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const clicks = useMemo(() => delayedClick<string>(CLICK_DELAY_MS, (key) => latest.current.clickItem(key)), []);
  useEffect(() => () => clicks.cancel(), [clicks]);

  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    press.current = { x: event.clientX, y: event.clientY };
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // The second click of a double-click waits for the double-click, which cancels the first.
    if (event.detail > 1) return;
    const target = targetOf(event.target as Element, event.currentTarget);
    if (target?.kind !== "item" || isDrag(press.current, { x: event.clientX, y: event.clientY })) return;
    clicks.click(target.key);
  };
  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    clicks.cancel();
    const target = targetOf(event.target as Element, event.currentTarget);
    if (target === null) return;
    if (target.kind === "link") {
      const link = data.linkItems.get(target.key);
      if (!readOnly && link) setDeleting(link);
      return;
    }
    const item = data.items.get(target.key);
    if (item) callSafely(props.onItemDoubleClick, "Gantt onItemDoubleClick", item, callbackApi());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter") return;
    const target = targetOf(event.target as Element, event.currentTarget);
    if (target?.kind === "item") latest.current.openEditor(target.key);
  };

  const accept = (values: GanttEditValues) => {
    const api = apiRef.current;
    if (api === null || editing === null) return;
    const item = data.items.get(editing.key);
    if (item === undefined) {
      setEditing(null); // the item is gone from the data meanwhile
      return;
    }
    const before = knownRows.current.get(editing.key) ?? rowOf(api.getTask(editing.key));
    const end = item.type === "milestone" ? values.start : values.end;
    const after = { text: values.name, start: values.start, end };
    const edit = itemEdit(item, before, after, "dialog");
    // A before-accept callback that answers false keeps the dialog open and the chart as it was.
    if (callSafely(props.onBeforeAccept, "Gantt onBeforeAccept", edit, callbackApi()) === false) return;
    api.exec("update-task", {
      id: editing.key,
      task: item.type === "milestone" ? { text: values.name, start: values.start } : after,
      eventSource: OWN_CHANGE,
    });
    knownRows.current.set(editing.key, after);
    setEditing(null);
    pass(edit, props.onItemChanged, "Gantt onItemChanged");
  };

  const confirmDeletion = () => {
    const link = deleting;
    setDeleting(null);
    if (link === null || readOnly) return;
    apiRef.current?.exec("delete-link", { id: String(link.id), eventSource: OWN_CHANGE });
    pass(linkDeletion(link), props.onLinkDeleted, "Gantt onLinkDeleted");
  };
  const nameOf = (id: unknown) => data.items.get(String(id))?.name || String(id);

  const ready = chart !== null && chart.key === configKey;
  return (
    <Box
      ref={wrapperRef}
      className="sf-gantt"
      data-testid="gantt"
      data-ready={ready ? "true" : "false"}
      role="group"
      aria-label="Gantt chart"
      sx={{ ...ganttSx, height }}
      onMouseDown={onMouseDown}
      onClick={onClick}
      onDoubleClick={onDoubleClick}
      onKeyDown={onKeyDown}
    >
      <Willow fonts={false} key={configKey}>
        <SvarGantt
          init={init}
          tasks={data.tasks}
          links={data.links}
          scales={scales}
          columns={columns}
          taskTypes={svarTaskTypes}
          taskTemplate={GanttBarContent}
          readonly={readOnly}
          cellHeight={ROW_HEIGHT}
          cellWidth={MIN_COLUMN_WIDTH}
          scaleHeight={scaleRowHeight(scales)}
          gridWidth={gridWidth}
          lengthUnit="day"
          durationUnit="day"
        />
      </Willow>
      {ready && chart.area?.isConnected && <GanttMarkers api={chart.api} area={chart.area} markers={markers} />}
      {editing && <GanttEditDialog initial={editing.form} onCancel={() => setEditing(null)} onAccept={accept} />}
      {deleting && (
        <ConfirmationDialog
          open
          title="Delete link"
          message={`The link from '${nameOf(deleting.source)}' to '${nameOf(deleting.target)}' will be deleted.`}
          cancelLabel="Cancel"
          confirmLabel="Confirm"
          confirmColor="error"
          onConfirm={confirmDeletion}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Box>
  );
}
