import { beforeAll, describe, expect, it } from "vitest";
import {
  FLEET_TABLE_COLUMNS,
  type FleetDataset,
  type FleetLoadRow,
  type FleetStatusRow,
  fleetTablesFrom,
  generateFleetDataset,
  resolveFleetDatasetOptions,
  simulateFleetFor,
} from "./fleetDataset";
import { type FleetSimulation, segmentAt } from "./fleetSimulation";
import { distanceMetres, MINE_CENTRE, WORKSHOP_ID } from "./mineLayout";

const SMALL = { seed: 11, days: 3, trucks: 8 } as const;

let dataset: FleetDataset;
let generationMs = 0;

beforeAll(() => {
  const started = performance.now();
  dataset = generateFleetDataset();
  generationMs = performance.now() - started;
  const counts = Object.entries(dataset).map(([table, rows]) => `${table} ${rows.length}`);
  console.info(`Default fleet data set generated in ${Math.round(generationMs)} ms: ${counts.join(", ")}`);
});

describe("generateFleetDataset", () => {
  it("completes with the default options", () => {
    expect(generationMs).toBeGreaterThan(0);
    expect(dataset.fleet_loads.length).toBeGreaterThan(0);
  });

  it("gives identical rows for the same seed and different rows for another", () => {
    expect(generateFleetDataset(SMALL)).toEqual(generateFleetDataset(SMALL));
    const other = generateFleetDataset({ ...SMALL, seed: SMALL.seed + 1 });
    expect(other.fleet_loads).not.toEqual(generateFleetDataset(SMALL).fleet_loads);
    expect(other.fleet_gps).not.toEqual(generateFleetDataset(SMALL).fleet_gps);
  });

  it("fills in defaults and rejects options that cannot make a data set", () => {
    expect(resolveFleetDatasetOptions()).toEqual({
      seed: 7,
      days: 30,
      trucks: 24,
      endDate: "2026-10-31",
      gpsIntervalMinutes: 5,
    });
    expect(resolveFleetDatasetOptions({ days: undefined }).days).toBe(30);
    expect(() => resolveFleetDatasetOptions({ days: 0 })).toThrow(RangeError);
    expect(() => resolveFleetDatasetOptions({ trucks: 2.5 })).toThrow(RangeError);
    expect(() => resolveFleetDatasetOptions({ seed: Number.NaN })).toThrow(RangeError);
    expect(() => resolveFleetDatasetOptions({ endDate: "2026-02-30" })).toThrow(RangeError);
    expect(() => resolveFleetDatasetOptions({ endDate: "31/10/2026" })).toThrow(RangeError);
    expect(() => resolveFleetDatasetOptions({ gpsIntervalMinutes: 0 })).toThrow(RangeError);
  });

  it("keeps row counts of the defaults within the expected ranges", () => {
    expect(dataset.fleet_sites).toHaveLength(6);
    expect(dataset.fleet_trucks).toHaveLength(24);
    expect(dataset.fleet_shifts).toHaveLength(60);
    expect(dataset.fleet_status).toHaveLength(24 * 60 * 6);
    expect(dataset.fleet_loads.length).toBeGreaterThan(15_000);
    expect(dataset.fleet_loads.length).toBeLessThan(28_000);
    expect(dataset.fleet_gps.length).toBeGreaterThan(180_000);
    expect(dataset.fleet_gps.length).toBeLessThan(250_000);
  });

  it("gives every row exactly the columns the table declares", () => {
    for (const [table, columns] of Object.entries(FLEET_TABLE_COLUMNS)) {
      const rows: readonly object[] = dataset[table as keyof FleetDataset];
      const names = columns.map(([name]) => name);
      for (const row of [rows[0], rows[rows.length - 1]]) expect(Object.keys(row ?? {})).toEqual(names);
    }
  });

  it("runs two 12-hour shifts a day for the requested days, ending on endDate", () => {
    const shifts = dataset.fleet_shifts;
    expect(shifts[0]).toEqual({
      shift_id: "2026-10-02-D",
      shift_date: "2026-10-02",
      shift: "Day",
      starts_at: "2026-10-02T06:00:00",
      ends_at: "2026-10-02T18:00:00",
    });
    expect(shifts[shifts.length - 1]).toEqual({
      shift_id: "2026-10-31-N",
      shift_date: "2026-10-31",
      shift: "Night",
      starts_at: "2026-10-31T18:00:00",
      ends_at: "2026-11-01T06:00:00",
    });
    expect(new Set(shifts.map((shift) => shift.shift_id)).size).toBe(shifts.length);
    for (const shift of shifts) expect(minutesBetween(shift.starts_at, shift.ends_at)).toBe(720);
    for (const [index, shift] of shifts.slice(1).entries()) expect(shift.starts_at).toBe(shifts[index]?.ends_at);

    const short = generateFleetDataset({ ...SMALL, endDate: "2025-03-01" }).fleet_shifts;
    expect(short.map((shift) => shift.shift_id)).toEqual([
      "2025-02-27-D",
      "2025-02-27-N",
      "2025-02-28-D",
      "2025-02-28-N",
      "2025-03-01-D",
      "2025-03-01-N",
    ]);
  });

  it("lays out the sites the storyline names, within reach of the mine centre and well apart", () => {
    expect(dataset.fleet_sites.map((site) => [site.site_id, site.name, site.kind])).toEqual([
      ["PIT-N", "North Pit", "pit"],
      ["PIT-S", "South Pit", "pit"],
      ["CRU-1", "Primary Crusher", "crusher"],
      ["STK-1", "ROM Stockpile", "stockpile"],
      ["DMP-E", "East Waste Dump", "waste_dump"],
      ["WSH-1", "Truck Workshop", "workshop"],
    ]);
    for (const site of dataset.fleet_sites) {
      expect(distanceMetres(site, MINE_CENTRE)).toBeLessThan(3500);
      expect(site.latitude).toBe(roundTo(site.latitude, 6));
      // Stationary GPS time goes to the nearest site within 400 m, so sites must not crowd each other.
      for (const other of dataset.fleet_sites.filter((candidate) => candidate !== site)) {
        expect(distanceMetres(site, other)).toBeGreaterThan(800);
      }
    }
  });

  it("describes a fleet of real truck models", () => {
    const payloads: Record<string, number> = {
      "CAT 785D": 136,
      "CAT 789D": 181,
      "Komatsu 830E-AC": 220,
      "CAT 793F": 227,
    };
    const trucks = dataset.fleet_trucks;
    expect(trucks.map((truck) => truck.truck_id)).toContain("HT-07");
    expect(new Set(trucks.map((truck) => truck.truck_id)).size).toBe(trucks.length);
    expect(new Set(trucks.map((truck) => truck.reg_num)).size).toBe(trucks.length);
    for (const truck of trucks) {
      expect(truck.reg_num).toMatch(/^HT-\d{3}$/);
      expect(truck.payload_t).toBe(payloads[truck.model]);
      expect(truck.commissioned).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(truck.commissioned < "2026-10-01").toBe(true);
      expect(truck.commissioned > "2010-01-01").toBe(true);
    }
  });

  it("resolves every foreign key", () => {
    const sites = new Set(dataset.fleet_sites.map((site) => site.site_id));
    const trucks = new Set(dataset.fleet_trucks.map((truck) => truck.truck_id));
    const regNums = new Set(dataset.fleet_trucks.map((truck) => truck.reg_num));
    const shifts = new Set(dataset.fleet_shifts.map((shift) => shift.shift_id));
    expect(dataset.fleet_loads.every((load) => trucks.has(load.truck_id) && shifts.has(load.shift_id))).toBe(true);
    expect(dataset.fleet_loads.every((load) => sites.has(load.from_site) && sites.has(load.to_site))).toBe(true);
    expect(dataset.fleet_gps.every((reading) => regNums.has(reading.reg_num))).toBe(true);
    expect(dataset.fleet_status.every((row) => trucks.has(row.truck_id) && shifts.has(row.shift_id))).toBe(true);
  });

  it("accounts for all 720 minutes of every truck's every shift, one row per status", () => {
    const totals = sumBy(dataset.fleet_status, (row) => `${row.truck_id}|${row.shift_id}`);
    expect(totals.size).toBe(dataset.fleet_trucks.length * dataset.fleet_shifts.length);
    for (const total of totals.values()) expect(total).toBeCloseTo(720, 6);
    const statuses = countBy(dataset.fleet_status, (row) => `${row.truck_id}|${row.shift_id}|${row.status}`);
    expect(statuses.size).toBe(dataset.fleet_status.length);
    expect(dataset.fleet_status.filter((row) => row.minutes < 0 || row.minutes !== roundTo(row.minutes, 1))).toEqual(
      [],
    );
  });

  it("keeps availability, utilisation and queuing in realistic bands", () => {
    const fleet = timeUse(dataset.fleet_status);
    expect(fleet.availability).toBeGreaterThan(0.85);
    expect(fleet.availability).toBeLessThan(0.97);
    expect(fleet.utilisation).toBeGreaterThan(0.6);
    expect(fleet.utilisation).toBeLessThan(0.8);
    expect(fleet.queuingShare).toBeGreaterThan(0.02);
    expect(fleet.queuingShare).toBeLessThan(0.15);
    // Most trucks sit in the band; the spread is what the storyline ranks.
    const perTruck = dataset.fleet_trucks.map((truck) =>
      timeUse(dataset.fleet_status.filter((row) => row.truck_id === truck.truck_id)),
    );
    const inBand = perTruck.filter((truck) => truck.utilisation >= 0.6 && truck.utilisation <= 0.85);
    expect(inBand.length).toBeGreaterThanOrEqual(perTruck.length - 2);
  });

  it("services several trucks and keeps one down for days with a breakdown", () => {
    const maintenance = dataset.fleet_status.filter((row) => row.status === "maintenance");
    const serviced = new Set(maintenance.filter((row) => row.minutes >= 480).map((row) => row.truck_id));
    expect(serviced.size).toBeGreaterThanOrEqual(10);

    const shiftOrder = new Map(dataset.fleet_shifts.map((shift, index) => [shift.shift_id, index]));
    const longestDownRun = new Map<string, number>();
    for (const truck of dataset.fleet_trucks) {
      const down = maintenance
        .filter((row) => row.truck_id === truck.truck_id && row.minutes === 720)
        .map((row) => shiftOrder.get(row.shift_id) ?? -1)
        .sort((a, b) => a - b);
      longestDownRun.set(truck.truck_id, longestRun(down));
    }
    const multiDay = [...longestDownRun].filter(([, run]) => run >= 6);
    expect(multiDay).toHaveLength(1);
  });

  it("services trucks on the workshop's weekly maintenance days", () => {
    const weekday = new Map(dataset.fleet_shifts.map((shift) => [shift.shift_id, weekdayOf(shift.shift_date)]));
    const dayShiftMaintenance = dataset.fleet_status.filter(
      (row) => row.status === "maintenance" && row.shift_id.endsWith("-D"),
    );
    const byWeekday = sumBy(dayShiftMaintenance, (row) => String(weekday.get(row.shift_id)));
    const tuesdaysAndThursdays = (byWeekday.get("2") ?? 0) + (byWeekday.get("4") ?? 0);
    const otherDays = [0, 1, 3, 5, 6].reduce((sum, day) => sum + (byWeekday.get(String(day)) ?? 0), 0);
    expect(tuesdaysAndThursdays / 2).toBeGreaterThan((2 * otherDays) / 5);
  });

  it("leaves the latest four weeks with exactly one truck of low availability: the broken-down one", () => {
    const latest = new Set(dataset.fleet_shifts.slice(-56).map((shift) => shift.shift_id));
    const inPeriod = dataset.fleet_status.filter((row) => latest.has(row.shift_id));
    const lowAvailability = dataset.fleet_trucks.filter(
      (truck) => timeUse(inPeriod.filter((row) => row.truck_id === truck.truck_id)).availability < 0.85,
    );
    expect(lowAvailability).toHaveLength(1);
  });

  it("has one or two trucks that idle well above the fleet and exactly one that speeds", () => {
    const fleetIdle = timeUse(dataset.fleet_status).idleShare;
    const idlers = dataset.fleet_trucks.filter(
      (truck) =>
        timeUse(dataset.fleet_status.filter((row) => row.truck_id === truck.truck_id)).idleShare > fleetIdle + 0.05,
    );
    expect(idlers.length).toBeGreaterThanOrEqual(1);
    expect(idlers.length).toBeLessThanOrEqual(2);

    const overShare = new Map<string, number>();
    const moving = countBy(
      dataset.fleet_gps.filter((reading) => reading.speed_kmph >= 3),
      (reading) => reading.reg_num,
    );
    const over = countBy(
      dataset.fleet_gps.filter((reading) => reading.speed_kmph > 40),
      (reading) => reading.reg_num,
    );
    for (const [regNum, count] of moving) overShare.set(regNum, (over.get(regNum) ?? 0) / count);
    const fleetAverage = mean([...overShare.values()]);
    expect([...overShare.values()].filter((share) => share > 2 * fleetAverage)).toHaveLength(1);
  });

  it("hauls ore to the crusher and stockpiles and waste to the dumps", () => {
    const kind = new Map(dataset.fleet_sites.map((site) => [site.site_id, site.kind]));
    const routes = new Set(dataset.fleet_loads.map((load) => `${kind.get(load.from_site)}>${kind.get(load.to_site)}`));
    expect(routes).toEqual(new Set(["pit>crusher", "pit>stockpile", "pit>waste_dump"]));
    const tonnes = sumBy(dataset.fleet_loads, (load) => (kind.get(load.to_site) === "waste_dump" ? "waste" : "ore"));
    const stripRatio = (tonnes.get("waste") ?? 0) / (tonnes.get("ore") ?? 1);
    expect(stripRatio).toBeGreaterThan(0.5);
    expect(stripRatio).toBeLessThan(1.5);
    const cycle = (kindOfTip: string) =>
      mean(
        dataset.fleet_loads.filter((load) => kind.get(load.to_site) === kindOfTip).map((load) => load.cycle_minutes),
      );
    expect(cycle("waste_dump")).toBeGreaterThan(cycle("crusher"));
  });

  it("gives loads realistic cycle times and payloads", () => {
    const payload = new Map(dataset.fleet_trucks.map((truck) => [truck.truck_id, truck.payload_t]));
    const cycles = dataset.fleet_loads.map((load) => load.cycle_minutes).sort((a, b) => a - b);
    expect(quantile(cycles, 0.5)).toBeGreaterThan(25);
    expect(quantile(cycles, 0.5)).toBeLessThan(45);
    expect(quantile(cycles, 0.1)).toBeGreaterThan(22);
    expect(quantile(cycles, 0.9)).toBeLessThan(50);
    const fills = dataset.fleet_loads.map((load) => load.tonnes / (payload.get(load.truck_id) ?? Number.NaN));
    expect(Math.min(...fills)).toBeGreaterThanOrEqual(0.8);
    expect(Math.max(...fills)).toBeLessThanOrEqual(1.15);
    expect(mean(fills)).toBeGreaterThan(0.94);
    expect(mean(fills)).toBeLessThan(1);
    const unrounded = dataset.fleet_loads.filter(
      (load) => load.tonnes !== roundTo(load.tonnes, 1) || load.cycle_minutes !== roundTo(load.cycle_minutes, 1),
    );
    expect(unrounded).toEqual([]);
  });

  it("makes night shifts a little less productive than day shifts", () => {
    const shiftName = new Map(dataset.fleet_shifts.map((shift) => [shift.shift_id, shift.shift]));
    const day = dataset.fleet_loads.filter((load) => shiftName.get(load.shift_id) === "Day");
    const night = dataset.fleet_loads.filter((load) => shiftName.get(load.shift_id) === "Night");
    expect(mean(night.map((load) => load.cycle_minutes))).toBeGreaterThan(mean(day.map((load) => load.cycle_minutes)));
    const tonnes = (loads: readonly FleetLoadRow[]) => loads.reduce((sum, load) => sum + load.tonnes, 0);
    expect(tonnes(night)).toBeLessThan(tonnes(day));
    expect(tonnes(night)).toBeGreaterThan(0.8 * tonnes(day));
    const idle = (name: string) =>
      timeUse(dataset.fleet_status.filter((row) => shiftName.get(row.shift_id) === name)).idleShare;
    expect(idle("Night")).toBeGreaterThan(idle("Day"));
  });

  it("times each load consistently within its truck's shift", () => {
    const shifts = new Map(dataset.fleet_shifts.map((shift) => [shift.shift_id, shift]));
    const lastDumpByTruck = new Map<string, string>();
    const faults: string[] = [];
    for (const load of dataset.fleet_loads) {
      const haulMinutes = minutesBetween(load.loaded_at, load.dumped_at);
      if (!(haulMinutes > 0)) faults.push(`dumped before loaded: ${load.load_id}`);
      // The cycle also holds loading and the empty run back, so it is always longer than the haul.
      if (!(load.cycle_minutes > haulMinutes + 3)) faults.push(`cycle shorter than haul: ${load.load_id}`);
      const shift = shifts.get(load.shift_id);
      if (!(shift && load.loaded_at >= shift.starts_at && load.dumped_at < shift.ends_at)) {
        faults.push(`outside its shift: ${load.load_id}`);
      }
      const previousDump = lastDumpByTruck.get(load.truck_id);
      if (previousDump && !(load.loaded_at > previousDump)) faults.push(`overlaps the previous load: ${load.load_id}`);
      lastDumpByTruck.set(load.truck_id, load.dumped_at);
    }
    expect(faults).toEqual([]);
    expect(dataset.fleet_loads.map((load) => load.load_id)).toEqual(
      dataset.fleet_loads.map((_, index) => `L-${String(index + 1).padStart(6, "0")}`),
    );
  });

  it("splits every cycle into queue, load, haul, dump and return minutes that add up to it", () => {
    const faults: string[] = [];
    for (const load of dataset.fleet_loads) {
      const stages = [load.queue_minutes, load.load_minutes, load.haul_minutes, load.dump_minutes, load.return_minutes];
      const total = stages.reduce((sum, minutes) => sum + minutes, 0);
      if (Math.abs(total - load.cycle_minutes) > 1e-9) faults.push(`stages do not add up: ${load.load_id}`);
      if (stages.some((minutes) => minutes < 0 || minutes !== roundTo(minutes, 1))) {
        faults.push(`a stage below zero or not in tenths: ${load.load_id}`);
      }
      // Loaded at the face to tipped: the loaded run, any tip queue and tipping (each stage rounded to a tenth).
      const loadedSpan = minutesBetween(load.loaded_at, load.dumped_at);
      if (load.haul_minutes + load.dump_minutes > loadedSpan + 0.2) faults.push(`haul too long: ${load.load_id}`);
      if (load.haul_minutes + load.dump_minutes + load.queue_minutes < loadedSpan - 0.2) {
        faults.push(`haul too short: ${load.load_id}`);
      }
    }
    expect(faults).toEqual([]);
    const average = (pick: (load: FleetLoadRow) => number) => mean(dataset.fleet_loads.map(pick));
    expect(average((load) => load.load_minutes)).toBeGreaterThan(2);
    expect(average((load) => load.load_minutes)).toBeLessThan(6);
    expect(average((load) => load.dump_minutes)).toBeGreaterThan(0.9);
    expect(average((load) => load.dump_minutes)).toBeLessThan(1.6);
    expect(average((load) => load.haul_minutes)).toBeGreaterThan(average((load) => load.return_minutes));
  });

  it("hauls fewer loads when a truck is in maintenance", () => {
    const down = new Set(
      dataset.fleet_status
        .filter((row) => row.status === "maintenance" && row.minutes > 0)
        .map((row) => `${row.truck_id}|${row.shift_id}|${row.minutes >= 360 ? "most" : "part"}`),
    );
    const loads = countBy(dataset.fleet_loads, (load) => `${load.truck_id}|${load.shift_id}`);
    const loadsWhen = (predicate: (key: string) => boolean) => {
      const keys = dataset.fleet_trucks.flatMap((truck) =>
        dataset.fleet_shifts.map((shift) => `${truck.truck_id}|${shift.shift_id}`),
      );
      return mean(keys.filter(predicate).map((key) => loads.get(key) ?? 0));
    };
    const mostlyDown = loadsWhen((key) => down.has(`${key}|most`));
    const notDown = loadsWhen((key) => !down.has(`${key}|most`) && !down.has(`${key}|part`));
    expect(mostlyDown).toBeLessThan(notDown / 3);
    for (const row of dataset.fleet_status.filter(
      (status) => status.status === "maintenance" && status.minutes === 720,
    )) {
      expect(loads.get(`${row.truck_id}|${row.shift_id}`) ?? 0).toBe(0);
    }
  });

  it("records GPS within 5 km of the mine centre at about the chosen interval", () => {
    const lastTs = new Map<string, string>();
    const intervals: number[] = [];
    const faults: string[] = [];
    for (const reading of dataset.fleet_gps) {
      const previous = lastTs.get(reading.reg_num);
      const since = reading.time_to_prev_reading_mins;
      if (distanceMetres(reading, MINE_CENTRE) >= 5000) faults.push(`far: ${reading.reg_num} ${reading.ts}`);
      if (reading.latitude !== roundTo(reading.latitude, 6)) faults.push(`unrounded: ${reading.reg_num} ${reading.ts}`);
      if (!(reading.speed_kmph >= 0 && reading.speed_kmph < 70)) faults.push(`speed: ${reading.reg_num} ${reading.ts}`);
      if (previous === undefined ? since !== null : !(reading.ts > previous)) faults.push(`order: ${reading.ts}`);
      if (previous !== undefined) {
        if (since === null || Math.abs(since - minutesBetween(previous, reading.ts)) > 0.05 + 1e-9) {
          faults.push(`time since previous: ${reading.reg_num} ${reading.ts}`);
        }
        intervals.push(since ?? Number.NaN);
      }
      lastTs.set(reading.reg_num, reading.ts);
    }
    expect(faults).toEqual([]);
    expect(
      quantile(
        intervals.sort((a, b) => a - b),
        0.5,
      ),
    ).toBeCloseTo(5, 0);
    // Missed fixes and workshop visits leave gaps, which the storyline caps at 10 minutes.
    expect(intervals.filter((minutes) => minutes > 10).length).toBeGreaterThan(0);
  });

  it("reads speeds like a haul fleet: stationary, manoeuvring, travelling, a little over the limit", () => {
    const speeds = dataset.fleet_gps.map((reading) => reading.speed_kmph);
    const share = (predicate: (speed: number) => boolean) => speeds.filter(predicate).length / speeds.length;
    expect(share((speed) => speed === 0)).toBeGreaterThan(0.25);
    expect(share((speed) => speed === 0)).toBeLessThan(0.5);
    expect(share((speed) => speed > 0 && speed < 3)).toBe(0);
    expect(share((speed) => speed >= 15 && speed <= 40)).toBeGreaterThan(0.4);
    expect(share((speed) => speed > 40)).toBeGreaterThan(0.001);
    expect(share((speed) => speed > 40)).toBeLessThan(0.03);
  });

  it("treats the GPS interval as a knob that leaves the other tables alone", () => {
    const every5 = generateFleetDataset(SMALL);
    const every10 = generateFleetDataset({ ...SMALL, gpsIntervalMinutes: 10 });
    expect(every10.fleet_loads).toEqual(every5.fleet_loads);
    expect(every10.fleet_status).toEqual(every5.fleet_status);
    expect(every10.fleet_gps.length / every5.fleet_gps.length).toBeCloseTo(0.5, 1);
  });

  // It simulates the storyline's whole quarter (12 trucks, 91 days): seconds, and more on a busy machine.
  it("fits the fleet-operations storyline when called with its fleet and period", { timeout: 30_000 }, () => {
    const storyline = generateFleetDataset({ trucks: 12, days: 91, endDate: "2026-11-01" });
    expect(storyline.fleet_trucks.map((truck) => truck.truck_id)).toEqual(
      Array.from({ length: 12 }, (_, index) => `HT-${String(index + 1).padStart(2, "0")}`),
    );
    expect(storyline.fleet_shifts[0]?.starts_at).toBe("2026-08-03T06:00:00");
    expect(storyline.fleet_shifts[storyline.fleet_shifts.length - 1]?.ends_at).toBe("2026-11-02T06:00:00");
    const kind = new Map(storyline.fleet_sites.map((site) => [site.site_id, site.kind]));
    const routes = new Set(storyline.fleet_loads.map((load) => `${load.from_site}>${load.to_site}`));
    expect(routes).toEqual(new Set(["PIT-N>CRU-1", "PIT-N>STK-1", "PIT-S>CRU-1", "PIT-S>STK-1", "PIT-N>DMP-E"]));
    const tonnes = sumBy(storyline.fleet_loads, (load) => (kind.get(load.to_site) === "waste_dump" ? "waste" : "ore"));
    const stripRatio = (tonnes.get("waste") ?? 0) / (tonnes.get("ore") ?? 1);
    expect(stripRatio).toBeGreaterThan(0.5);
    expect(stripRatio).toBeLessThan(1.5);
    const fleet = timeUse(storyline.fleet_status);
    expect(fleet.utilisation).toBeGreaterThan(0.6);
    expect(fleet.utilisation).toBeLessThan(0.8);
  });

  it("scales with the number of trucks", () => {
    const fleet = generateFleetDataset({ ...SMALL, trucks: 40 });
    expect(fleet.fleet_trucks).toHaveLength(40);
    expect(fleet.fleet_trucks[39]?.truck_id).toBe("HT-40");
    expect(new Set(fleet.fleet_status.map((row) => row.truck_id)).size).toBe(40);
    expect(generateFleetDataset({ ...SMALL, trucks: 1 }).fleet_trucks).toHaveLength(1);
  });
});

describe("the simulation behind the data set", () => {
  const options = resolveFleetDatasetOptions({ seed: 5, days: 7 });
  let simulation: FleetSimulation;
  let tables: FleetDataset;
  let originMs = 0;

  beforeAll(() => {
    simulation = simulateFleetFor(options);
    tables = fleetTablesFrom(simulation, options);
    originMs = Date.parse(`${tables.fleet_shifts[0]?.starts_at}Z`);
  });

  const secondOf = (timestamp: string) => (Date.parse(`${timestamp}Z`) - originMs) / 1000;

  it("is what generateFleetDataset returns", () => {
    expect(generateFleetDataset(options)).toEqual(tables);
  });

  it("gives every truck a gapless timeline over every shift", () => {
    for (const timeline of simulation.timelines) {
      expect(timeline[0]?.start).toBe(0);
      const faults = timeline.filter(
        (segment, index) =>
          !(segment.end > segment.start) ||
          !Number.isInteger(segment.start) ||
          !Number.isInteger(segment.end) ||
          (index > 0 && segment.start !== timeline[index - 1]?.end),
      );
      expect(faults).toEqual([]);
      expect(timeline[timeline.length - 1]?.end).toBeGreaterThanOrEqual(simulation.totalSeconds);
    }
  });

  it("reports GPS speed 0 exactly when the truck stands still", () => {
    const timelineOf = new Map(simulation.trucks.map((truck) => [truck.regNum, simulation.timelines[truck.index]]));
    const workshop = tables.fleet_sites.find((site) => site.site_id === WORKSHOP_ID) ?? MINE_CENTRE;
    const faults: string[] = [];
    let stationary = 0;
    for (const reading of tables.fleet_gps) {
      const segment = segmentAt(timelineOf.get(reading.reg_num) ?? [], secondOf(reading.ts));
      const standing = segment?.motion.kind === "stationary";
      if (!segment) faults.push(`no activity: ${reading.reg_num} ${reading.ts}`);
      else if (standing !== (reading.speed_kmph === 0)) faults.push(`speed: ${reading.reg_num} ${reading.ts}`);
      else if (segment.status === "maintenance" && distanceMetres(reading, workshop) > 400) {
        faults.push(`maintenance away from the workshop: ${reading.reg_num} ${reading.ts}`);
      } else if (!standing && reading.speed_kmph < 3) faults.push(`crawling: ${reading.reg_num} ${reading.ts}`);
      if (standing) stationary += 1;
    }
    expect(faults).toEqual([]);
    expect(stationary).toBeGreaterThan(0);
    expect(stationary).toBeLessThan(tables.fleet_gps.length);
  });

  it("loads while loading and dumps at the end of the haul", () => {
    const truckIndex = new Map(simulation.trucks.map((truck) => [truck.truckId, truck.index]));
    for (const load of tables.fleet_loads.filter((_, index) => index % 7 === 0)) {
      const timeline = simulation.timelines[truckIndex.get(load.truck_id) ?? -1] ?? [];
      expect(segmentAt(timeline, secondOf(load.loaded_at) - 1)?.status).toBe("loading");
      const afterLoading = segmentAt(timeline, secondOf(load.loaded_at));
      expect(afterLoading?.status).toBe("hauling");
      expect(afterLoading?.motion.kind).toBe("travel");
      const tipping = segmentAt(timeline, secondOf(load.dumped_at) - 1);
      expect(tipping?.status).toBe("hauling");
      expect(tipping?.motion.kind).toBe("stationary");
    }
  });

  it("matches status minutes to the timelines", () => {
    const loadingMinutes = sumBy(
      tables.fleet_status.filter((row) => row.status === "loading"),
      () => "all",
    ).get("all");
    const loadingSeconds = simulation.timelines
      .flat()
      .filter((segment) => segment.status === "loading" && segment.start < simulation.totalSeconds)
      .reduce((sum, segment) => sum + segment.end - segment.start, 0);
    expect(loadingMinutes).toBeCloseTo(loadingSeconds / 60, -1);
  });
});

function timeUse(rows: readonly FleetStatusRow[]) {
  const minutes = sumBy(rows, (row) => row.status);
  const of = (status: string) => minutes.get(status) ?? 0;
  const total = [...minutes.values()].reduce((a, b) => a + b, 0);
  const available = total - of("maintenance");
  return {
    availability: available / total,
    utilisation: (of("hauling") + of("loading")) / available,
    queuingShare: of("queuing") / available,
    idleShare: (of("idle") + of("standby")) / available,
  };
}

function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

function sumBy<T extends FleetStatusRow | FleetLoadRow>(rows: readonly T[], key: (row: T) => string) {
  const totals = new Map<string, number>();
  for (const row of rows) {
    const value = "minutes" in row ? row.minutes : row.tonnes;
    totals.set(key(row), (totals.get(key(row)) ?? 0) + value);
  }
  return totals;
}

function countBy<T>(rows: readonly T[], key: (row: T) => string) {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

function longestRun(sortedIndexes: readonly number[]): number {
  let longest = 0;
  let run = 0;
  for (const [position, value] of sortedIndexes.entries()) {
    run = position > 0 && sortedIndexes[position - 1] === value - 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

function minutesBetween(from: string, to: string): number {
  return (Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / 60_000;
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.floor(q * (sorted.length - 1))] ?? Number.NaN;
}

function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function roundTo(value: number, decimals: number): number {
  return Math.round(value * 10 ** decimals) / 10 ** decimals;
}
