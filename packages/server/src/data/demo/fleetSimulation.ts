/**
 * Shift-by-shift simulation of the haul fleet. Each truck gets a gapless
 * timeline of activities (standing somewhere or driving along haul roads);
 * the tables of the data set are read off these timelines, so time use,
 * loads and GPS always agree with one another.
 *
 * Trucks share the loading units: a truck waits in the queue while the unit
 * loads the truck ahead of it, so queuing comes out of the model rather than
 * being drawn at random. Times are whole seconds from the start of the first
 * day shift.
 */
import type { HaulTruck } from "./haulTrucks";
import {
  type LatLon,
  LOADING_UNITS,
  type LoadingUnit,
  loadingUnitsFor,
  offsetBy,
  type PitId,
  type Place,
  type RoadLeg,
  roadLegs,
  type SiteId,
  siteById,
  WORKSHOP_ID,
} from "./mineLayout";
import { createRandom, deriveSeed, type Random } from "./random";

export type TruckStatus = "hauling" | "loading" | "queuing" | "idle" | "maintenance" | "standby";
export type ShiftName = "Day" | "Night";

export const TRUCK_STATUSES: readonly TruckStatus[] = [
  "hauling",
  "loading",
  "queuing",
  "idle",
  "maintenance",
  "standby",
];

export const SHIFT_SECONDS = 12 * 3600;
const HOUR = 3600;
const MINUTE = 60;

/** Trucks must be parked at the go-line this long before the shift ends. */
const END_OF_SHIFT_MARGIN = MINUTE;
/** What dispatch allows for waiting at the loading unit when judging whether another load fits in the shift. */
const QUEUE_ALLOWANCE = 150;
/** What dispatch allows for the tip queue and tipping. */
const TIP_ALLOWANCE = 150;
/** Trucks hold at the tip from this long before a blast or a lightning stand-down: the pit must be clear. */
const STAND_DOWN_LEAD = 10 * MINUTE;

const MONDAY = 1;
const TUESDAY = 2;
const WEDNESDAY = 3;
const THURSDAY = 4;
const FRIDAY = 5;
/** Blasting days and the pit blasted, at about 13:00. */
const BLAST_DAYS: ReadonlyMap<number, PitId> = new Map([
  [MONDAY, "PIT-N"],
  [WEDNESDAY, "PIT-S"],
  [FRIDAY, "PIT-N"],
]);
/** The workshop's maintenance days: each truck is serviced every second week on one of them. */
const SERVICE_DAYS = [TUESDAY, THURSDAY] as const;

interface TimeWindow {
  readonly start: number;
  readonly end: number;
}

type Weather = "dry" | "rain" | "wet roads";

interface ShiftConditions {
  readonly index: number;
  readonly day: number;
  /** 0 for Sunday to 6 for Saturday. */
  readonly weekday: number;
  /** Weeks (Sunday to Saturday) since the week of the first day. */
  readonly week: number;
  readonly name: ShiftName;
  readonly start: number;
  readonly end: number;
  readonly weather: Weather;
  /** Multiplies haul speeds: night and wet roads slow everyone down. */
  readonly speedFactor: number;
  /** Multiplies loading times. */
  readonly loadingFactor: number;
  /** Added to the mean payload fill. */
  readonly fillShift: number;
  /** All trucks stand down while lightning is near. */
  readonly lightningStop: TimeWindow | null;
  readonly blast: { readonly pit: PitId; readonly window: TimeWindow } | null;
  /** Times a loading unit cannot load: face clean-up, relocation, breakdown, blasting. */
  readonly loaderStops: ReadonlyMap<string, readonly TimeWindow[]>;
  /** Ore goes to the ROM stockpile while the crusher is down. */
  readonly crusherShutdown: TimeWindow | null;
  /** Chance that a truck stays parked for lack of an operator. */
  readonly operatorShortage: number;
  /** One loading unit stands for lack of an operator; its trucks go to the others. */
  readonly loaderOperatorShort: boolean;
  /** Minutes of handover and pre-start checks at the start of the shift. */
  readonly handoverMinutes: readonly [number, number];
  /** Chance of a short operator delay (radio call, toilet, waiting for instructions) after a load. */
  readonly delayChance: number;
}

export interface TravelLeg {
  readonly from: LatLon;
  readonly to: LatLon;
  readonly seconds: number;
  readonly speedKmph: number;
}

type Motion =
  | { readonly kind: "stationary"; readonly at: LatLon }
  | { readonly kind: "travel"; readonly legs: readonly TravelLeg[] };

export interface ActivitySegment {
  readonly start: number;
  readonly end: number;
  readonly status: TruckStatus;
  readonly motion: Motion;
}

export interface HaulCycle {
  readonly truckIndex: number;
  readonly fromSite: SiteId;
  readonly toSite: SiteId;
  readonly tonnes: number;
  readonly loadedAt: number;
  readonly dumpedAt: number;
  /** Queue, load, haul, tip and the empty leg back; waits for a stopped loading unit and breaks excluded. */
  readonly cycleSeconds: number;
  /** The cycle by stage; the stages add up to cycleSeconds. */
  readonly stageSeconds: CycleStageSeconds;
}

interface CycleStageSeconds {
  /** Waiting at the loading unit and at the tip. */
  readonly queue: number;
  /** Spotting under the bucket and loading. */
  readonly load: number;
  /** The loaded run from the face to the tip. */
  readonly haul: number;
  /** Tipping. */
  readonly dump: number;
  /** The empty run back, a refuelling detour included. */
  readonly return: number;
}

export interface SimulationSettings {
  readonly seed: number;
  readonly days: number;
  /** Weekday of the first day, 0 for Sunday to 6 for Saturday: maintenance and blasting keep to weekdays. */
  readonly firstWeekday: number;
  readonly trucks: readonly HaulTruck[];
}

export interface FleetSimulation {
  readonly trucks: readonly HaulTruck[];
  readonly shifts: readonly ShiftConditions[];
  /** Per truck, gapless from 0; the last segment may run past the end of the last shift. */
  readonly timelines: readonly (readonly ActivitySegment[])[];
  readonly cycles: readonly HaulCycle[];
  readonly totalSeconds: number;
}

export function simulateFleet(settings: SimulationSettings): FleetSimulation {
  const random = createRandom(deriveSeed(settings.seed, "fleet-simulation"));
  const shifts = planShifts(settings.days, settings.firstWeekday, random);
  const runtimes = settings.trucks.map(createRuntime);
  const breakdown = planMajorBreakdown(settings, random);
  const cycles: HaulCycle[] = [];
  for (const shift of shifts) runShift(shift, runtimes, breakdown, cycles, random);
  return {
    trucks: settings.trucks,
    shifts,
    timelines: runtimes.map((runtime) => runtime.segments),
    cycles,
    totalSeconds: shifts.length * SHIFT_SECONDS,
  };
}

/** The segment a truck is in at a moment (start included, end excluded). */
export function segmentAt(timeline: readonly ActivitySegment[], second: number): ActivitySegment | undefined {
  let low = 0;
  let high = timeline.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const segment = timeline[middle];
    if (!segment) break;
    if (second < segment.start) high = middle - 1;
    else if (second >= segment.end) low = middle + 1;
    else return segment;
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// Shift conditions

function planShifts(days: number, firstWeekday: number, random: Random): ShiftConditions[] {
  const crusherShutdownDay = Math.floor(days * 0.35);
  const shifts: ShiftConditions[] = [];
  for (let day = 0; day < days; day += 1) {
    const calendar = { day, weekday: (firstWeekday + day) % 7, week: Math.floor((firstWeekday + day) / 7) };
    // Highveld summer: afternoon thunderstorms on about one day in five.
    const rain = random.chance(0.2);
    shifts.push(planDayShift(calendar, rain, day === crusherShutdownDay, random));
    shifts.push(planNightShift(calendar, rain && random.chance(0.6), random));
  }
  return shifts;
}

interface ShiftCalendar {
  readonly day: number;
  readonly weekday: number;
  readonly week: number;
}

function planDayShift(
  calendar: ShiftCalendar,
  rain: boolean,
  crusherShutdown: boolean,
  random: Random,
): ShiftConditions {
  const start = calendar.day * 2 * SHIFT_SECONDS;
  const blastedPit = BLAST_DAYS.get(calendar.weekday);
  const blast = blastedPit
    ? {
        pit: blastedPit,
        window: windowFrom(start + random.between(6.85, 7.15) * HOUR, random.between(40, 60) * MINUTE),
      }
    : null;
  const lightningStop =
    rain && random.chance(0.75)
      ? windowFrom(start + random.between(8, 10.5) * HOUR, random.between(45, 150) * MINUTE)
      : null;
  return {
    index: calendar.day * 2,
    ...calendar,
    name: "Day",
    start,
    end: start + SHIFT_SECONDS,
    weather: rain ? "rain" : "dry",
    speedFactor: rain ? 0.78 : 1,
    loadingFactor: rain ? 1.08 : 1,
    fillShift: 0,
    lightningStop,
    blast,
    loaderStops: planLoaderStops(start, blast, random),
    // Liner change on the primary crusher, planned for a day shift.
    crusherShutdown: crusherShutdown ? windowFrom(start, 10 * HOUR) : null,
    operatorShortage: 0.025 * random.between(0.5, 1.5),
    loaderOperatorShort: false,
    handoverMinutes: [20, 30],
    delayChance: 0.04,
  };
}

function planNightShift(calendar: ShiftCalendar, wetRoads: boolean, random: Random): ShiftConditions {
  const start = (calendar.day * 2 + 1) * SHIFT_SECONDS;
  return {
    index: calendar.day * 2 + 1,
    ...calendar,
    name: "Night",
    start,
    end: start + SHIFT_SECONDS,
    weather: wetRoads ? "wet roads" : "dry",
    // Operators drive more carefully under lights; loading takes a little longer too.
    speedFactor: wetRoads ? 0.82 : 0.9,
    loadingFactor: 1.06,
    fillShift: -0.008,
    lightningStop: null,
    blast: null,
    loaderStops: planLoaderStops(start, null, random),
    crusherShutdown: null,
    // Night shifts are harder to crew.
    operatorShortage: 0.08 * random.between(0.5, 1.5),
    loaderOperatorShort: random.chance(0.3),
    // The 18:00 handover runs late, and tired crews stop more often in the small hours.
    handoverMinutes: [25, 40],
    delayChance: 0.09,
  };
}

function planLoaderStops(
  shiftStart: number,
  blast: ShiftConditions["blast"],
  random: Random,
): ReadonlyMap<string, readonly TimeWindow[]> {
  const stops = new Map<string, TimeWindow[]>();
  for (const unit of LOADING_UNITS) {
    const windows: TimeWindow[] = [];
    if (random.chance(0.35)) {
      windows.push(windowFrom(shiftStart + random.between(1, 10.5) * HOUR, random.between(15, 40) * MINUTE));
    }
    if (random.chance(0.025)) {
      windows.push(windowFrom(shiftStart + random.between(1, 9) * HOUR, random.between(120, 240) * MINUTE));
    }
    if (blast && blast.pit === unit.pit) windows.push(blast.window);
    stops.set(
      unit.id,
      windows.sort((a, b) => a.start - b.start),
    );
  }
  return stops;
}

function windowFrom(start: number, seconds: number): TimeWindow {
  const rounded = Math.round(start);
  return { start: rounded, end: rounded + Math.round(seconds) };
}

// ---------------------------------------------------------------------------
// Trucks through a shift

interface TruckRuntime {
  readonly truck: HaulTruck;
  readonly goLine: Place;
  readonly segments: ActivitySegment[];
  /** End of the last segment: where the truck's timeline has got to. */
  clock: number;
  servicesDone: number;
  /** Shifts parked for lack of an operator. */
  standDowns: number;
}

interface Breakdown {
  readonly at: number;
  readonly seconds: number;
  readonly major: boolean;
}

interface MajorBreakdown {
  readonly truckIndex: number;
  readonly at: number;
  readonly seconds: number;
  pending: boolean;
}

/** A crewed truck working one loading unit in the current shift. */
interface ActiveTruck {
  readonly runtime: TruckRuntime;
  readonly unit: LoadingUnit;
  readonly face: Place;
  /** Drawn ahead of time so that the truck can always get back to the go-line before the shift ends. */
  parkFromFace: readonly TravelLeg[];
  readonly mealDue: number;
  readonly mealSeconds: number;
  mealTaken: boolean;
  readonly fuelDue: number;
  readonly fuelSeconds: number;
  fuelled: boolean;
  breakdown: Breakdown | null;
}

function createRuntime(truck: HaulTruck): TruckRuntime {
  return {
    truck,
    goLine: { siteId: WORKSHOP_ID, point: goLinePosition(truck.index) },
    segments: [],
    clock: 0,
    servicesDone: truck.dispatchRank % 2,
    standDowns: 0,
  };
}

function planMajorBreakdown(settings: SimulationSettings, random: Random): MajorBreakdown | null {
  const bigTrucks = settings.trucks.filter((truck) => truck.model.payloadT >= 200);
  const candidates = bigTrucks.length > 0 ? bigTrucks : settings.trucks;
  if (candidates.length === 0) return null;
  // Late in the period, so that the storyline's latest four weeks (and latest shifts) show it.
  const day = Math.max(0, settings.days - 9);
  return {
    truckIndex: random.pick(candidates).index,
    // A final drive fails in the afternoon; the truck waits days for parts.
    at: day * 2 * SHIFT_SECONDS + Math.round(8.17 * HOUR),
    seconds: Math.round(random.between(4.6, 5.2) * 24 * HOUR),
    pending: true,
  };
}

function runShift(
  shift: ShiftConditions,
  runtimes: readonly TruckRuntime[],
  majorBreakdown: MajorBreakdown | null,
  cycles: HaulCycle[],
  random: Random,
): void {
  for (const runtime of runtimes) startPlannedService(runtime, shift, random);
  const readyAtStart = runtimes.filter((runtime) => runtime.clock <= shift.start);
  const short = readyAtStart.filter(() => random.chance(shift.operatorShortage)).length;
  const uncrewed = new Set(chooseTrucksWithoutOperator(readyAtStart, short, random));
  // With a loading unit standing, dispatch parks the spares rather than crowd the other units.
  if (shift.loaderOperatorShort) for (const runtime of readyAtStart) if (runtime.truck.spare) uncrewed.add(runtime);
  for (const runtime of uncrewed) stayUntil(runtime, "standby", shift.end, runtime.goLine.point);

  const crewed = runtimes
    .filter((runtime) => !uncrewed.has(runtime) && runtime.clock < shift.end)
    .sort((a, b) => a.truck.dispatchRank - b.truck.dispatchRank);
  const units = assignLoadingUnits(
    crewed.map((runtime) => runtime.truck),
    runtimes.length,
    loadingUnitsInShift(runtimes.length, shift),
  );

  const active: ActiveTruck[] = [];
  for (const runtime of crewed) {
    const unit = units.get(runtime.truck.index);
    if (!unit) continue;
    const prestart = runtime.clock <= shift.start ? random.between(...shift.handoverMinutes) : random.between(10, 15);
    const breakdown = majorBreakdownFor(runtime, shift, majorBreakdown) ?? randomBreakdown(shift, random);
    const truck = startWork(runtime, unit, shift, Math.round(prestart * MINUTE), breakdown, random);
    if (truck) active.push(truck);
  }

  // Event order: always move the truck that is furthest behind, so loading units serve trucks first come, first served.
  const unitFreeAt = new Map<string, number>();
  while (active.length > 0) {
    const index = indexOfEarliest(active);
    const truck = active[index];
    if (!truck) break;
    const next = runCycle(truck, shift, unitFreeAt, majorBreakdown, cycles, random);
    if (next) active[index] = next;
    else active.splice(index, 1);
  }
}

/**
 * The 250-hour service comes round every two weeks, on the workshop's
 * maintenance days (a quarter of the fleet on each). Services start with the
 * day shift; every other one is the larger 500-hour service, which runs on
 * into the night shift. A truck already in the workshop skips its slot.
 */
function startPlannedService(runtime: TruckRuntime, shift: ShiftConditions, random: Random): void {
  const group = runtime.truck.dispatchRank % 4;
  const serviceDay = SERVICE_DAYS[group % 2] === shift.weekday && shift.week % 2 === Math.floor(group / 2);
  if (shift.name !== "Day" || !serviceDay || runtime.clock > shift.start) return;
  const hours = runtime.servicesDone % 2 === 1 ? random.between(14, 18) : random.between(8, 11);
  stayUntil(runtime, "maintenance", shift.start + Math.round(hours * HOUR), workshopBay());
  runtime.servicesDone += 1;
}

/** A loading unit without an operator is the last one the mine mans. */
function loadingUnitsInShift(fleetSize: number, shift: ShiftConditions): readonly LoadingUnit[] {
  const units = loadingUnitsFor(fleetSize);
  return shift.loaderOperatorShort && units.length >= 3 ? units.slice(0, -1) : units;
}

/**
 * Short of operators, dispatch often parks one of the spare trucks; otherwise
 * it stands down the truck that has stood down least, so the others share
 * the lost shifts evenly.
 */
function chooseTrucksWithoutOperator(
  candidates: readonly TruckRuntime[],
  count: number,
  random: Random,
): TruckRuntime[] {
  const pool = [...candidates];
  const chosen: TruckRuntime[] = [];
  while (chosen.length < count && pool.length > 0) {
    const spares = pool.filter((runtime) => runtime.truck.spare);
    const preferSpare = spares.length > 0 && random.chance(0.35);
    const picked = leastStoodDown(preferSpare ? spares : pool.filter((runtime) => !runtime.truck.spare), random);
    if (!picked) break;
    picked.standDowns += 1;
    chosen.push(picked);
    pool.splice(pool.indexOf(picked), 1);
  }
  return chosen;
}

function leastStoodDown(runtimes: readonly TruckRuntime[], random: Random): TruckRuntime | undefined {
  const fewest = Math.min(...runtimes.map((runtime) => runtime.standDowns));
  const candidates = runtimes.filter((runtime) => runtime.standDowns === fewest);
  return candidates.length > 0 ? random.pick(candidates) : undefined;
}

/**
 * Shares the crewed trucks out over the loading units. Each truck has a home
 * unit and stays on it while there is room, so trucks keep to the same unit
 * from shift to shift.
 */
function assignLoadingUnits(
  trucks: readonly HaulTruck[],
  fleetSize: number,
  units: readonly LoadingUnit[],
): Map<number, LoadingUnit> {
  const remaining = apportion(
    trucks.length,
    units.map((unit) => unit.dispatchShare),
  );
  const assignment = new Map<number, LoadingUnit>();
  const unplaced: HaulTruck[] = [];
  for (const truck of trucks) {
    const home = homeUnitIndex(truck.dispatchRank, fleetSize, units);
    const left = remaining[home] ?? 0;
    const unit = units[home];
    if (left > 0 && unit) {
      assignment.set(truck.index, unit);
      remaining[home] = left - 1;
    } else {
      unplaced.push(truck);
    }
  }
  for (const truck of unplaced) {
    const open = remaining.findIndex((left) => left > 0);
    const unit = units[open];
    if (!unit) break;
    assignment.set(truck.index, unit);
    remaining[open] = (remaining[open] ?? 1) - 1;
  }
  return assignment;
}

function homeUnitIndex(dispatchRank: number, fleetSize: number, units: readonly LoadingUnit[]): number {
  const total = units.reduce((sum, unit) => sum + unit.dispatchShare, 0);
  const position = ((dispatchRank + 0.5) / fleetSize) * total;
  let cumulative = 0;
  for (const [index, unit] of units.entries()) {
    cumulative += unit.dispatchShare;
    if (position < cumulative) return index;
  }
  return units.length - 1;
}

/** Whole numbers in proportion to the shares, summing to the total (largest remainder). */
function apportion(total: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((share) => (total * share) / sum);
  const counts = exact.map(Math.floor);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
  let missing = total - counts.reduce((a, b) => a + b, 0);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    missing -= 1;
  }
  return counts;
}

function majorBreakdownFor(
  runtime: TruckRuntime,
  shift: ShiftConditions,
  breakdown: MajorBreakdown | null,
): Breakdown | null {
  if (!breakdown?.pending || breakdown.truckIndex !== runtime.truck.index || breakdown.at >= shift.end) return null;
  return { at: Math.max(breakdown.at, shift.start), seconds: breakdown.seconds, major: true };
}

/** A hose, a tyre or an electrical fault: a few hours in the workshop. */
function randomBreakdown(shift: ShiftConditions, random: Random): Breakdown | null {
  if (!random.chance(0.06)) return null;
  const minutes = clamp(Math.exp(random.normal(Math.log(180), 0.8)), 45, 24 * 60);
  return {
    at: shift.start + Math.round(random.between(0.5, 10) * HOUR),
    seconds: Math.round(minutes * MINUTE),
    major: false,
  };
}

/**
 * Pre-start checks at the go-line, then the empty run to the loading unit.
 * When there is no longer time for a load, the truck stays parked.
 */
function startWork(
  runtime: TruckRuntime,
  unit: LoadingUnit,
  shift: ShiftConditions,
  prestartSeconds: number,
  breakdown: Breakdown | null,
  random: Random,
): ActiveTruck | null {
  const face: Place = { siteId: unit.pit, point: unit.face };
  const toFace = sampleTrip(runtime.goLine, face, false, shift, runtime.truck, random);
  const parkFromFace = sampleTrip(face, runtime.goLine, false, shift, runtime.truck, random);
  const arrival = runtime.clock + prestartSeconds + tripSeconds(toFace);
  const needed = Math.max(expectedLoadToPark(unit, runtime, shift), tripSeconds(parkFromFace));
  if (arrival + needed > shift.end - END_OF_SHIFT_MARGIN) {
    stayUntil(runtime, "standby", shift.end, runtime.goLine.point);
    return null;
  }
  stayUntil(runtime, "standby", runtime.clock + prestartSeconds, runtime.goLine.point);
  drive(runtime, toFace);
  const mealDue = shift.start + Math.round(random.between(5.25, 7) * HOUR);
  const fuelDue = shift.start + Math.round(random.between(2, 9.5) * HOUR);
  return {
    runtime,
    unit,
    face,
    parkFromFace,
    mealDue,
    mealSeconds: Math.round(random.between(30, 45) * MINUTE),
    // A truck that comes out of the workshop late had its crib break and fuel there.
    mealTaken: runtime.clock > mealDue,
    fuelDue,
    fuelSeconds: Math.round(random.between(8, 14) * MINUTE),
    fuelled: runtime.clock > fuelDue,
    breakdown,
  };
}

/**
 * One haul cycle from the truck's arrival at its loading unit. Returns the
 * truck to move next, or null once it has parked for the rest of the shift.
 */
function runCycle(
  truck: ActiveTruck,
  shift: ShiftConditions,
  unitFreeAt: Map<string, number>,
  majorBreakdown: MajorBreakdown | null,
  cycles: HaulCycle[],
  random: Random,
): ActiveTruck | null {
  const { runtime, unit, face } = truck;
  const stops = shift.loaderStops.get(unit.id) ?? [];
  const serviceStart = firstMomentOutside(Math.max(runtime.clock, unitFreeAt.get(unit.id) ?? shift.start), stops);
  const destination = chooseDestination(unit, shift, runtime.clock, random);
  const dumpAt: Place = { siteId: destination, point: dumpPoint(destination, random) };
  const loadingSeconds = sampleLoadingSeconds(unit, runtime.truck, shift, random);
  const haul = sampleTrip(face, dumpAt, true, shift, runtime.truck, random);
  const tipQueueSeconds = sampleTipQueueSeconds(destination, random);
  const dumpingSeconds = Math.round(random.between(55, 95));
  const parkFromDump = sampleTrip(dumpAt, runtime.goLine, false, shift, runtime.truck, random);
  const dumpedAt = serviceStart + loadingSeconds + tripSeconds(haul) + tipQueueSeconds + dumpingSeconds;
  if (dumpedAt + tripSeconds(parkFromDump) > shift.end - END_OF_SHIFT_MARGIN) {
    parkForTheShift(runtime, truck.parkFromFace, shift);
    return null;
  }

  const queuedSeconds = waitForLoadingUnit(runtime, serviceStart, stops, offsetBy(face.point, 35, 25));
  stayUntil(runtime, "loading", serviceStart + loadingSeconds, face.point);
  unitFreeAt.set(unit.id, runtime.clock);
  const loadedAt = runtime.clock;
  drive(runtime, haul);
  stayUntil(runtime, "queuing", runtime.clock + tipQueueSeconds, offsetBy(dumpAt.point, 30, -30));
  // Tipping counts as hauling: it is part of the productive cycle.
  stayUntil(runtime, "hauling", runtime.clock + dumpingSeconds, dumpAt.point);

  const after = afterDumping(truck, dumpAt, parkFromDump, shift, majorBreakdown, random);
  cycles.push({
    truckIndex: runtime.truck.index,
    fromSite: unit.pit,
    toSite: destination,
    tonnes: sampleTonnes(runtime.truck, shift, random),
    loadedAt,
    dumpedAt,
    cycleSeconds: queuedSeconds + (dumpedAt - serviceStart) + after.emptySeconds,
    stageSeconds: {
      queue: queuedSeconds + tipQueueSeconds,
      load: loadingSeconds,
      haul: tripSeconds(haul),
      dump: dumpingSeconds,
      return: after.emptySeconds,
    },
  });
  return after.next;
}

/** The first moment at or after `second` when the loading unit is not stopped. */
function firstMomentOutside(second: number, stops: readonly TimeWindow[]): number {
  let moment = second;
  for (let moved = true; moved; ) {
    moved = false;
    for (const stop of stops) {
      if (moment >= stop.start && moment < stop.end) {
        moment = stop.end;
        moved = true;
      }
    }
  }
  return moment;
}

/**
 * Waiting at the loading unit: queuing behind other trucks, but idle while
 * the unit itself is stopped. Returns the seconds spent queuing.
 */
function waitForLoadingUnit(
  runtime: TruckRuntime,
  serviceStart: number,
  stops: readonly TimeWindow[],
  at: LatLon,
): number {
  let queued = 0;
  for (const stop of stops) {
    if (stop.end <= runtime.clock || stop.start >= serviceStart) continue;
    const stopStart = Math.max(stop.start, runtime.clock);
    queued += stopStart - runtime.clock;
    stayUntil(runtime, "queuing", stopStart, at);
    stayUntil(runtime, "idle", Math.min(stop.end, serviceStart), at);
  }
  queued += Math.max(0, serviceStart - runtime.clock);
  stayUntil(runtime, "queuing", serviceStart, at);
  return queued;
}

/** Breakdown, stand-downs, breaks, then back to the loading unit or off to the go-line. */
function afterDumping(
  truck: ActiveTruck,
  dumpAt: Place,
  parkFromDump: readonly TravelLeg[],
  shift: ShiftConditions,
  majorBreakdown: MajorBreakdown | null,
  random: Random,
): { readonly emptySeconds: number; readonly next: ActiveTruck | null } {
  const { runtime } = truck;
  const { breakdown } = truck;
  if (breakdown && breakdown.at <= runtime.clock) {
    if (breakdown.major && majorBreakdown) majorBreakdown.pending = false;
    return {
      emptySeconds: tripSeconds(parkFromDump),
      next: repairAndResume(truck, breakdown, parkFromDump, shift, random),
    };
  }

  takeBreaks(truck, dumpAt, shift, shift.end - END_OF_SHIFT_MARGIN - tripSeconds(parkFromDump), random);
  const refuelled = refuelIfDue(truck, dumpAt, shift, random);
  const origin = refuelled?.bay ?? dumpAt;
  const parkFromOrigin = refuelled?.parkLegs ?? parkFromDump;
  const detourSeconds = refuelled?.drivenSeconds ?? 0;

  const back = sampleTrip(origin, truck.face, false, shift, runtime.truck, random);
  const parkFromFace = sampleTrip(truck.face, runtime.goLine, false, shift, runtime.truck, random);
  const needed = Math.max(expectedLoadToPark(truck.unit, runtime, shift), tripSeconds(parkFromFace));
  if (runtime.clock + tripSeconds(back) + needed > shift.end - END_OF_SHIFT_MARGIN) {
    // A major fault still pending carries over to the truck's next shift (see majorBreakdownFor).
    parkForTheShift(runtime, parkFromOrigin, shift);
    return { emptySeconds: detourSeconds + tripSeconds(parkFromOrigin), next: null };
  }
  drive(runtime, back);
  truck.parkFromFace = parkFromFace;
  return { emptySeconds: detourSeconds + tripSeconds(back), next: truck };
}

/** Once a shift the truck calls at the fuel bay beside the workshop on its way back to the pit. */
function refuelIfDue(
  truck: ActiveTruck,
  dumpAt: Place,
  shift: ShiftConditions,
  random: Random,
): { readonly bay: Place; readonly drivenSeconds: number; readonly parkLegs: readonly TravelLeg[] } | null {
  const { runtime } = truck;
  if (truck.fuelled || runtime.clock < truck.fuelDue) return null;
  const bay: Place = { siteId: WORKSHOP_ID, point: fuelBay() };
  const toBay = sampleTrip(dumpAt, bay, false, shift, runtime.truck, random);
  const parkLegs = sampleTrip(bay, runtime.goLine, false, shift, runtime.truck, random);
  const done = runtime.clock + tripSeconds(toBay) + truck.fuelSeconds + tripSeconds(parkLegs);
  if (done > shift.end - END_OF_SHIFT_MARGIN) return null;
  drive(runtime, toBay);
  stayUntil(runtime, "idle", runtime.clock + truck.fuelSeconds, bay.point);
  truck.fuelled = true;
  return { bay, drivenSeconds: tripSeconds(toBay), parkLegs };
}

function repairAndResume(
  truck: ActiveTruck,
  breakdown: Breakdown,
  toWorkshop: readonly TravelLeg[],
  shift: ShiftConditions,
  random: Random,
): ActiveTruck | null {
  const { runtime } = truck;
  drive(runtime, toWorkshop);
  stayUntil(runtime, "maintenance", runtime.clock + breakdown.seconds, workshopBay());
  if (runtime.clock >= shift.end) return null;
  const prestart = Math.round(random.between(10, 15) * MINUTE);
  return startWork(runtime, truck.unit, shift, prestart, null, random);
}

/** Stand-downs, crib break and the odd operator delay, taken at the tip between loads. */
function takeBreaks(
  truck: ActiveTruck,
  dumpAt: Place,
  shift: ShiftConditions,
  latestEnd: number,
  random: Random,
): void {
  const { runtime } = truck;
  const bay = parkingBay(dumpAt.siteId);
  const returnAndLoad =
    expectedTripSeconds(dumpAt, truck.face, false, shift, runtime.truck) +
    expectedLoadingSeconds(truck.unit, runtime.truck, shift);
  const stoppages = [shift.lightningStop, shift.blast?.pit === truck.unit.pit ? shift.blast.window : null];
  for (const stoppage of stoppages) {
    if (stoppage && runtime.clock < stoppage.end && runtime.clock + returnAndLoad > stoppage.start - STAND_DOWN_LEAD) {
      stayUntil(runtime, "standby", Math.min(stoppage.end, latestEnd), bay);
    }
  }
  if (!truck.mealTaken && runtime.clock >= truck.mealDue - 10 * MINUTE) {
    stayUntil(runtime, "standby", Math.min(runtime.clock + truck.mealSeconds, latestEnd), bay);
    truck.mealTaken = true;
  }
  if (random.chance(shift.delayChance)) {
    stayUntil(runtime, "idle", Math.min(runtime.clock + Math.round(random.between(3, 10) * MINUTE), latestEnd), bay);
  }
}

function parkForTheShift(runtime: TruckRuntime, toGoLine: readonly TravelLeg[], shift: ShiftConditions): void {
  drive(runtime, toGoLine);
  stayUntil(runtime, "standby", shift.end, runtime.goLine.point);
}

function indexOfEarliest(trucks: readonly ActiveTruck[]): number {
  let best = 0;
  for (const [index, truck] of trucks.entries()) {
    const current = trucks[best];
    if (current && truck.runtime.clock < current.runtime.clock) best = index;
  }
  return best;
}

// ---------------------------------------------------------------------------
// Timeline building

function stayUntil(runtime: TruckRuntime, status: TruckStatus, until: number, at: LatLon): void {
  if (until <= runtime.clock) return;
  runtime.segments.push({ start: runtime.clock, end: until, status, motion: { kind: "stationary", at } });
  runtime.clock = until;
}

function drive(runtime: TruckRuntime, legs: readonly TravelLeg[]): void {
  const seconds = tripSeconds(legs);
  if (seconds <= 0) return;
  runtime.segments.push({
    start: runtime.clock,
    end: runtime.clock + seconds,
    status: "hauling",
    motion: { kind: "travel", legs },
  });
  runtime.clock += seconds;
}

// ---------------------------------------------------------------------------
// Travel, loading and payload

/** Typical speeds (km/h) of large rigid trucks: loaded climbing the ramp, empty descending on the retarder. */
function baseSpeedKmph(leg: RoadLeg, loaded: boolean): number {
  if (leg.ramp === "up") return loaded ? 18 : 24;
  if (leg.ramp === "down") return loaded ? 20 : 26;
  return loaded ? 29 : 36;
}

function meanSpeedKmph(leg: RoadLeg, loaded: boolean, shift: ShiftConditions, truck: HaulTruck): number {
  const onSurface = leg.ramp === null;
  const habit = truck.leadFoot && onSurface ? (loaded ? 1.06 : 1.18) : 1;
  return baseSpeedKmph(leg, loaded) * shift.speedFactor * truck.speedFactor * habit;
}

function sampleTrip(
  from: Place,
  to: Place,
  loaded: boolean,
  shift: ShiftConditions,
  truck: HaulTruck,
  random: Random,
): TravelLeg[] {
  return roadLegs(from, to).map((leg) => {
    const speedKmph = meanSpeedKmph(leg, loaded, shift, truck) * clamp(random.normal(1, 0.07), 0.8, 1.2);
    return { from: leg.from, to: leg.to, speedKmph, seconds: Math.round((leg.km / speedKmph) * HOUR) };
  });
}

function expectedTripSeconds(
  from: Place,
  to: Place,
  loaded: boolean,
  shift: ShiftConditions,
  truck: HaulTruck,
): number {
  return roadLegs(from, to).reduce((sum, leg) => sum + (leg.km / meanSpeedKmph(leg, loaded, shift, truck)) * HOUR, 0);
}

function tripSeconds(legs: readonly TravelLeg[]): number {
  return legs.reduce((sum, leg) => sum + leg.seconds, 0);
}

/** Dispatch's estimate, from arriving at the loading unit, of one more load and the run back to the go-line. */
function expectedLoadToPark(unit: LoadingUnit, runtime: TruckRuntime, shift: ShiftConditions): number {
  const face: Place = { siteId: unit.pit, point: unit.face };
  const [usualDestination] = unit.destinations[0] ?? ["CRU-1"];
  const tip: Place = { siteId: usualDestination, point: siteById(usualDestination) };
  return (
    QUEUE_ALLOWANCE +
    expectedLoadingSeconds(unit, runtime.truck, shift) +
    expectedTripSeconds(face, tip, true, shift, runtime.truck) +
    TIP_ALLOWANCE +
    expectedTripSeconds(tip, runtime.goLine, false, shift, runtime.truck)
  );
}

function expectedLoadingSeconds(unit: LoadingUnit, truck: HaulTruck, shift: ShiftConditions): number {
  return (unit.minutesPer100t * (truck.model.payloadT / 100) * shift.loadingFactor + 0.7) * MINUTE;
}

/** Passes of the bucket scale with the payload; spotting under the bucket adds most of a minute. */
function sampleLoadingSeconds(unit: LoadingUnit, truck: HaulTruck, shift: ShiftConditions, random: Random): number {
  const passes = unit.minutesPer100t * (truck.model.payloadT / 100) * shift.loadingFactor;
  const minutes = passes * clamp(random.normal(1, 0.1), 0.75, 1.35) + clamp(random.normal(0.7, 0.15), 0.4, 1.2);
  return Math.round(minutes * MINUTE);
}

/** The crusher's single tipping bay builds the longest queues; dumps have room for several trucks. */
function sampleTipQueueSeconds(destination: SiteId, random: Random): number {
  const kind = siteById(destination).kind;
  const meanSeconds = kind === "crusher" ? 70 : kind === "stockpile" ? 35 : 20;
  return Math.round(Math.min(-Math.log(1 - random.next()) * meanSeconds, 6 * meanSeconds));
}

/** Payload fill around 97 %, within the usual 10/10/20 overload policy. */
function sampleTonnes(truck: HaulTruck, shift: ShiftConditions, random: Random): number {
  const fill = clamp(random.normal(0.975 + shift.fillShift, 0.045) * truck.fillFactor, 0.84, 1.12);
  return truck.model.payloadT * fill;
}

function chooseDestination(unit: LoadingUnit, shift: ShiftConditions, at: number, random: Random): SiteId {
  const destination = random.weighted(unit.destinations);
  const shutdown = shift.crusherShutdown;
  if (destination === "CRU-1" && shutdown && at >= shutdown.start && at < shutdown.end) return "STK-1";
  return destination;
}

// ---------------------------------------------------------------------------
// Where trucks stand

/** Trucks tip along the edge of a dump or stockpile; the crusher has one tipping bay. */
function dumpPoint(destination: SiteId, random: Random): LatLon {
  const site = siteById(destination);
  if (site.kind === "crusher") return site;
  return offsetBy(site, clamp(random.normal(0, 50), -90, 90), clamp(random.normal(0, 50), -90, 90));
}

/** The parking bay beside a tip, where trucks wait out breaks and stand-downs. */
function parkingBay(siteId: SiteId): LatLon {
  return offsetBy(siteById(siteId), -110, 80);
}

function workshopBay(): LatLon {
  return offsetBy(siteById(WORKSHOP_ID), -40, 25);
}

function fuelBay(): LatLon {
  return offsetBy(siteById(WORKSHOP_ID), -70, -90);
}

/** Trucks park in rows of twelve at the go-line beside the workshop. */
function goLinePosition(truckIndex: number): LatLon {
  const row = Math.floor(truckIndex / 12);
  const column = truckIndex % 12;
  return offsetBy(siteById(WORKSHOP_ID), 50 + row * 15, -50 + column * 9);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
