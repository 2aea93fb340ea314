import TimerOutlined from "@mui/icons-material/TimerOutlined";
import Box from "@mui/material/Box";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useParameter } from "../../../runtime/CanvasRuntimeContext";
import { useCallbackApi } from "../../shared/callbackApi";
import { type PaletteColorName, palette } from "../../shared/palette";
import { callSafely } from "../../shared/safeCallback";
import { visuallyHidden } from "../../shared/visuallyHidden";
import { TIMER_TICK_MS, type TimerProps } from "./Timer.meta";
import { describeCountdown, formatCountdown, type TimerState, timerStateOf } from "./timerState";

/** Green, orange, red, grey by state (canvas-components §4). */
export const timerColors: Record<TimerState, PaletteColorName> = {
  started: "green",
  warning: "orange",
  critical: "red",
  elapsed: "grey",
};

const callbackNames = {
  started: "onStarted",
  warning: "onWarning",
  critical: "onCritical",
  elapsed: "onElapsed",
} as const satisfies Record<TimerState, keyof TimerProps>;

/** What screen readers hear when the timer enters a state; nothing at the start. */
function announcement(state: TimerState, label: string, remaining: number): string {
  if (state === "started") return "";
  if (state === "elapsed") return `${label}: time is up.`;
  return `${label}: ${describeCountdown(remaining)} left.`;
}

/** A countdown; a new `seconds` remounts it, so it restarts with fresh state and callbacks. */
export default function Timer(props: TimerProps) {
  return <Countdown key={props.seconds} {...props} />;
}

function Countdown(props: TimerProps) {
  const { seconds, warningSeconds, criticalSeconds, paused, label, parameter } = props;
  const [remaining, setRemaining] = useState(seconds);
  const [, setParameterValue] = useParameter<number>(parameter ?? "");
  const callbackApi = useCallbackApi();
  const state = timerStateOf(remaining, warningSeconds, criticalSeconds);
  const running = !paused && remaining > 0;

  useEffect(() => {
    if (!running) return;
    const interval = setInterval(() => setRemaining((left) => Math.max(0, left - 1)), TIMER_TICK_MS);
    return () => clearInterval(interval);
  }, [running]);

  const publish = useEffectEvent((left: number) => {
    if (parameter) setParameterValue(left);
  });
  useEffect(() => publish(remaining), [remaining]);

  // Each state fires once per run, even when effects run twice in development.
  const firedState = useRef<TimerState | null>(null);
  const enter = useEffectEvent((entered: TimerState) => {
    if (firedState.current === entered) return;
    firedState.current = entered;
    const name = callbackNames[entered];
    callSafely(props[name], `Timer ${name}`, remaining, callbackApi());
  });
  useEffect(() => enter(state), [state]);

  const shades = palette[timerColors[state]];
  return (
    <Box
      role="timer"
      aria-label={label}
      className={`sf-timer sf-timer-${state}`}
      data-state={state}
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 0.75,
        px: 1.5,
        py: 0.5,
        borderRadius: 999,
        border: `2px solid ${shades[500]}`,
        backgroundColor: shades[50],
        color: shades[900],
        fontSize: "1.25rem",
        fontWeight: 600,
        lineHeight: 1.4,
        fontVariantNumeric: "tabular-nums",
        transition: "background-color 200ms, border-color 200ms, color 200ms",
      }}
    >
      <TimerOutlined fontSize="small" aria-hidden />
      <span>{formatCountdown(remaining)}</span>
      <span style={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement(state, label, remaining)}
      </span>
    </Box>
  );
}
