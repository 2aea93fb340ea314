import type { IApi } from "@svar-ui/react-gantt";
import { useEffect, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { markerPlacements, type ScalePosition } from "./ganttModel";
import type { GanttMarker } from "./ganttSchema";

function scalePositionOf(api: IApi): ScalePosition | null {
  const state = api.getState();
  const scales = state._scales;
  if (!scales || state.cellWidth === undefined) return null;
  return { start: scales.start, lengthUnit: scales.lengthUnit, cellWidth: state.cellWidth, diff: scales.diff };
}

/**
 * The markers, drawn into the chart's bar area so they scroll with it (SVAR's own markers are not in its
 * MIT edition). They follow the time scale whenever SVAR recomputes it.
 */
export function GanttMarkers({
  api,
  area,
  markers,
}: {
  api: IApi;
  area: HTMLElement;
  markers: readonly GanttMarker[];
}) {
  const [scale, setScale] = useState<ScalePosition | null>(() => scalePositionOf(api));
  useEffect(() => {
    let mounted = true;
    // SVAR's stores have no unsubscribe; the flag keeps a dropped chart's scale from reaching this one.
    api.getReactiveState()._scales?.subscribe(() => {
      if (mounted) setScale(scalePositionOf(api));
    });
    return () => {
      mounted = false;
    };
  }, [api]);
  const placements = useMemo(() => (scale === null ? [] : markerPlacements(markers, scale)), [markers, scale]);
  if (placements.length === 0) return null;
  return createPortal(
    <div className="sf-gantt-markers">
      {placements.map((marker) => (
        <div
          key={marker.key}
          className={marker.className}
          title={marker.title}
          style={{ left: marker.left, ...(marker.width === null ? {} : { width: marker.width }) }}
        >
          {marker.text && <span className="sf-gantt-marker-text">{marker.text}</span>}
        </div>
      ))}
    </div>,
    area,
  );
}
