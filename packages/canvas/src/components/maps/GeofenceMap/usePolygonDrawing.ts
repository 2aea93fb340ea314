import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import type { TerraDraw } from "terra-draw";
import { POLYGON_COLOUR, POLYGON_STROKE_WIDTH } from "../shared/mapConstants";
import { type GeofencePolygon, type LatLng, ringOfPath } from "./geofencePolygons";

/** What the drawing tools are doing: nothing, drawing a new polygon, or reshaping the outlines on the map. */
export type PolygonTool = "idle" | "draw" | "outline";

const MODES: Readonly<Record<PolygonTool, string>> = { idle: "static", draw: "polygon", outline: "select" };

type Callbacks = {
  onDrawn: (path: LatLng[]) => void;
  onReshaped: (id: string | number, path: LatLng[]) => void;
};

/** An open path of a terra-draw polygon's outline (its ring without the closing position). */
function pathOfGeometry(geometry: { type: string; coordinates: unknown }): LatLng[] | null {
  if (geometry.type !== "Polygon") return null;
  const ring = (geometry.coordinates as number[][][])[0] ?? [];
  return ring.slice(0, -1).map(([lng = 0, lat = 0]) => ({ lat, lng }));
}

/**
 * The polygon tools, with terra-draw (loaded with the first geofence map that is drawn). Drawing: clicks place a
 * polygon's corners and closing it hands its outline to `onDrawn`, after which the shape leaves terra-draw (the
 * map draws polygons itself). Outlines: the polygons given when the tool starts can be reshaped by dragging their
 * corners, each change reported to `onReshaped`. Returns whether the tools are ready.
 */
export function usePolygonDrawing(
  map: MapLibreMap | null,
  tool: PolygonTool,
  polygons: readonly GeofencePolygon[],
  callbacks: Callbacks,
): boolean {
  const [draw, setDraw] = useState<TerraDraw | null>(null);
  const latest = useRef({ callbacks, polygons });
  latest.current = { callbacks, polygons };
  // terra-draw keeps text ids; the polygons' own ids (numbers or text) are found through this.
  const idsOnMap = useRef(new Map<string, string | number>());

  useEffect(() => {
    if (map === null) return;
    let made: TerraDraw | undefined;
    let cancelled = false;
    import("./terraDraw")
      .then(({ TerraDraw, TerraDrawMapLibreGLAdapter, TerraDrawPolygonMode, TerraDrawSelectMode }) => {
        if (cancelled) return;
        const styles = {
          fillColor: POLYGON_COLOUR,
          fillOpacity: 0.2,
          outlineColor: POLYGON_COLOUR,
          outlineWidth: POLYGON_STROKE_WIDTH,
        } as const;
        made = new TerraDraw({
          adapter: new TerraDrawMapLibreGLAdapter({ map }),
          idStrategy: { isValidId: (id) => typeof id === "string" && id !== "", getId: () => crypto.randomUUID() },
          modes: [
            new TerraDrawPolygonMode({ styles }),
            new TerraDrawSelectMode({
              flags: { polygon: { feature: { coordinates: { draggable: true, midpoints: true, deletable: true } } } },
              styles: {
                selectedPolygonColor: POLYGON_COLOUR,
                selectedPolygonOutlineColor: POLYGON_COLOUR,
                selectedPolygonOutlineWidth: POLYGON_STROKE_WIDTH,
              },
            }),
          ],
        });
        const instance = made;
        instance.start();
        instance.setMode(MODES.idle);
        instance.on("finish", (id, context) => {
          if (context.action !== "draw") return;
          const path = pathOfGeometry(instance.getSnapshotFeature(id)?.geometry ?? { type: "", coordinates: [] });
          instance.removeFeatures([id]);
          if (path !== null && path.length >= 3) latest.current.callbacks.onDrawn(path);
        });
        instance.on("change", (ids, type) => {
          if (type !== "update") return;
          for (const id of ids) {
            const own = idsOnMap.current.get(String(id));
            const path = pathOfGeometry(instance.getSnapshotFeature(id)?.geometry ?? { type: "", coordinates: [] });
            if (own !== undefined && path !== null && path.length >= 3) latest.current.callbacks.onReshaped(own, path);
          }
        });
        setDraw(instance);
      })
      .catch((error: unknown) => console.warn("The polygon drawing tool could not be loaded.", error));
    return () => {
      cancelled = true;
      setDraw(null);
      try {
        made?.stop();
      } catch {
        // The map may already be gone with its style; nothing is left to clean.
      }
    };
  }, [map]);

  useEffect(() => {
    if (draw === null) return;
    draw.clear();
    idsOnMap.current.clear();
    if (tool === "outline") {
      const features = latest.current.polygons.map((polygon) => {
        const id = String(polygon.id);
        idsOnMap.current.set(id, polygon.id);
        return {
          type: "Feature" as const,
          id,
          geometry: { type: "Polygon" as const, coordinates: [ringOfPath(polygon.path)] },
          properties: { mode: "polygon" },
        };
      });
      draw.addFeatures(features);
    }
    draw.setMode(MODES[tool]);
  }, [draw, tool]);

  return draw !== null;
}
