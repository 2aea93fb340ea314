import { describe, expect, it } from "vitest";
import { demoFleetSetups, setUpDemoFleetApp } from "../test/demoFleetApp";

type PlanItem = { id: string; name: string; start: string; end: string; type: string; parent: string | null };
type Plan = { items: PlanItem[]; links: { id: string; source: string; target: string; type: number }[] };
type DriverNode = {
  node_id: string;
  actual: number;
  whatif: number;
  delta: number;
  overridden: boolean;
  class: string | null;
  request_token: string;
};

/** The fleet storyline's maintenance plan and tonnes what-if, as the Gantt chart and the value-driver tree write them. */
describe.each(demoFleetSetups)(
  "the demo's maintenance plan and tonnes what-if endpoints, on %s, with the planning data in %s",
  (kind, store) => {
    const { post } = setUpDemoFleetApp(kind, store);
    let sequence = 0;

    const nextRequestId = () => `planning-${kind}-${++sequence}`;
    const plan = async (operation?: Record<string, unknown>): Promise<Plan> => {
      const [answer] = await post("maintenance-plan", operation ? { maintenance_operation: operation } : {});
      return answer;
    };
    const edit = (payload: Record<string, unknown>, requestId = nextRequestId()) =>
      plan({ ...payload, request_id: requestId });
    const item = (answer: Plan, id: string) => answer.items.find((candidate) => candidate.id === id);
    const drivers = async (operation?: Record<string, unknown>): Promise<DriverNode[]> =>
      post("tonnes-drivers", operation ? { driver_operation: { ...operation, request_id: nextRequestId() } } : {});
    const node = (nodes: DriverNode[], id: string) => nodes.find((candidate) => candidate.node_id === id);

    it("starts the plan from the fleet: a project per model, each truck's service after the data ends, a milestone", async () => {
      const answer = await plan();
      expect(answer.items.map((entry) => [entry.id, entry.type, entry.parent, entry.start, entry.end])).toEqual([
        ["P-1", "project", null, "2026-11-03", "2026-11-04"],
        ["S-HT-07", "task", "P-1", "2026-11-03", "2026-11-04"],
        ["P-2", "project", null, "2026-11-03", "2026-11-04"],
        ["S-HT-08", "task", "P-2", "2026-11-03", "2026-11-04"],
        ["M-1", "milestone", null, "2026-11-10", "2026-11-10"],
      ]);
      expect(item(answer, "S-HT-07")?.name).toBe("HT-07 · 500-hour service");
      expect(answer.links).toEqual([
        { id: "LK-001", source: "S-HT-07", target: "M-1", type: 0 },
        { id: "LK-002", source: "S-HT-08", target: "M-1", type: 0 },
      ]);
    });

    it("keeps an item's new name and dates, read back afterwards, and the project follows its service", async () => {
      await edit({
        operation: "update-item",
        id: "S-HT-07",
        name: " HT-07 · 1,000-hour service ",
        start: "2026-11-05",
        end: "2026-11-07",
      });
      const answer = await plan();
      expect(item(answer, "S-HT-07")).toMatchObject({
        name: "HT-07 · 1,000-hour service",
        start: "2026-11-05",
        end: "2026-11-07",
      });
      expect(item(answer, "P-1")).toMatchObject({ start: "2026-11-05", end: "2026-11-07" });
    });

    it("changes nothing for an empty name or one that is not text, a start after the end, a date not written YYYY-MM-DD or an unknown item", async () => {
      const before = await plan();
      const service = {
        operation: "update-item",
        id: "S-HT-08",
        name: "HT-08 · tyres",
        start: "2026-11-03",
        end: "2026-11-04",
      };
      await edit({ ...service, name: "  " });
      await edit({ ...service, start: "2026-11-05", end: "2026-11-04" });
      await edit({ ...service, end: "soon" });
      await edit({ ...service, start: null });
      await edit({ ...service, start: "infinity", end: "infinity" });
      await edit({ ...service, start: "-infinity" });
      await edit({ ...service, end: "99999-01-01" });
      await edit({ ...service, start: "2026-11-03T10:00:00Z" });
      await edit({ ...service, name: ["HT-08 · tyres"] });
      await edit({ ...service, id: "S-HT-99" });
      expect(await plan()).toEqual(before);
    });

    it("gives a milestone one date, its start", async () => {
      const answer = await edit({
        operation: "update-item",
        id: "M-1",
        name: "Wet season ready",
        start: "2026-11-12",
        end: "2026-11-20",
      });
      expect(item(answer, "M-1")).toMatchObject({ name: "Wet season ready", start: "2026-11-12", end: "2026-11-12" });
    });

    it("applies an edit once per request id: a second edit under the same id changes nothing", async () => {
      const requestId = nextRequestId();
      const service = {
        operation: "update-item",
        id: "S-HT-08",
        name: "HT-08 · tyres",
        start: "2026-11-04",
        end: "2026-11-05",
      };
      await edit(service, requestId);
      const again = await edit({ ...service, name: "HT-08 · brakes" }, requestId);
      expect(item(again, "S-HT-08")).toMatchObject({ name: "HT-08 · tyres", start: "2026-11-04" });
    });

    it("deletes a link and keeps the items it joined", async () => {
      const answer = await edit({ operation: "delete-link", id: "LK-001", source: "S-HT-07", target: "M-1", type: 0 });
      expect(answer.links.map((link) => link.id)).toEqual(["LK-002"]);
      expect(answer.items).toHaveLength(5);
      await edit({ operation: "delete-link", id: "LK-002" });
      expect((await plan()).links).toEqual([]);
    });

    it("answers the tonnes tree from the actual drivers: 13 operating hours × 24.6 t an hour = 320 t a day", async () => {
      const nodes = await drivers();
      expect(node(nodes, "tonnes_per_day")).toMatchObject({ actual: 320, whatif: 320, delta: 0, class: null });
      // Every answer brings a new token for the next edit's request id.
      expect(node(await drivers(), "trucks")?.request_token).not.toBe(node(nodes, "trucks")?.request_token);
      expect(node(nodes, "operating_hours")).toMatchObject({ actual: 13 });
      expect(node(nodes, "trucks")).toMatchObject({ actual: 2, overridden: false });
      expect(node(nodes, "availability")).toMatchObject({ actual: 0.9167 });
      expect(node(nodes, "utilisation")).toMatchObject({ actual: 0.5909 });
      expect(node(nodes, "cycles_per_hour")).toMatchObject({ actual: 0.154 });
      expect(node(nodes, "payload_t")).toMatchObject({ actual: 160 });
    });

    it("recomputes tonnes per day from an edited driver, keeps it for the next read, and ignores values out of bounds", async () => {
      const nodes = await drivers({ operation: "set", driver: "trucks", value: 3 });
      expect(node(nodes, "trucks")).toMatchObject({
        actual: 2,
        whatif: 3,
        delta: 1,
        overridden: true,
        class: "positive",
      });
      expect(node(nodes, "operating_hours")).toMatchObject({ whatif: 19.5 });
      expect(node(nodes, "tonnes_per_day")).toMatchObject({ actual: 320, whatif: 480, delta: 160, class: "positive" });
      await drivers({ operation: "set", driver: "availability", value: 1.5 });
      await drivers({ operation: "set", driver: "payload_t", value: "heavy" });
      await drivers({ operation: "set", driver: "speed", value: 30 });
      const read = await drivers();
      expect(node(read, "tonnes_per_day")).toMatchObject({ whatif: 480 });
      expect(read.filter((row) => row.overridden).map((row) => row.node_id)).toEqual(["trucks"]);
    });

    it("lowers the root with a lower driver and restores the actual values on reset", async () => {
      const lower = await drivers({ operation: "set", driver: "availability", value: 0.5 });
      expect(node(lower, "availability")).toMatchObject({ whatif: 0.5, class: "negative" });
      expect(node(lower, "tonnes_per_day")?.whatif).toBeCloseTo((480 * 0.5) / (11 / 12), 0);
      const reset = await drivers({ operation: "reset" });
      expect(reset.every((row) => row.whatif === row.actual && !row.overridden)).toBe(true);
      expect(node(reset, "tonnes_per_day")).toMatchObject({ whatif: 320, class: null });
    });
  },
);
