import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectExampleRendersCleanly, exampleOf as findExample, namedExamples } from "../../test/exampleChecks";
import { renderExample } from "../../test/renderExample";
import { tablesComponentDocs } from "./docs";
import { tablesComponents } from "./index";

const examples = namedExamples(tablesComponentDocs);
const exampleOf = (title: string) => findExample(tablesComponentDocs, "Table", title);

describe("tables examples", { timeout: 30_000 }, () => {
  it("lists the family's components in gallery order", () => {
    expect(tablesComponents.map((component) => component.name)).toEqual(["Table"]);
    expect(tablesComponents.every((component) => component.family === "tables")).toBe(true);
  });

  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    await expectExampleRendersCleanly(name, example, { timeoutMs: 10_000 });
    expect(await screen.findByRole("grid")).toBeTruthy();
  });

  it("writes the plan's edits to its parameters", async () => {
    const user = userEvent.setup();
    const { container, runtime } = renderExample("plan", exampleOf("Plan adjustments edited in place"));
    await screen.findByRole("grid", { name: "Winter schedule: extra flights per route" });
    await waitFor(() => expect(runtime.getSnapshot().parameters.plan).toHaveLength(4));
    expect(runtime.getSnapshot().parameters.editedPlan).toEqual([]);

    const cell = container.querySelector('[data-id="0"] [data-field="extra"]') as HTMLElement;
    await user.dblClick(cell);
    const input = await waitFor(() => cell.querySelector("input") as HTMLInputElement);
    await user.clear(input);
    await user.type(input, "5{Enter}");
    const edited = { route: "ORD → LGA", extra: 5, from: "2026-11-02", approved: false, note: "" };
    await waitFor(() => expect(runtime.getSnapshot().parameters.editedPlan).toEqual([edited]));
    await waitFor(() => expect((runtime.getSnapshot().parameters.plan as unknown[])[0]).toEqual(edited));
  });

  it("stores the clicked airport", async () => {
    const user = userEvent.setup();
    const { container, runtime } = renderExample("select", exampleOf("Click a row to choose an airport"));
    await screen.findByRole("grid");
    await user.click(container.querySelector('[data-id="1"] [data-field="name"]') as HTMLElement);
    expect(runtime.getSnapshot().parameters.airport).toMatchObject({
      iata: "ORD",
      name: "Chicago O'Hare International",
    });
  });
});
