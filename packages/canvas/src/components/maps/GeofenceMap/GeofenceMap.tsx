import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Backdrop from "@mui/material/Backdrop";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import type { Map as MapLibreMap, MapMouseEvent } from "maplibre-gl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useCanvasRuntime } from "../../../runtime/CanvasRuntimeContext";
import { type GpsMarkerReading, gpsMarkerFeatures } from "../shared/gpsMarkers";
import { MapFrame } from "../shared/MapFrame";
import { POLYGON_COLOUR, POLYGON_STROKE_WIDTH } from "../shared/mapConstants";
import { addCircleLayer, setSourceData } from "../shared/mapLayers";
import { mapStyleUrl } from "../shared/mapStyleDocument";
import { useMapLibreMap } from "../shared/useMapLibreMap";
import type { GeofenceMapProps } from "./GeofenceMap.meta";
import {
  type GeofenceApi,
  memoryGeofenceApi,
  type PoiOption,
  serverGeofenceApi,
  type ViewCorners,
} from "./geofenceClient";
import {
  changedFeatureCollection,
  drawnPolygon,
  editPolygon,
  type GeofencePolygon,
  hasExtraAttributes,
  type LatLng,
  markAllUnchanged,
  mergeLoaded,
  polygonLayerData,
  withLoaded,
  withoutPolygon,
} from "./geofencePolygons";
import { type MapSettings, readMapSettings, writeMapSettings } from "./mapSettings";
import { PolygonEditDialog } from "./PolygonEditDialog";
import { createIdSource } from "./runningIds";
import { type PolygonTool, usePolygonDrawing } from "./usePolygonDrawing";

/** The geofence map draws on the hybrid satellite style (canvas-components §2), the local basemap if none is configured. */
const GEOFENCE_MAP_STYLE = "satellite-streets";
const POLYGONS = "sf-geofence-polygons";
const POLYGON_OUTLINES = "sf-geofence-polygon-outlines";
const GPS_LAYER = "sf-geofence-gps";

/** Failures the spec leaves without a message (canvas-components §8) are only logged. */
const logFailure = (what: string) => (error: unknown) => console.warn(`The geofence map could not ${what}.`, error);

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : "no answer");

function viewCorners(map: MapLibreMap): ViewCorners {
  const bounds = map.getBounds();
  const [west, south, east, north] = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
  ];
}

function viewOf(map: MapLibreMap): MapSettings {
  const centre = map.getCenter();
  return { centre: { lat: centre.lat, lon: centre.lng }, zoom: map.getZoom() };
}

function addPolygonLayers(map: MapLibreMap): void {
  map.addSource(POLYGONS, { type: "geojson", data: { type: "FeatureCollection", features: [] } });
  map.addLayer({
    id: POLYGONS,
    type: "fill",
    source: POLYGONS,
    paint: { "fill-color": POLYGON_COLOUR, "fill-opacity": 0.15 },
  });
  map.addLayer({
    id: POLYGON_OUTLINES,
    type: "line",
    source: POLYGONS,
    paint: { "line-color": POLYGON_COLOUR, "line-width": POLYGON_STROKE_WIDTH },
  });
}

/**
 * The geofence map (canvas-components §2, §4, §5, §7): the location picker over a hybrid satellite map without
 * rotation, polygons drawn with the tool at the bottom left, each opening its Edit dialog when clicked. Changes are
 * kept here until Save Updates sends the added and modified polygons; deleting is at once. Until the map key has
 * arrived nothing shows. Without a server to call (the gallery), polygons are kept in the browser.
 */
export default function GeofenceMap(props: GeofenceMapProps) {
  const { fetchApi, domainName } = useCanvasRuntime();
  const api = useMemo(
    () => (fetchApi === undefined ? memoryGeofenceApi() : serverGeofenceApi(fetchApi, props.baseUrl, domainName)),
    [fetchApi, props.baseUrl, domainName],
  );
  const [keyArrived, setKeyArrived] = useState(false);
  useEffect(() => {
    let current = true;
    // The offline basemap needs no key, so a failure is only logged and the map still shows.
    api
      .mapApiKey()
      .catch(logFailure("load the map key"))
      .finally(() => current && setKeyArrived(true));
    return () => {
      current = false;
    };
  }, [api]);
  if (!keyArrived) return <Box className="sf-geofence-map" sx={{ height: props.height }} />;
  return <GeofenceEditor {...props} api={api} domainName={domainName} />;
}

function GeofenceEditor({
  api,
  baseUrl,
  metadataMode,
  height,
  label,
  storageKey,
  domainName,
}: GeofenceMapProps & { api: GeofenceApi; domainName: string | undefined }) {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [opening] = useState(() => readMapSettings(window.localStorage, storageKey));
  const styleUrl = useMemo(
    () => mapStyleUrl(GEOFENCE_MAP_STYLE, baseUrl, window.location.origin, domainName),
    [baseUrl, domainName],
  );
  const { map, failed, fallbackNote } = useMapLibreMap(containerRef, {
    styleUrl,
    centre: opening.centre,
    zoom: opening.zoom,
    rotation: false,
  });
  const [polygons, setPolygons] = useState<GeofencePolygon[]>([]);
  const [gpsReadings, setGpsReadings] = useState<GpsMarkerReading[]>([]);
  const [options, setOptions] = useState<PoiOption[]>([]);
  const [location, setLocation] = useState<PoiOption | null>(null);
  const [maxMarkers, setMaxMarkers] = useState("");
  const [busy, setBusy] = useState(false);
  /** Why the last save or delete failed; the polygons keep their edits, so nothing is lost. */
  const [writeFailure, setWriteFailure] = useState<string | null>(null);
  const [tool, setTool] = useState<PolygonTool>("idle");
  const toolNow = useRef(tool);
  toolNow.current = tool;
  const [editing, setEditing] = useState<string | number | null>(null);
  const [idSource] = useState(() => createIdSource(metadataMode));

  // The view as last seen, so it can be kept even after the map is gone (on unmount).
  const lastView = useRef<MapSettings>(opening);
  const keepView = useCallback(() => writeMapSettings(window.localStorage, storageKey, lastView.current), [storageKey]);

  const loadOptionsAndNextId = useCallback(() => {
    api.poiOptions().then(setOptions, logFailure("load the POI options"));
    if (!metadataMode) api.nextId().then((nextId) => idSource.reset(nextId), logFailure("reserve the next id"));
  }, [api, metadataMode, idSource]);
  useEffect(loadOptionsAndNextId, [loadOptionsAndNextId]);

  // The view is kept on unmount too (canvas-components §9).
  const keepViewOnUnmount = useRef(keepView);
  keepViewOnUnmount.current = keepView;
  useEffect(() => () => keepViewOnUnmount.current(), []);

  useEffect(() => {
    if (map === null) return;
    const follow = () => {
      lastView.current = viewOf(map);
    };
    follow();
    keepView(); // kept when the map loads (canvas-components §9)
    map.on("moveend", follow);
    return () => {
      map.off("moveend", follow);
    };
  }, [map, keepView]);

  useEffect(() => {
    if (map === null) return;
    addPolygonLayers(map);
    addCircleLayer(map, GPS_LAYER);
    const onPolygonClick = (event: MapMouseEvent & { features?: { properties: Record<string, unknown> }[] }) => {
      if (toolNow.current !== "idle") return; // a click while a tool is on belongs to the tool
      const id = event.features?.[0]?.properties.id;
      if (id !== undefined) setEditing(String(id));
    };
    const pointer = () => {
      map.getCanvas().style.cursor = "pointer";
    };
    const noPointer = () => {
      map.getCanvas().style.cursor = "";
    };
    map.on("click", POLYGONS, onPolygonClick);
    map.on("mouseenter", POLYGONS, pointer);
    map.on("mouseleave", POLYGONS, noPointer);
    return () => {
      map.off("click", POLYGONS, onPolygonClick);
      map.off("mouseenter", POLYGONS, pointer);
      map.off("mouseleave", POLYGONS, noPointer);
    };
  }, [map]);

  useEffect(() => {
    if (map !== null) setSourceData(map, POLYGONS, polygonLayerData(polygons));
  }, [map, polygons]);
  useEffect(() => {
    if (map !== null) setSourceData(map, GPS_LAYER, gpsMarkerFeatures(gpsReadings));
  }, [map, gpsReadings]);

  const onDrawn = useCallback(
    async (path: LatLng[]) => {
      setTool("idle");
      let id = idSource.take();
      if (id === null) {
        // No running id yet (the first call failed): ask again now.
        idSource.reset(await api.nextId().catch(() => null));
        id = idSource.take();
        if (id === null) return logFailure("reserve an id for the new polygon")(new Error("No id."));
      }
      const polygon = drawnPolygon(id, path, metadataMode);
      setPolygons((current) => [...current, polygon]);
      setEditing(String(id));
    },
    [api, idSource, metadataMode],
  );
  const toolReady = usePolygonDrawing(map, tool, polygons, {
    onDrawn: (path) => void onDrawn(path),
    onReshaped: (id, path) => setPolygons((current) => editPolygon(current, id, { path })),
  });
  // While outlines are reshaped, terra-draw draws them: the map's own polygons step aside.
  useEffect(() => {
    if (map === null) return;
    const visibility = tool === "outline" ? "none" : "visible";
    for (const layer of [POLYGONS, POLYGON_OUTLINES]) map.setLayoutProperty(layer, "visibility", visibility);
  }, [map, tool]);
  const toggle = (chosen: PolygonTool) => setTool((current) => (current === chosen ? "idle" : chosen));

  /** Runs a load under the overlay, which hides afterwards whether it worked or not (canvas-components §8). */
  const underOverlay = (what: string, load: () => Promise<void>) => {
    setBusy(true);
    load()
      .catch(logFailure(what))
      .finally(() => setBusy(false));
  };

  const loadSpecificLocation = () => {
    if (map === null || location === null) return;
    underOverlay("load the location", async () => {
      const features = await api.featureById(location.value);
      setPolygons((current) => withLoaded(current, features, metadataMode));
      const ring = features[0]?.geometry.coordinates[0] ?? [];
      if (ring.length > 0) {
        const longitudes = ring.map(([longitude]) => longitude);
        const latitudes = ring.map(([, latitude]) => latitude);
        map.fitBounds(
          [
            [Math.min(...longitudes), Math.min(...latitudes)],
            [Math.max(...longitudes), Math.max(...latitudes)],
          ],
          { padding: 40, animate: false },
        );
      }
    });
  };
  const loadGps = () => {
    if (map === null) return;
    underOverlay("load the GPS readings", async () => setGpsReadings(await api.gpsData(viewCorners(map), maxMarkers)));
  };
  const loadLocations = () => {
    if (map === null) return;
    underOverlay("load the locations", async () => {
      const features = await api.features(viewCorners(map));
      setPolygons((current) => mergeLoaded(current, features, metadataMode));
      keepView();
    });
  };
  const saveUpdates = () => {
    const collection = changedFeatureCollection(polygons, metadataMode);
    if (collection === null) return;
    setBusy(true);
    setWriteFailure(null);
    // Unlike canvas-components §8 (overlay left up, no message), a failed save says why and gives the map back
    // with every edit kept, so Save Updates can be tried again (decision 075).
    api.upsert(collection).then(
      () => {
        setPolygons((current) => markAllUnchanged(current));
        loadOptionsAndNextId();
        setBusy(false);
      },
      (error: unknown) => {
        logFailure("save the polygons")(error);
        setWriteFailure(
          `The polygons could not be saved (${reasonOf(error)}). Your changes are kept; try Save Updates again.`,
        );
        setBusy(false);
      },
    );
  };

  const editedPolygon = polygons.find((polygon) => String(polygon.id) === String(editing)) ?? null;
  const deletePolygon = (polygon: GeofencePolygon) => {
    setEditing(null);
    setPolygons((current) => withoutPolygon(current, polygon.id));
    keepView();
    // A polygon never saved has nothing to delete on the server.
    if (polygon.dataState !== "added") {
      api.delete(polygon.id).then(
        () => loadOptionsAndNextId(),
        (error: unknown) => {
          logFailure("delete the polygon")(error);
          setWriteFailure(
            `The polygon could not be deleted (${reasonOf(error)}). Load Locations shows it again while it stays on the server.`,
          );
        },
      );
    }
  };

  return (
    <Box className="sf-geofence-map">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center", mb: 1 }}>
        <Autocomplete
          options={options}
          value={location}
          onChange={(_event, option) => setLocation(option)}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(option, value) => String(option.value) === String(value.value)}
          renderInput={(params) => <TextField {...params} label="Location" size="small" />}
          sx={{ minWidth: 220 }}
        />
        <Button variant="outlined" disabled={location === null || map === null} onClick={loadSpecificLocation}>
          Load Specific Location
        </Button>
        <Button variant="outlined" disabled={map === null} onClick={loadGps}>
          Load GPS
        </Button>
        <Button variant="outlined" disabled={map === null} onClick={loadLocations}>
          Load Locations
        </Button>
        <TextField
          label="Max Marker Count"
          size="small"
          value={maxMarkers}
          onChange={(event) => setMaxMarkers(event.target.value)}
          sx={{ width: 150 }}
        />
        <Button variant="contained" disabled={map === null} onClick={saveUpdates}>
          Save Updates
        </Button>
      </Stack>
      <MapFrame containerRef={containerRef} label={label} height={height} failed={failed} fallbackNote={fallbackNote}>
        {toolReady ? (
          <Stack direction="row" spacing={1} sx={{ position: "absolute", left: 8, bottom: 32, zIndex: 2 }}>
            {(
              [
                ["draw", "Draw polygon"],
                ["outline", "Edit outlines"],
              ] as const
            ).map(([name, text]) => (
              <Button
                key={name}
                size="small"
                variant={tool === name ? "contained" : "outlined"}
                aria-pressed={tool === name}
                onClick={() => toggle(name)}
                sx={tool === name ? undefined : { bgcolor: "background.paper" }}
              >
                {text}
              </Button>
            ))}
          </Stack>
        ) : null}
      </MapFrame>
      {editedPolygon === null ? null : (
        <PolygonEditDialog
          key={String(editedPolygon.id)}
          polygon={editedPolygon}
          showAttributes={hasExtraAttributes(editedPolygon, metadataMode)}
          placeholder={metadataMode && editedPolygon.dataState === "added"}
          onClose={() => setEditing(null)}
          onDelete={() => deletePolygon(editedPolygon)}
          onAccept={(attributes) => {
            setPolygons((current) => editPolygon(current, editedPolygon.id, { attributes }));
            setEditing(null);
          }}
        />
      )}
      {writeFailure ? (
        <Alert severity="error" onClose={() => setWriteFailure(null)} sx={{ mt: 1 }}>
          {writeFailure}
        </Alert>
      ) : null}
      <Backdrop open={busy} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: "#fff" }}>
        <CircularProgress color="inherit" aria-label="Loading" />
      </Backdrop>
    </Box>
  );
}
