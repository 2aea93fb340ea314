import type { Map as MapLibreMap, MapMouseEvent, Popup } from "maplibre-gl";
import { useEffect, useMemo, useRef, useState } from "react";
import { useCanvasRuntime } from "../../../runtime/CanvasRuntimeContext";
import { useBoundParameter } from "../../../runtime/useBoundParameter";
import { sanitizeUrl } from "../../../template/sanitizeUrl";
import { navigateTo } from "../../charts/shared/pointTarget";
import { useCallbackApi } from "../../shared/callbackApi";
import { callSafely } from "../../shared/safeCallback";
import { gpsMarkerFeatures } from "../shared/gpsMarkers";
import { MapActions } from "../shared/MapActions";
import { MapFrame } from "../shared/MapFrame";
import { addCircleLayer, setSourceData } from "../shared/mapLayers";
import { mapStyleUrl } from "../shared/mapStyleDocument";
import { useMapLibreMap } from "../shared/useMapLibreMap";
import { useStableRows } from "../shared/useStableRows";
import type { BusinessMapProps } from "./BusinessMap.meta";
import {
  type BusinessMapPoint,
  pointFeatures,
  type SelectedMapPoint,
  toggleSelection,
  truncateSelection,
} from "./businessMapPoints";
import { PoiDialog } from "./PoiDialog";
import { isPoiEditable, type Poi, poiOfPoint, poiSaveOperation, poiSaveParameters, unknownLocation } from "./poiForm";

const POINTS_LAYER = "sf-business-map-points";
const GPS_LAYER = "sf-business-map-gps";
/** How far from a small point a click or hover still finds it. */
const CLICK_TOLERANCE_PX = 4;

/** The selection parameter's value as selected points; anything else reads as none. */
function selectionOf(value: unknown): SelectedMapPoint[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is SelectedMapPoint =>
      typeof item === "object" && item !== null && typeof item.lat === "number" && typeof item.lon === "number",
  );
}

/** The popup's content: the point's name and, when it leads somewhere, the 'View KPI Dashboard' button. */
function popupContent(point: BusinessMapPoint, onView: (() => void) | undefined): HTMLElement {
  const content = document.createElement("div");
  content.className = "sf-business-map__popup";
  const title = document.createElement("strong");
  title.textContent = point.name ?? String(point.id ?? "");
  content.append(title);
  if (onView !== undefined) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "sf-business-map__view-kpi";
    button.textContent = "View KPI Dashboard";
    button.style.display = "block";
    button.style.marginTop = "6px";
    button.addEventListener("click", onView);
    content.append(button);
  }
  return content;
}

/**
 * The business map (canvas-components §2, §4, §9): points drawn as one WebGL layer, GPS markers, a popup with a
 * 'View KPI Dashboard' button, point selection up to a maximum, the POI dialog, and action buttons in a corner.
 */
export default function BusinessMap(props: BusinessMapProps) {
  const runtime = useCanvasRuntime();
  const callbackApi = useCallbackApi();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const styleUrl = useMemo(
    () => mapStyleUrl(props.mapStyle, props.baseUrl, window.location.origin, runtime.domainName),
    [props.mapStyle, props.baseUrl, runtime.domainName],
  );
  const { map, maplibre, failed, fallbackNote } = useMapLibreMap(containerRef, {
    styleUrl,
    centre: props.center,
    zoom: props.zoom,
    rotation: true,
  });
  const [selectionValue, setSelection] = useBoundParameter<unknown>(props.selectedParameter, []);
  const selection = useMemo(
    () => truncateSelection(selectionOf(selectionValue), props.maxSelectionCount),
    [selectionValue, props.maxSelectionCount],
  );
  const [poi, setPoi] = useState<Poi | null>(null);
  const points = useStableRows(props.points);
  const gpsReadings = useStableRows(props.gpsReadings);

  // The map's handlers are bound once per map; they read the latest props and selection through this.
  const latest = useRef({ props, points, selection, setSelection });
  latest.current = { props, points, selection, setSelection };

  useEffect(() => {
    if (map === null || maplibre === null) return;
    addCircleLayer(map, GPS_LAYER);
    addCircleLayer(map, POINTS_LAYER);
    const hover = new maplibre.Popup({ closeButton: false, closeOnClick: false, className: "sf-map-tooltip" });
    let pinned: Popup | undefined;

    const near = (event: MapMouseEvent): [[number, number], [number, number]] => [
      [event.point.x - CLICK_TOLERANCE_PX, event.point.y - CLICK_TOLERANCE_PX],
      [event.point.x + CLICK_TOLERANCE_PX, event.point.y + CLICK_TOLERANCE_PX],
    ];
    const pointAt = (event: MapMouseEvent): BusinessMapPoint | undefined => {
      const [feature] = map.queryRenderedFeatures(near(event), { layers: [POINTS_LAYER] });
      const index = feature?.properties?.index;
      return typeof index === "number" ? latest.current.points[index] : undefined;
    };
    const viewDashboard = (point: BusinessMapPoint) => {
      const { onViewKpiDashboard } = latest.current.props;
      if (onViewKpiDashboard !== undefined) {
        const answer = callSafely(onViewKpiDashboard, "BusinessMap onViewKpiDashboard", point, callbackApi());
        if (answer !== true) return;
      }
      const target = point.target === undefined ? undefined : sanitizeUrl(point.target);
      if (target !== undefined) navigateTo(target);
    };
    const onClick = (event: MapMouseEvent) => {
      const current = latest.current;
      const point = pointAt(event);
      pinned?.remove();
      if (current.props.clickAction === "poi") {
        setPoi(point === undefined ? unknownLocation(event.lngLat.lat, event.lngLat.lng) : poiOfPoint(point));
        return;
      }
      if (point === undefined) return;
      const { selection: next, reachedMaximum } = toggleSelection(
        current.selection,
        point,
        current.props.maxSelectionCount,
      );
      current.setSelection(next);
      if (reachedMaximum) {
        callSafely(current.props.onMaxSelectionReached, "BusinessMap onMaxSelectionReached", next, callbackApi());
      }
      const leads = current.props.onViewKpiDashboard !== undefined || point.target !== undefined;
      hover.remove();
      pinned = new maplibre.Popup({ closeOnClick: true })
        .setLngLat([point.lon, point.lat])
        .setDOMContent(popupContent(point, leads ? () => viewDashboard(point) : undefined))
        .addTo(map);
    };
    const onMove = (event: MapMouseEvent) => {
      const point = pointAt(event);
      const [reading] = point === undefined ? map.queryRenderedFeatures(near(event), { layers: [GPS_LAYER] }) : [];
      const title = point !== undefined ? (point.name ?? String(point.id ?? "")) : reading?.properties?.title;
      map.getCanvas().style.cursor = point !== undefined ? "pointer" : "";
      if (typeof title !== "string" || title === "") {
        hover.remove();
        return;
      }
      hover.setLngLat(event.lngLat).setText(title).addTo(map);
    };
    map.on("click", onClick);
    map.on("mousemove", onMove);
    return () => {
      map.off("click", onClick);
      map.off("mousemove", onMove);
      hover.remove();
      pinned?.remove();
    };
  }, [map, maplibre, callbackApi]);

  useEffect(() => {
    if (map !== null) setSourceData(map, POINTS_LAYER, pointFeatures(points, selection));
  }, [map, points, selection]);

  useEffect(() => {
    if (map !== null) setSourceData(map, GPS_LAYER, gpsMarkerFeatures(gpsReadings));
  }, [map, gpsReadings]);

  // A data rebind returns to the given view unless the view is kept (canvas-components §4 Map point selection).
  const view = useRef({ center: props.center, zoom: props.zoom, persistView: props.persistView });
  view.current = { center: props.center, zoom: props.zoom, persistView: props.persistView };
  const { lat, lon } = props.center;
  const { zoom } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new set of points is the rebind this follows.
  useEffect(() => {
    if (map === null || view.current.persistView) return;
    jumpToView(map, view.current.center, view.current.zoom);
  }, [map, points]);
  useEffect(() => {
    if (map !== null) jumpToView(map, { lat, lon }, zoom);
  }, [map, lat, lon, zoom]);

  const savePoi = (saved: Poi, form: Parameters<typeof poiSaveParameters>[1]) => {
    const parameters = poiSaveParameters(saved, form, props.poiTypeOptions, props.contractOptions);
    for (const [name, value] of Object.entries(parameters)) runtime.setParameter(name, value);
    // A data source that writes needs the save as one operation with a request id (docs/data-connections.md).
    if (props.editParameter !== undefined) {
      runtime.setParameter(props.editParameter, poiSaveOperation(parameters));
    }
    runtime.applyParameterChanges();
    setPoi(null);
  };

  return (
    <MapFrame
      containerRef={containerRef}
      label={props.label}
      height={props.height}
      failed={failed}
      fallbackNote={fallbackNote}
    >
      <MapActions
        actions={props.actions}
        position={props.actionsPosition}
        onAction={(action) => callSafely(props.onAction, "BusinessMap onAction", action.id, callbackApi())}
      />
      {poi === null ? null : (
        <PoiDialog
          poi={poi}
          editable={isPoiEditable(poi, props.allowPoiEditing)}
          poiTypeOptions={props.poiTypeOptions}
          contractOptions={props.contractOptions}
          onClose={() => setPoi(null)}
          onSave={(form) => savePoi(poi, form)}
        />
      )}
    </MapFrame>
  );
}

function jumpToView(map: MapLibreMap, center: { lat: number; lon: number }, zoom: number): void {
  map.jumpTo({ center: [center.lon, center.lat], zoom });
}
