/// <reference path="./visTimelineStyles.d.ts" />
import Box from "@mui/material/Box";
import { type KeyboardEvent, useEffect, useMemo, useRef } from "react";
import { type DataGroup, type DataItem, Timeline as VisTimeline } from "vis-timeline/esnext";
import "vis-timeline/styles/vis-timeline-graph2d.min.css";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { escapeHtml } from "../../charts/shared/chartText";
import { useStableValue } from "../../charts/shared/useStableValue";
import { useCallbackApi } from "../../shared/callbackApi";
import { emptyStateSx } from "../../shared/emptyStateSx";
import { palette } from "../../shared/palette";
import { callSafely } from "../../shared/safeCallback";
import type { TimelineProps } from "./Timeline.meta";
import {
  activityColor,
  isToggleClick,
  nextSelection,
  sameIds,
  selectedIdsOf,
  type TimelineId,
  type TimelineItemModel,
  timelineItems,
} from "./timelineModel";

/** An item's face: a focusable button-like label, so the keyboard reaches and selects events too. */
function itemElement(model: TimelineItemModel, selected: boolean): HTMLElement {
  const element = document.createElement("span");
  element.className = "sf-timeline-item-label";
  element.textContent = model.label;
  element.tabIndex = 0;
  element.setAttribute("role", "button");
  element.setAttribute("aria-pressed", String(selected));
  element.setAttribute("aria-label", model.tooltipLines.join(", "));
  element.dataset.eventId = String(model.id);
  return element;
}

function groupElement(name: string): HTMLElement {
  const element = document.createElement("span");
  element.className = "sf-timeline-group-label";
  element.textContent = name;
  return element;
}

/** Events on rows over time with vis-timeline (see Timeline.meta). */
export default function Timeline(props: TimelineProps) {
  const { selectedParameter, onSelectionChanged, maxHeight, stack, showLegend, itemLabels, title } = props;
  const input = useStableValue(props.input);
  const items = useMemo(() => timelineItems(input), [input]);
  // vis-timeline calls the item template for every item on each redraw (pan, zoom): look items up by id.
  const itemsById = useMemo(() => new Map(items.map((item) => [String(item.id), item])), [items]);
  const [selectedValue, setSelectedValue] = useBoundParameter<unknown>(selectedParameter, []);
  const selected = useStableValue(selectedIdsOf(selectedValue));
  const callbackApi = useCallbackApi();
  const containerRef = useRef<HTMLDivElement>(null);
  const timelineRef = useRef<VisTimeline | null>(null);
  const focusAfterSelection = useRef<string | null>(null);
  const latest = useRef({ itemsById, selected, select: (_clicked: TimelineId | null, _toggle: boolean) => {} });

  const select = (clicked: TimelineId | null, toggle: boolean) => {
    const next = nextSelection(latest.current.selected, clicked, toggle);
    if (sameIds(latest.current.selected, next)) return;
    setSelectedValue(next);
    const events = next.flatMap((id) => latest.current.itemsById.get(String(id))?.event ?? []);
    callSafely(onSelectionChanged, "Timeline onSelectionChanged", events, callbackApi());
  };
  latest.current = { itemsById, selected, select };

  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    const timeline = new VisTimeline(container, [], [], {
      selectable: false,
      orientation: "top",
      margin: { item: { horizontal: 0, vertical: 6 } },
      zoomKey: "ctrlKey",
      verticalScroll: true,
      showCurrentTime: false,
      tooltip: { followMouse: true, delay: 200 },
      template: (item: { id?: TimelineId } | undefined) => {
        const model = latest.current.itemsById.get(String(item?.id));
        if (model === undefined) return "";
        return itemElement(
          model,
          latest.current.selected.some((id) => String(id) === String(model.id)),
        );
      },
      groupTemplate: (group: { name?: string } | undefined) => groupElement(group?.name ?? ""),
    });
    timeline.on("click", (properties: { item?: TimelineId | null; what?: string | null; event?: unknown }) => {
      if (properties.item === undefined || properties.item === null) {
        if (properties.what === "background") latest.current.select(null, isToggleClick(properties.event));
        return;
      }
      latest.current.select(properties.item, isToggleClick(properties.event));
    });
    timelineRef.current = timeline;
    return () => {
      timeline.destroy();
      timelineRef.current = null;
    };
  }, []);

  useEffect(() => {
    timelineRef.current?.setOptions({ stack, maxHeight });
  }, [stack, maxHeight]);

  useEffect(() => {
    const timeline = timelineRef.current;
    if (timeline === null) return;
    const groups = new Map<string, DataGroup>();
    for (const group of input?.groups ?? [])
      groups.set(String(group.id), { id: group.id, content: group.name, name: group.name } as DataGroup);
    for (const item of items) {
      if (!groups.has(String(item.group)))
        groups.set(String(item.group), {
          id: item.group,
          content: String(item.group),
          name: String(item.group),
        } as DataGroup);
    }
    timeline.setGroups([...groups.values()]);
    timeline.setItems(
      items.map(
        (item): DataItem => ({
          id: item.id,
          group: item.group,
          start: item.start,
          ...(item.end === undefined ? {} : { end: item.end }),
          type: item.type,
          content: "",
          title: item.tooltipLines.map(escapeHtml).join("<br>"),
          style: `background-color: ${item.background}; border-color: ${item.background}; color: ${item.foreground};`,
        }),
      ),
    );
    if (items.length > 0) timeline.fit({ animation: false });
  }, [input, items]);

  useEffect(() => {
    timelineRef.current?.setSelection(selected);
    for (const element of containerRef.current?.querySelectorAll<HTMLElement>("[data-event-id]") ?? []) {
      element.setAttribute("aria-pressed", String(selected.some((id) => String(id) === element.dataset.eventId)));
    }
    // vis-timeline redraws the selected items; keep keyboard focus on the event it was on.
    const refocus = focusAfterSelection.current;
    focusAfterSelection.current = null;
    if (refocus !== null && !containerRef.current?.contains(document.activeElement)) {
      const items = containerRef.current?.querySelectorAll<HTMLElement>("[data-event-id]") ?? [];
      [...items].find((element) => element.dataset.eventId === refocus)?.focus();
    }
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>("[data-event-id]");
    if (event.key === "Escape" && latest.current.selected.length > 0) {
      focusAfterSelection.current = target?.dataset.eventId ?? null;
      select(null, false);
      return;
    }
    if (target === null || (event.key !== "Enter" && event.key !== " ")) return;
    event.preventDefault();
    focusAfterSelection.current = target.dataset.eventId ?? null;
    const model = itemsById.get(target.dataset.eventId ?? "");
    if (model !== undefined) select(model.id, isToggleClick(event));
  };

  const activities = input?.activities ?? [];
  if (input === null || input === undefined) {
    return (
      <Box className="sf-timeline sf-chart-empty" sx={emptyStateSx}>
        No input provided.
      </Box>
    );
  }
  return (
    <Box className="sf-timeline" sx={{ minWidth: 0 }}>
      {(title || (showLegend && activities.length > 0)) && (
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mb: 1 }}>
          {title && (
            <Box sx={{ flex: "1 1 auto", fontSize: 14, fontWeight: 600, color: palette.grey[900] }}>{title}</Box>
          )}
          {showLegend && activities.length > 0 && (
            <Box
              component="ul"
              aria-label="Activities"
              sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, m: 0, p: 0, listStyle: "none" }}
            >
              {activities.map((activity, index) => (
                <Box
                  component="li"
                  key={String(activity.id)}
                  sx={{ display: "flex", alignItems: "center", gap: 0.75, fontSize: 12, color: palette.grey[900] }}
                >
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      width: 12,
                      height: 12,
                      borderRadius: "3px",
                      background: activityColor(activity.color, index),
                    }}
                  />
                  {activity.name}
                </Box>
              ))}
            </Box>
          )}
        </Box>
      )}
      {items.length === 0 && <Box sx={emptyStateSx}>No events to show.</Box>}
      <Box
        ref={containerRef}
        role="group"
        aria-label={title ? `${title}: events` : "Timeline events"}
        onKeyDown={onKeyDown}
        sx={{
          ...timelineSx,
          display: items.length === 0 ? "none" : "block",
          minWidth: 0,
          contain: "inline-size",
          // Without labels the text stays for screen readers (aria-label) and the item keeps its focus ring.
          ...(itemLabels ? {} : { "& .sf-timeline-item-label": { color: "transparent" } }),
        }}
      />
    </Box>
  );
}

/** vis-timeline's look, tuned to the canvas: the palette's greys, 12 px text, a clear selection and focus ring. */
const timelineSx = {
  fontFamily: "'Helvetica Neue', Helvetica, Arial, sans-serif",
  fontSize: 12,
  "& .vis-timeline": { border: `1px solid ${palette.grey[300]}`, borderRadius: "4px" },
  "& .vis-labelset .vis-label": { color: palette.grey[900], borderBottomColor: palette.grey[100] },
  "& .vis-foreground .vis-group": { borderBottomColor: palette.grey[100] },
  "& .vis-time-axis .vis-text": { color: palette.grey[700] },
  "& .vis-time-axis .vis-grid.vis-minor": { borderColor: palette.grey[100] },
  "& .vis-time-axis .vis-grid.vis-major": { borderColor: palette.grey[300] },
  "& .vis-item": { borderRadius: "3px", fontSize: 12, cursor: "pointer" },
  "& .vis-item.vis-selected": { boxShadow: `0 0 0 2px #ffffff, 0 0 0 4px ${palette.darkblue[700]}`, zIndex: 2 },
  "& .vis-item .vis-item-content": { padding: "2px 6px" },
  "& .sf-timeline-item-label": { outline: "none", borderRadius: "2px" },
  "& .sf-timeline-item-label:focus-visible": { outline: `2px solid ${palette.darkblue[700]}`, outlineOffset: "2px" },
  "& .vis-panel.vis-left .sf-timeline-group-label": { padding: "0 8px", fontWeight: 500 },
} as const;
