/** What the maps bench page exposes: its draw and a pan by mouse drag with the time between animation frames. */

/** How far the drag moves in one frame. */
export const DRAG_STEP_PX = 4;

export type PanResult = {
  /** Milliseconds between consecutive animation frames while the drag ran. */
  deltas: number[];
  /** Milliseconds each move's event handlers took (the drag and the component's hover lookup), frame by frame. */
  handlers: number[];
  /** How many frames the map drew meanwhile (one a frame while it moves). */
  renders: number;
  /** How far the map's centre was from where the drag began when it ended, in degrees of longitude. */
  movedDegrees: number;
};

export type MapBenchPage = {
  /** Draws the map; milliseconds from the call until its points are loaded and drawn. */
  draw(): Promise<number>;
  /** Drags the map east for half the frames and back for the other half. */
  pan(frames: number): Promise<PanResult>;
};

declare global {
  interface Window {
    mapBench: MapBenchPage;
  }
}
