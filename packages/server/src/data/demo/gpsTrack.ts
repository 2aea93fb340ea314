/**
 * GPS readings read off a truck's activity timeline: one fix every few
 * minutes, with the small scatter of real receivers and the occasional missed
 * fix (pit walls block the sky). The tracker keeps reporting while the truck
 * stands in the workshop, so workshop time shows on the map.
 */
import type { ActivitySegment, TravelLeg } from "./fleetSimulation";
import { type LatLon, offsetBy } from "./mineLayout";
import type { Random } from "./random";

export interface GpsFix {
  /** Seconds from the start of the first shift. */
  readonly second: number;
  readonly position: LatLon;
  readonly speedKmph: number;
  /** Null for the truck's first fix. */
  readonly minutesSincePrevious: number | null;
}

const MISSED_FIX_PROBABILITY = 0.005;
/** Trucks are still accelerating or braking this close to either end of a trip. */
const MANOEUVRE_SECONDS = 40;

/** Calls `onFix` for each reading in time order (no intermediate array: there are hundreds of thousands). */
export function sampleGpsTrack(
  timeline: readonly ActivitySegment[],
  totalSeconds: number,
  intervalSeconds: number,
  random: Random,
  onFix: (fix: GpsFix) => void,
): void {
  const jitter = Math.min(20, intervalSeconds * 0.1);
  const phase = random.between(0, intervalSeconds);
  let segmentIndex = 0;
  let previous: number | null = null;
  for (let nominal = phase; nominal < totalSeconds; nominal += intervalSeconds) {
    const second = Math.round(nominal + random.between(-jitter, jitter));
    if (second < 0 || second >= totalSeconds || random.chance(MISSED_FIX_PROBABILITY)) continue;
    while ((timeline[segmentIndex]?.end ?? Number.POSITIVE_INFINITY) <= second) segmentIndex += 1;
    const segment = timeline[segmentIndex];
    if (!segment) continue;
    const { position, speedKmph } = fixWithin(segment, second, random);
    onFix({ second, position, speedKmph, minutesSincePrevious: previous === null ? null : (second - previous) / 60 });
    previous = second;
  }
}

function fixWithin(
  segment: ActivitySegment,
  second: number,
  random: Random,
): { readonly position: LatLon; readonly speedKmph: number } {
  const { motion } = segment;
  if (motion.kind === "stationary") {
    return { position: scatter(motion.at, 2.5, random), speedKmph: 0 };
  }
  const elapsed = second - segment.start;
  const { point, leg } = pointAlong(motion.legs, elapsed);
  const manoeuvring = elapsed < MANOEUVRE_SECONDS || segment.end - second < MANOEUVRE_SECONDS;
  const speedKmph = manoeuvring ? random.between(6, 14) : Math.max(4, leg.speedKmph * (1 + random.normal(0, 0.05)));
  return { position: scatter(point, 6, random), speedKmph };
}

/** Position along a trip, straight-line within each leg. */
function pointAlong(legs: readonly TravelLeg[], elapsed: number): { readonly point: LatLon; readonly leg: TravelLeg } {
  let remaining = elapsed;
  for (const leg of legs) {
    if (remaining < leg.seconds) {
      const share = remaining / leg.seconds;
      return {
        point: {
          latitude: leg.from.latitude + (leg.to.latitude - leg.from.latitude) * share,
          longitude: leg.from.longitude + (leg.to.longitude - leg.from.longitude) * share,
        },
        leg,
      };
    }
    remaining -= leg.seconds;
  }
  const last = legs[legs.length - 1];
  if (!last) throw new Error("A trip has at least one leg.");
  return { point: last.to, leg: last };
}

function scatter(point: LatLon, metres: number, random: Random): LatLon {
  return offsetBy(point, random.normal(0, metres), random.normal(0, metres));
}
