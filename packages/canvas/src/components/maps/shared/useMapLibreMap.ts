import type { Map as MapLibreMap } from "maplibre-gl";
import { type RefObject, useEffect, useState } from "react";
import { loadMapLibre, type MapLibre } from "./loadMapLibre";
import type { MapCentre } from "./mapConstants";
import { fallbackNoteOf, fetchMapStyle } from "./mapStyleDocument";

export type MapLibreMapOptions = {
  styleUrl: string;
  /**
   * The view the map opens on, read on mount: later changes, and the view of a map made afresh for a new style, are
   * the caller's to apply.
   */
  centre: MapCentre;
  zoom: number;
  /** Whether the map may be rotated and tilted; the geofence map may not (canvas-components §2). */
  rotation: boolean;
};

export type MapLibreMapState = {
  /** The map once its style has loaded; a new one when the style changes. */
  map: MapLibreMap | null;
  maplibre: MapLibre | null;
  /** The style or MapLibre itself could not be loaded, or the browser cannot draw it (no WebGL). */
  failed: boolean;
  /** The style's note that it fell back to the local basemap, to show on the map. */
  fallbackNote: string | null;
};

const initialState: MapLibreMapState = { map: null, maplibre: null, failed: false, fallbackNote: null };

/**
 * A MapLibre map in `container`, drawn from the style at `styleUrl`. The style is fetched first (so its fallback
 * note can be read and a missing style fails at once), then MapLibre is loaded on demand. Failures are logged as
 * warnings; the map shows 'Map cannot be loaded right now, sorry.' in their place.
 */
export function useMapLibreMap(
  container: RefObject<HTMLDivElement | null>,
  { styleUrl, centre, zoom, rotation }: MapLibreMapOptions,
): MapLibreMapState {
  const [state, setState] = useState<MapLibreMapState>(initialState);
  // The opening view is read once, on mount: later changes of centre and zoom move the map, not remake it.
  const [openingView] = useState({ centre, zoom });

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const aborted = new AbortController();
    let made: MapLibreMap | undefined;
    setState(initialState);
    const fail = (error: unknown) => {
      if (aborted.signal.aborted) return;
      console.warn(`The map could not be loaded from ${styleUrl}.`, error);
      setState({ ...initialState, failed: true });
    };
    Promise.all([fetchMapStyle(styleUrl, aborted.signal), loadMapLibre()])
      .then(([style, maplibre]) => {
        if (aborted.signal.aborted) return;
        const map = new maplibre.Map({
          container: element,
          style: style as unknown as import("maplibre-gl").StyleSpecification,
          center: [openingView.centre.lon, openingView.centre.lat],
          zoom: openingView.zoom,
          attributionControl: { compact: true },
          dragRotate: rotation,
          pitchWithRotate: rotation,
          touchPitch: rotation,
        });
        made = map;
        if (!rotation) {
          map.touchZoomRotate.disableRotation();
          map.keyboard.disableRotation();
        }
        map.addControl(new maplibre.NavigationControl({ showCompass: rotation }), "top-right");
        // Tiles that fail later leave a gap, not a broken map: only logged.
        map.on("error", (event) => console.warn("The map reported an error.", event.error));
        map.once("load", () => {
          if (!aborted.signal.aborted) setState({ map, maplibre, failed: false, fallbackNote: fallbackNoteOf(style) });
        });
      })
      .catch(fail);
    return () => {
      aborted.abort();
      made?.remove();
    };
  }, [container, styleUrl, rotation, openingView]);

  return state;
}
