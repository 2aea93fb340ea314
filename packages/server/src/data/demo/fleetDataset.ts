/**
 * The demo tenant's haul-truck fleet data set: an open-pit mine in Gauteng,
 * South Africa, run in two 12-hour shifts. Pure and deterministic: the same
 * options always give the same rows. See README.md in this folder.
 */
import { addDays, parseIsoDate, timestampFormatter, weekdayOf } from "./calendar";
import {
  type FleetSimulation,
  type HaulCycle,
  SHIFT_SECONDS,
  type ShiftName,
  simulateFleet,
  TRUCK_STATUSES,
  type TruckStatus,
} from "./fleetSimulation";
import { sampleGpsTrack } from "./gpsTrack";
import { buildFleet } from "./haulTrucks";
import { MINE_SITES, type SiteKind } from "./mineLayout";
import { createRandom, deriveSeed } from "./random";

export interface FleetDatasetOptions {
  readonly seed?: number;
  /** Days of operation, each with a day and a night shift. */
  readonly days?: number;
  readonly trucks?: number;
  /** The last day of the data set (ISO date). */
  readonly endDate?: string;
  /** Minutes between GPS fixes of one truck. */
  readonly gpsIntervalMinutes?: number;
}

export type ResolvedFleetDatasetOptions = Required<FleetDatasetOptions>;

const DEFAULT_FLEET_DATASET_OPTIONS: ResolvedFleetDatasetOptions = {
  seed: 7,
  days: 30,
  trucks: 24,
  endDate: "2026-10-31",
  gpsIntervalMinutes: 5,
};

interface FleetSiteRow {
  site_id: string;
  name: string;
  kind: SiteKind;
  latitude: number;
  longitude: number;
}

interface FleetTruckRow {
  truck_id: string;
  reg_num: string;
  model: string;
  payload_t: number;
  /** ISO date. */
  commissioned: string;
}

interface FleetShiftRow {
  shift_id: string;
  /** ISO date; a night shift belongs to the date it starts on. */
  shift_date: string;
  shift: ShiftName;
  starts_at: string;
  ends_at: string;
}

export interface FleetLoadRow {
  /** 'L-000001', in loading order. */
  load_id: string;
  truck_id: string;
  shift_id: string;
  /** When loading finished. */
  loaded_at: string;
  /** When tipping finished. */
  dumped_at: string;
  from_site: string;
  to_site: string;
  tonnes: number;
  /** Queue, load, haul, tip and the empty leg back. */
  cycle_minutes: number;
  /** The cycle by stage, adding up to cycle_minutes: waiting at the loading unit and at the tip… */
  queue_minutes: number;
  /** …spotting and loading… */
  load_minutes: number;
  /** …the loaded run… */
  haul_minutes: number;
  /** …tipping… */
  dump_minutes: number;
  /** …and the empty run back. */
  return_minutes: number;
}

interface FleetGpsRow {
  reg_num: string;
  ts: string;
  latitude: number;
  longitude: number;
  speed_kmph: number;
  /** Null for a truck's first reading. */
  time_to_prev_reading_mins: number | null;
}

export interface FleetStatusRow {
  truck_id: string;
  shift_id: string;
  status: TruckStatus;
  minutes: number;
}

export interface FleetDataset {
  fleet_sites: FleetSiteRow[];
  fleet_trucks: FleetTruckRow[];
  fleet_shifts: FleetShiftRow[];
  fleet_loads: FleetLoadRow[];
  fleet_gps: FleetGpsRow[];
  fleet_status: FleetStatusRow[];
}

export type FleetTableName = keyof FleetDataset;
export type FleetColumnType = "VARCHAR" | "DOUBLE" | "DATE" | "TIMESTAMP";

/**
 * Column order and DuckDB types of each table, for loading the rows. Dates
 * and timestamps must be typed: the storyline's SQL does date arithmetic on them.
 */
export const FLEET_TABLE_COLUMNS: Readonly<Record<FleetTableName, readonly (readonly [string, FleetColumnType])[]>> = {
  fleet_sites: [
    ["site_id", "VARCHAR"],
    ["name", "VARCHAR"],
    ["kind", "VARCHAR"],
    ["latitude", "DOUBLE"],
    ["longitude", "DOUBLE"],
  ],
  fleet_trucks: [
    ["truck_id", "VARCHAR"],
    ["reg_num", "VARCHAR"],
    ["model", "VARCHAR"],
    ["payload_t", "DOUBLE"],
    ["commissioned", "DATE"],
  ],
  fleet_shifts: [
    ["shift_id", "VARCHAR"],
    ["shift_date", "DATE"],
    ["shift", "VARCHAR"],
    ["starts_at", "TIMESTAMP"],
    ["ends_at", "TIMESTAMP"],
  ],
  fleet_loads: [
    ["load_id", "VARCHAR"],
    ["truck_id", "VARCHAR"],
    ["shift_id", "VARCHAR"],
    ["loaded_at", "TIMESTAMP"],
    ["dumped_at", "TIMESTAMP"],
    ["from_site", "VARCHAR"],
    ["to_site", "VARCHAR"],
    ["tonnes", "DOUBLE"],
    ["cycle_minutes", "DOUBLE"],
    ["queue_minutes", "DOUBLE"],
    ["load_minutes", "DOUBLE"],
    ["haul_minutes", "DOUBLE"],
    ["dump_minutes", "DOUBLE"],
    ["return_minutes", "DOUBLE"],
  ],
  fleet_gps: [
    ["reg_num", "VARCHAR"],
    ["ts", "TIMESTAMP"],
    ["latitude", "DOUBLE"],
    ["longitude", "DOUBLE"],
    ["speed_kmph", "DOUBLE"],
    ["time_to_prev_reading_mins", "DOUBLE"],
  ],
  fleet_status: [
    ["truck_id", "VARCHAR"],
    ["shift_id", "VARCHAR"],
    ["status", "VARCHAR"],
    ["minutes", "DOUBLE"],
  ],
};

export function generateFleetDataset(options: FleetDatasetOptions = {}): FleetDataset {
  const resolved = resolveFleetDatasetOptions(options);
  return fleetTablesFrom(simulateFleetFor(resolved), resolved);
}

/** Fills in the defaults and rejects options that cannot make a data set. */
export function resolveFleetDatasetOptions(options: FleetDatasetOptions = {}): ResolvedFleetDatasetOptions {
  const resolved = { ...DEFAULT_FLEET_DATASET_OPTIONS, ...withoutUndefined(options) };
  if (!Number.isInteger(resolved.seed)) throw new RangeError("seed must be a whole number.");
  if (!Number.isInteger(resolved.days) || resolved.days < 1 || resolved.days > 366) {
    throw new RangeError("days must be a whole number from 1 to 366.");
  }
  if (!Number.isInteger(resolved.trucks) || resolved.trucks < 1 || resolved.trucks > 200) {
    throw new RangeError("trucks must be a whole number from 1 to 200.");
  }
  if (!(resolved.gpsIntervalMinutes >= 0.5 && resolved.gpsIntervalMinutes <= 60)) {
    throw new RangeError("gpsIntervalMinutes must be from 0.5 to 60.");
  }
  parseIsoDate(resolved.endDate);
  return resolved;
}

/** The simulation behind a data set; exposed so that tests can check the tables against it. */
export function simulateFleetFor(options: ResolvedFleetDatasetOptions): FleetSimulation {
  const trucks = buildFleet(options.trucks, options.endDate, createRandom(deriveSeed(options.seed, "fleet")));
  const firstWeekday = weekdayOf(firstDateOf(options));
  return simulateFleet({ seed: options.seed, days: options.days, firstWeekday, trucks });
}

export function fleetTablesFrom(simulation: FleetSimulation, options: ResolvedFleetDatasetOptions): FleetDataset {
  const clock = mineClock(options);
  const shifts = shiftRows(options, clock);
  return {
    fleet_sites: siteRows(),
    fleet_trucks: truckRows(simulation),
    fleet_shifts: shifts,
    fleet_loads: loadRows(simulation, shifts, clock),
    fleet_gps: gpsRows(simulation, options, clock),
    fleet_status: statusRows(simulation, shifts),
  };
}

const DAY_SHIFT_START_HOUR = 6;

interface MineClock {
  readonly firstDate: string;
  /** Local time of a moment given in seconds from the start of the first day shift. */
  readonly timestamp: (second: number) => string;
}

function mineClock(options: ResolvedFleetDatasetOptions): MineClock {
  const firstDate = firstDateOf(options);
  return { firstDate, timestamp: timestampFormatter(firstDate, DAY_SHIFT_START_HOUR) };
}

function firstDateOf(options: ResolvedFleetDatasetOptions): string {
  return addDays(options.endDate, -(options.days - 1));
}

function siteRows(): FleetSiteRow[] {
  return MINE_SITES.map((site) => ({
    site_id: site.id,
    name: site.name,
    kind: site.kind,
    latitude: round(site.latitude, 6),
    longitude: round(site.longitude, 6),
  }));
}

function truckRows(simulation: FleetSimulation): FleetTruckRow[] {
  return simulation.trucks.map((truck) => ({
    truck_id: truck.truckId,
    reg_num: truck.regNum,
    model: truck.model.name,
    payload_t: truck.model.payloadT,
    commissioned: truck.commissioned,
  }));
}

/** Day shift 06:00–18:00, night shift 18:00–06:00 the next morning. */
function shiftRows(options: ResolvedFleetDatasetOptions, clock: MineClock): FleetShiftRow[] {
  const rows: FleetShiftRow[] = [];
  for (let day = 0; day < options.days; day += 1) {
    const date = addDays(clock.firstDate, day);
    for (const [offset, shift] of [
      [0, "Day"],
      [1, "Night"],
    ] as const) {
      const start = (day * 2 + offset) * SHIFT_SECONDS;
      rows.push({
        shift_id: `${date}-${shift === "Day" ? "D" : "N"}`,
        shift_date: date,
        shift,
        starts_at: clock.timestamp(start),
        ends_at: clock.timestamp(start + SHIFT_SECONDS),
      });
    }
  }
  return rows;
}

function loadRows(simulation: FleetSimulation, shifts: readonly FleetShiftRow[], clock: MineClock): FleetLoadRow[] {
  const ordered = [...simulation.cycles].sort(byLoadingTime);
  return ordered.map((cycle, index) => ({
    load_id: `L-${String(index + 1).padStart(6, "0")}`,
    truck_id: truckOf(simulation, cycle.truckIndex).truckId,
    shift_id: shiftIdAt(shifts, cycle.loadedAt),
    loaded_at: clock.timestamp(cycle.loadedAt),
    dumped_at: clock.timestamp(cycle.dumpedAt),
    from_site: cycle.fromSite,
    to_site: cycle.toSite,
    tonnes: round(cycle.tonnes, 1),
    cycle_minutes: round(cycle.cycleSeconds / 60, 1),
    ...stageMinutes(cycle),
  }));
}

/** Each stage in tenths of a minute; the empty run takes the rounding, so the stages add up to cycle_minutes. */
function stageMinutes(
  cycle: HaulCycle,
): Pick<FleetLoadRow, "queue_minutes" | "load_minutes" | "haul_minutes" | "dump_minutes" | "return_minutes"> {
  const tenths = (seconds: number) => Math.round(seconds / 6);
  const { queue, load, haul, dump } = cycle.stageSeconds;
  const timed = [queue, load, haul, dump].map(tenths);
  const [queueTenths = 0, loadTenths = 0, haulTenths = 0, dumpTenths = 0] = timed;
  const cycleTenths = Math.round(round(cycle.cycleSeconds / 60, 1) * 10);
  const returnTenths = cycleTenths - timed.reduce((sum, value) => sum + value, 0);
  return {
    queue_minutes: queueTenths / 10,
    load_minutes: loadTenths / 10,
    haul_minutes: haulTenths / 10,
    dump_minutes: dumpTenths / 10,
    return_minutes: returnTenths / 10,
  };
}

function byLoadingTime(a: HaulCycle, b: HaulCycle): number {
  return a.loadedAt - b.loadedAt || a.truckIndex - b.truckIndex;
}

function gpsRows(simulation: FleetSimulation, options: ResolvedFleetDatasetOptions, clock: MineClock): FleetGpsRow[] {
  const rows: FleetGpsRow[] = [];
  for (const [index, timeline] of simulation.timelines.entries()) {
    const truck = truckOf(simulation, index);
    // Each truck's receiver has its own stream, so changing the interval leaves the rest of the data set alone.
    const random = createRandom(deriveSeed(options.seed, "gps", index));
    sampleGpsTrack(timeline, simulation.totalSeconds, options.gpsIntervalMinutes * 60, random, (fix) =>
      rows.push({
        reg_num: truck.regNum,
        ts: clock.timestamp(fix.second),
        latitude: round(fix.position.latitude, 6),
        longitude: round(fix.position.longitude, 6),
        speed_kmph: round(fix.speedKmph, 1),
        time_to_prev_reading_mins: fix.minutesSincePrevious === null ? null : round(fix.minutesSincePrevious, 1),
      }),
    );
  }
  return rows;
}

/** Minutes per status of every truck in every shift: six rows per truck and shift, zero minutes included. */
function statusRows(simulation: FleetSimulation, shifts: readonly FleetShiftRow[]): FleetStatusRow[] {
  const secondsByTruck = simulation.timelines.map((timeline) => secondsPerShiftAndStatus(timeline, shifts.length));
  const rows: FleetStatusRow[] = [];
  for (const [shiftIndex, shift] of shifts.entries()) {
    for (const [truckIndex, perShift] of secondsByTruck.entries()) {
      const tenths = tenthsOfMinuteSummingToShift(perShift[shiftIndex] ?? []);
      for (const [statusIndex, status] of TRUCK_STATUSES.entries()) {
        rows.push({
          truck_id: truckOf(simulation, truckIndex).truckId,
          shift_id: shift.shift_id,
          status,
          minutes: (tenths[statusIndex] ?? 0) / 10,
        });
      }
    }
  }
  return rows;
}

/** Seconds in each status (in TRUCK_STATUSES order), per shift, of one truck's timeline. */
function secondsPerShiftAndStatus(timeline: FleetSimulation["timelines"][number], shiftCount: number): number[][] {
  const totals = Array.from({ length: shiftCount }, () => TRUCK_STATUSES.map(() => 0));
  for (const segment of timeline) {
    const statusIndex = TRUCK_STATUSES.indexOf(segment.status);
    const lastShift = Math.min(shiftCount - 1, Math.floor((segment.end - 1) / SHIFT_SECONDS));
    for (let shift = Math.floor(segment.start / SHIFT_SECONDS); shift <= lastShift; shift += 1) {
      const overlap =
        Math.min(segment.end, (shift + 1) * SHIFT_SECONDS) - Math.max(segment.start, shift * SHIFT_SECONDS);
      const row = totals[shift];
      if (row && overlap > 0) row[statusIndex] = (row[statusIndex] ?? 0) + overlap;
    }
  }
  return totals;
}

/** Rounds to tenths of a minute and puts the rounding difference on the largest status, so a shift is exactly 720 minutes. */
function tenthsOfMinuteSummingToShift(seconds: readonly number[]): number[] {
  const tenths = seconds.map((value) => Math.round(value / 6));
  const difference = SHIFT_SECONDS / 6 - tenths.reduce((a, b) => a + b, 0);
  const largest = tenths.indexOf(Math.max(...tenths));
  tenths[largest] = (tenths[largest] ?? 0) + difference;
  return tenths;
}

function shiftIdAt(shifts: readonly FleetShiftRow[], second: number): string {
  const shift = shifts[Math.floor(second / SHIFT_SECONDS)];
  if (!shift) throw new RangeError(`No shift at second ${second}.`);
  return shift.shift_id;
}

function truckOf(simulation: FleetSimulation, index: number): FleetSimulation["trucks"][number] {
  const truck = simulation.trucks[index];
  if (!truck) throw new RangeError(`No truck ${index}.`);
  return truck;
}

function withoutUndefined(options: FleetDatasetOptions): FleetDatasetOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
