import { describe, expect, it } from "vitest";
import { demoFleetSetups, setUpDemoFleetApp } from "../test/demoFleetApp";

type Scenario = { scenario_id: string; name: string; type: string; source_name: string | null; trucks: number | null };
type Transaction = { transaction_no: string; has_feedback: boolean; feedback_count: number; shortfall_t: number };

/** The fleet storyline's endpoints that write, as the scenario panel and the feedback buttons call them. */
describe.each(demoFleetSetups)(
  "the demo's scenario and feedback endpoints, on %s, with the planning data in %s",
  (kind, store) => {
    const { post, planningRows, changePlanningStore, preparePlanning } = setUpDemoFleetApp(kind, store);
    let sequence = 0;

    const operate = (payload: Record<string, unknown>): Promise<Scenario[]> =>
      post("scenarios", { scenario_operation: { ...payload, request_id: `scenario-${kind}-${++sequence}` } });
    const byName = (list: Scenario[], name: string) => list.find((scenario) => scenario.name === name);

    it("lists the starting scenarios when no operation is given", async () => {
      const list: Scenario[] = await post("scenarios", {});
      expect(list.map((scenario) => [scenario.name, scenario.type, scenario.source_name])).toEqual([
        ["Budget 2027", "Linked", "Current fleet"],
        ["Current fleet", "Value", null],
        ["New haul road to the crusher", "Value", null],
        ["Payload fill drive (draft)", "Work in Progress", "Current fleet"],
        ["Two more trucks", "Value", null],
      ]);
      expect(byName(list, "Budget 2027")?.trucks).toBe(24);
    });

    it("creates Value, Linked and Work in Progress scenarios, and ignores a duplicate name", async () => {
      let list = await operate({ operation: "create", name: " Wet season ", type: "Value", entity_id: null });
      expect(byName(list, "Wet season")).toMatchObject({ type: "Value", trucks: 2, source_name: null });
      list = await operate({ operation: "create", name: "Budget 2028", type: "Linked", entity_id: "SC-004" });
      expect(byName(list, "Budget 2028")).toMatchObject({ type: "Linked", source_name: "Current fleet" });
      list = await operate({ operation: "create", name: "Road draft", type: "Work in Progress", entity_id: "SC-003" });
      expect(byName(list, "Road draft")).toMatchObject({
        type: "Work in Progress",
        source_name: "New haul road to the crusher",
      });
      const before = list.length;
      list = await operate({ operation: "create", name: "Wet season", type: "Value", entity_id: null });
      expect(list).toHaveLength(before);
    });

    it("clones, renames and clears", async () => {
      let list = await operate({
        operation: "clone",
        entity_id: "SC-002",
        entity_label: "Two more trucks",
        name: "Two more trucks (copy)",
      });
      expect(byName(list, "Two more trucks (copy)")).toMatchObject({ type: "Value", trucks: 26 });
      list = await operate({
        operation: "rename",
        entity_id: "SC-002",
        entity_label: "Two more trucks",
        name: "Twenty-six trucks",
      });
      expect(byName(list, "Two more trucks")).toBeUndefined();
      expect(byName(list, "Twenty-six trucks")?.scenario_id).toBe("SC-002");
      list = await operate({
        operation: "rename",
        entity_id: "SC-002",
        entity_label: "Twenty-six trucks",
        name: "Current fleet",
      });
      expect(byName(list, "Twenty-six trucks")).toBeDefined();
      list = await operate({ operation: "clear", entity_id: "SC-002", entity_label: "Twenty-six trucks" });
      expect(byName(list, "Twenty-six trucks")).toMatchObject({
        trucks: null,
        payload_fill: null,
        tonnes_per_day: null,
      });
    });

    it("commits a work in progress into its source and unlinks a linked scenario", async () => {
      let list = await operate({
        operation: "commit",
        entity_id: "SC-005",
        entity_label: "Payload fill drive (draft)",
      });
      expect(byName(list, "Payload fill drive (draft)")).toBeUndefined();
      expect(byName(list, "Current fleet")).toMatchObject({ payload_fill: 0.99 });
      list = await operate({ operation: "unlink", entity_id: "SC-004", entity_label: "Budget 2027" });
      expect(byName(list, "Budget 2027")).toMatchObject({ type: "Value", source_name: null, payload_fill: 0.99 });
    });

    it("removes a scenario; those made from it keep its assumptions", async () => {
      const list = await operate({ operation: "remove", entity_id: "SC-001", entity_label: "Current fleet" });
      expect(byName(list, "Current fleet")).toBeUndefined();
      expect(byName(list, "Budget 2028")).toMatchObject({ type: "Value", source_name: null, payload_fill: 0.99 });
    });

    it("lists the selected truck's short loads, and records feedback once per request", async () => {
      const before: Transaction[] = await post("transactions", { truck: "HT-07" });
      expect(before.map((row) => [row.transaction_no, row.has_feedback, row.shortfall_t])).toEqual([
        ["L-4", false, 21],
        ["L-1", false, 31],
      ]);
      const payload = {
        request_id: `feedback-${kind}`,
        user: "Vera Viewer",
        transaction_no: "L-1",
        preventing_benefit: "Wet muck'); DELETE FROM fleet_loads; --",
        required_changes: "",
        will_realize_in_future: true,
      };
      const after: Transaction[] = await post("transactions", { truck: "HT-07", scavenger_feedback_payload: payload });
      expect(after.find((row) => row.transaction_no === "L-1")).toMatchObject({
        has_feedback: true,
        feedback_count: 1,
      });
      const retried: Transaction[] = await post("transactions", {
        truck: "HT-07",
        scavenger_feedback_payload: payload,
      });
      expect(retried).toEqual(after);
      const stored = await planningRows(
        "SELECT user_name, preventing_benefit, required_changes, will_realize_in_future FROM fleet_transaction_feedback",
      );
      expect(stored).toEqual([
        {
          user_name: "Vera Viewer",
          preventing_benefit: "Wet muck'); DELETE FROM fleet_loads; --",
          required_changes: null,
          will_realize_in_future: true,
        },
      ]);
    });

    it("stores no feedback without an answer or for a transaction that does not exist", async () => {
      const empty = {
        user: "Anonymous User",
        preventing_benefit: "",
        required_changes: " ",
        will_realize_in_future: false,
      };
      await post("transactions", {
        truck: "HT-07",
        scavenger_feedback_payload: { ...empty, request_id: `empty-${kind}`, transaction_no: "L-4" },
      });
      await post("transactions", {
        truck: "HT-07",
        scavenger_feedback_payload: {
          ...empty,
          request_id: `ghost-${kind}`,
          transaction_no: "L-999",
          required_changes: "x",
        },
      });
      const count = await planningRows("SELECT CAST(count(*) AS INTEGER) AS n FROM fleet_transaction_feedback");
      expect(count).toEqual([{ n: 1 }]);
    });

    it("creates the planning tables once: starting scenarios are not put back after users removed them", async () => {
      await changePlanningStore("DELETE FROM fleet_scenarios");
      await preparePlanning();
      expect(await post("scenarios", {})).toEqual([]);
    });
  },
);
