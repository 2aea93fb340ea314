import { TRACE_ID_REGENERATION_MS } from "@storyframe/core";
import type { InFlightCounter } from "../api/inFlight";

/** A random id (UUID v4 form); works outside secure contexts too, where `crypto.randomUUID` is missing. */
export function newTraceId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface TraceIdRotation {
  current(): string;
  /** Replaces the id now. */
  regenerate(): void;
  stop(): void;
}

export interface TraceIdRotationOptions {
  /** How long no request may be under way before the id changes; 2 s by default. */
  idleMs?: number;
  generate?: () => string;
  onChange?: (traceId: string) => void;
}

/**
 * The session's trace id, which every API call carries, so one burst of activity can be followed through the
 * server's logs. Once the calls under way have been zero for `idleMs`, the next burst gets a new id.
 */
export function createTraceIdRotation(counter: InFlightCounter, options: TraceIdRotationOptions = {}): TraceIdRotation {
  const { idleMs = TRACE_ID_REGENERATION_MS, generate = newTraceId, onChange } = options;
  let traceId = generate();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const regenerate = () => {
    traceId = generate();
    onChange?.(traceId);
  };
  const unsubscribe = counter.subscribe((count) => {
    clearTimeout(timer);
    timer = undefined;
    if (count === 0) {
      timer = setTimeout(() => {
        timer = undefined;
        regenerate();
      }, idleMs);
    }
  });

  return {
    current: () => traceId,
    regenerate,
    stop() {
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
