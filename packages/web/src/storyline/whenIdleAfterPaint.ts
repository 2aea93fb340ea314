/** The longest a task waits for an idle moment once the page has painted, so a busy page still gets it done. */
const IDLE_TIMEOUT_MS = 500;

/**
 * Runs `task` after the page's next paint, in the first idle moment (or after {@link IDLE_TIMEOUT_MS}); returns
 * a function that cancels it. Without `requestIdleCallback` (Safari) the task runs right after the paint.
 */
export function whenIdleAfterPaint(task: () => void): () => void {
  let cancelWaiting = () => {};
  const afterPaint = () => {
    if (typeof requestIdleCallback === "function") {
      const idle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelWaiting = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(task, 0);
      cancelWaiting = () => clearTimeout(timer);
    }
  };
  if (typeof requestAnimationFrame !== "function") {
    const timer = setTimeout(afterPaint, 0);
    cancelWaiting = () => clearTimeout(timer);
  } else {
    // An animation frame runs just before the paint: what it schedules runs after it.
    const frame = requestAnimationFrame(afterPaint);
    cancelWaiting = () => cancelAnimationFrame(frame);
  }
  return () => cancelWaiting();
}
