/**
 * What every page of the diagram bench exposes, and the measuring both kinds of page share: the time from the draw
 * call to the figure painted, and the time between animation frames while a script zooms or scrolls it.
 */

type DiagramBenchPage = {
  /** Draws the figure; milliseconds from the call until it is painted. */
  draw(): Promise<number>;
  /** Zooms or scrolls one step per animation frame for `frames` frames; the time between consecutive frames. */
  move?(frames: number): Promise<number[]>;
};

declare global {
  interface Window {
    diagramBench: DiagramBenchPage;
  }
}

/** Zoom in for the first half of the frames and out again for the second: the wheel's delta of one frame. */
export const zoomDelta = (frame: number, frames: number, perFrame: number) =>
  frame < frames / 2 ? -perFrame : perFrame;
