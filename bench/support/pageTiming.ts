/** Inside a bench page (runs in the browser): the element it draws in, paints and the time between animation frames. */

/** The page's #root element, which the bench's HTML holds. */
export function hostElement(): HTMLElement {
  const host = document.getElementById("root");
  if (host === null) throw new Error("The page has no #root element.");
  return host;
}

/** Resolves after the next frame was produced: the time then. */
export const nextPaint = () =>
  new Promise<number>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
  );

/** Milliseconds from `started` until `done()` holds and a frame with it was painted. */
export async function paintedAfter(started: number, done: () => boolean): Promise<number> {
  while (!done()) await nextPaint();
  return (await nextPaint()) - started;
}

/** Runs `step(frame)` once per animation frame and gives the deltas between consecutive frames. */
export function frameDeltas(frames: number, step: (frame: number) => void): Promise<number[]> {
  return new Promise((resolve) => {
    const deltas: number[] = [];
    let last = 0;
    const frame = (now: number) => {
      if (last > 0) deltas.push(now - last);
      last = now;
      if (deltas.length >= frames) {
        resolve(deltas);
        return;
      }
      step(deltas.length);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
