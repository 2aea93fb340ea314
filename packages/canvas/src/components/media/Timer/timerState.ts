/** The phases of a countdown (canvas-components §4, Timer). */
const timerStates = ["started", "warning", "critical", "elapsed"] as const;
export type TimerState = (typeof timerStates)[number];

/**
 * The phase for the remaining seconds: started above `warningSeconds`,
 * warning above `criticalSeconds`, critical above 0, elapsed at 0.
 */
export function timerStateOf(remainingSeconds: number, warningSeconds: number, criticalSeconds: number): TimerState {
  if (remainingSeconds > warningSeconds) return "started";
  if (remainingSeconds > criticalSeconds) return "warning";
  if (remainingSeconds > 0) return "critical";
  return "elapsed";
}

/** Remaining seconds as mm:ss; minutes keep counting past 59 (90 minutes is 90:00). */
export function formatCountdown(remainingSeconds: number): string {
  const whole = Math.max(0, Math.ceil(remainingSeconds));
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}

/** The same time in words, for screen readers: "4 minutes 5 seconds". */
export function describeCountdown(remainingSeconds: number): string {
  const whole = Math.max(0, Math.ceil(remainingSeconds));
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  const parts = [
    minutes > 0 ? `${minutes} ${minutes === 1 ? "minute" : "minutes"}` : "",
    seconds > 0 || minutes === 0 ? `${seconds} ${seconds === 1 ? "second" : "seconds"}` : "",
  ];
  return parts.filter((part) => part !== "").join(" ");
}
