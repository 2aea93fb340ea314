import {
  BusinessMap,
  businessMapPropsSchema,
  CanvasRuntimeProvider,
  createMemoryRuntime,
  MapLibreMap,
} from "@storyframe/canvas/testing/maps";
import { createRoot } from "react-dom/client";
import { frameDeltas, hostElement } from "../support/pageTiming";
import { SITE_CENTRE, sitePoints } from "./benchPoints";
import { DRAG_STEP_PX, type MapBenchPage } from "./pageHarness";

/**
 * The business map with the number of points the page's hash names (`#20000`, `#0` for the baseline), on the
 * style the bench serves (a background layer, no tiles), at a site zoom where every point is in view.
 */
const pointCount = Number(window.location.hash.slice(1) || 0);
const props = businessMapPropsSchema.parse({
  points: sitePoints(pointCount),
  mapStyle: "light",
  center: SITE_CENTRE,
  zoom: 13,
  height: 800,
});

/**
 * The map the component makes, caught as it adds its first source (the component keeps its map to itself); the
 * bundle holds one MapLibre, so the page's and the component's `Map` are the same class.
 */
let made: MapLibreMap | undefined;
const addSource = MapLibreMap.prototype.addSource;
MapLibreMap.prototype.addSource = function (this: MapLibreMap, ...args: Parameters<typeof addSource>) {
  made ??= this;
  return addSource.apply(this, args);
};

/** The component's layer (and source) of points. */
const POINTS_LAYER = "sf-business-map-points";

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Resolves once every point is loaded into the map's tiles and the map has nothing left to draw. */
async function settled(map: MapLibreMap): Promise<void> {
  const loaded = () =>
    map.getLayer(POINTS_LAYER) !== undefined &&
    map.isSourceLoaded(POINTS_LAYER) &&
    map.querySourceFeatures(POINTS_LAYER).length >= pointCount;
  while (!loaded()) await nextFrame();
  await new Promise<void>((resolve) => {
    map.once("idle", () => resolve());
    map.triggerRepaint();
  });
}

function mouse(type: string, target: EventTarget, x: number, y: number, buttons: number): void {
  target.dispatchEvent(
    new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0, buttons }),
  );
}

const page: MapBenchPage = {
  async draw() {
    const started = performance.now();
    createRoot(hostElement()).render(
      <CanvasRuntimeProvider runtime={createMemoryRuntime({}, "bench")}>
        <BusinessMap {...props} />
      </CanvasRuntimeProvider>,
    );
    while (made === undefined) await nextFrame();
    await settled(made);
    return performance.now() - started;
  },
  async pan(frames) {
    const map = made;
    if (map === undefined) throw new Error("The map was not drawn.");
    const canvas = map.getCanvas();
    const box = canvas.getBoundingClientRect();
    let x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const before = map.getCenter();
    let midway = before;
    let renders = 0;
    const counted = () => {
      renders += 1;
    };
    map.on("render", counted);
    mouse("mousedown", canvas, x, y, 1);
    // A drag through MapLibre's own handlers, as a hand would: one move a frame, east for half the frames, then back.
    const handlers: number[] = [];
    const deltas = await frameDeltas(frames, (frame) => {
      if (frame === Math.floor(frames / 2)) midway = map.getCenter();
      x += frame < frames / 2 ? DRAG_STEP_PX : -DRAG_STEP_PX;
      // The move's handlers run at once: MapLibre's drag and the component's hover lookup of the point under it.
      const started = performance.now();
      mouse("mousemove", canvas, x, y, 1);
      handlers.push(performance.now() - started);
    });
    mouse("mouseup", canvas, x, y, 0);
    await nextFrame();
    map.off("render", counted);
    return { deltas, handlers, renders, movedDegrees: Math.abs(midway.lng - before.lng) };
  },
};
window.mapBench = page;
