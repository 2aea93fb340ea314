import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import { createMemoryRuntime } from "../../../runtime/memoryRuntime";
import { clickDialogBackdrop } from "../../../test/clickDialogBackdrop";
import EntityManagementPanel from "./EntityManagementPanel";
import { entityManagementPanelPropsSchema } from "./EntityManagementPanel.meta";

const scenarios = [
  { value: "SC-1", label: "Current fleet", type: "Value" },
  { value: "SC-2", label: "Budget 2027", type: "Linked" },
  { value: "SC-3", label: "Night shift fix", type: "Work in Progress" },
];

function renderPanel(input: Record<string, unknown>, parameters: Record<string, unknown> = {}) {
  const runtime = createMemoryRuntime({ parameters });
  const apply = vi.spyOn(runtime, "applyParameterChanges");
  const ui = (attributes: Record<string, unknown>) => (
    <CanvasRuntimeProvider runtime={runtime}>
      <EntityManagementPanel
        {...entityManagementPanelPropsSchema.parse({
          operationParameter: "scenarioOperation",
          options: scenarios,
          isExpanded: true,
          ...attributes,
        })}
      />
    </CanvasRuntimeProvider>
  );
  const view = render(ui(input));
  return {
    ...view,
    runtime,
    apply,
    user: userEvent.setup(),
    rerenderWith: (attributes: Record<string, unknown>) => view.rerender(ui({ ...input, ...attributes })),
    operation: () => runtime.getSnapshot().parameters.scenarioOperation as Record<string, unknown> | undefined,
  };
}

const operations = () => screen.getByRole("group", { name: "Scenario operations" });
const openOperation = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(within(operations()).getByRole("button", { name }));
  return screen.findByRole("dialog");
};
const choose = async (user: ReturnType<typeof userEvent.setup>, field: string, option: string) => {
  await user.click(screen.getByRole("combobox", { name: field }));
  await user.click(await screen.findByRole("option", { name: new RegExp(`^${option}`) }));
};

describe("EntityManagementPanel", () => {
  it("shows the selected entity from its parameter and stores a new choice there", async () => {
    const { user, runtime } = renderPanel({ parameter: "scenario" }, { scenario: "SC-1" });
    const select = screen.getByRole("combobox", { name: "Scenario" });
    expect(select.textContent).toBe("Current fleet");
    await user.click(select);
    await user.click(await screen.findByRole("option", { name: /^Budget 2027/ }));
    expect(runtime.getSnapshot().parameters.scenario).toBe("SC-2");
    expect(screen.getByText("Linked")).toBeTruthy();
  });

  it("collapses and expands its operations with a button, starting as isExpanded says", async () => {
    const { user } = renderPanel({ isExpanded: false });
    const toggle = screen.getByRole("button", { name: "Scenario operations" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("group", { name: "Scenario operations" })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(within(operations()).getByRole("button", { name: "Create" })).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("offers the default operations, with commit and unlink only when their types are enabled", () => {
    const names = () =>
      within(operations())
        .getAllByRole("button")
        .map((button) => button.textContent);
    const { rerenderWith } = renderPanel({});
    expect(names()).toEqual(["Create", "Clone", "Rename", "Clear", "Remove"]);
    rerenderWith({ enableLinked: true, enableWorkInProgress: true });
    expect(names()).toEqual(["Create", "Clone", "Rename", "Clear", "Remove", "Commit", "Unlink"]);
    rerenderWith({ operations: ["rename", "create"] });
    expect(names()).toEqual(["Rename", "Create"]);
  });

  it("refuses an empty name with the spec's message under the field, focused", async () => {
    const { user, operation } = renderPanel({});
    const dialog = await openOperation(user, "Create");
    expect(within(dialog).getByRole("heading", { name: "Create scenario" })).toBeTruthy();
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Please supply a name for the new scenario.");
    expect(document.activeElement).toBe(within(dialog).getByRole("textbox", { name: "Name" }));
    expect(operation()).toBeUndefined();
  });

  it("refuses a name that is an existing label, with the spec's exact message", async () => {
    const { user } = renderPanel({});
    const dialog = await openOperation(user, "Create");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), " Budget 2027 {Enter}");
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "'Budget 2027' is an existing scenario Name!  Please choose a different name.",
    );
  });

  it("creates: writes the payload with a request id to the operation parameter and applies the changes", async () => {
    const { user, operation, apply } = renderPanel({});
    const dialog = await openOperation(user, "Create");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "  Peak season 2026 {Enter}");
    expect(operation()).toEqual({
      operation: "create",
      name: "Peak season 2026",
      type: "Value",
      entity_id: null,
      entity_label: null,
      request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(apply).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("asks for a type, then a source, when linked and work-in-progress entities are enabled", async () => {
    const { user, operation } = renderPanel({ enableLinked: true, enableWorkInProgress: true }, {});
    const dialog = await openOperation(user, "Create");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Budget 2028");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Please select a type for the new scenario.");
    expect(document.activeElement).toBe(within(dialog).getByRole("radio", { name: "Value" }));
    await user.click(within(dialog).getByRole("radio", { name: "Linked" }));
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Please select a scenario to use as the source.");
    await choose(user, "Source scenario", "Current fleet");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(operation()).toMatchObject({
      operation: "create",
      name: "Budget 2028",
      type: "Linked",
      entity_id: "SC-1",
      entity_label: "Current fleet",
    });
  });

  it("clones the selected entity under a new name", async () => {
    const { user, operation } = renderPanel({ parameter: "scenario" }, { scenario: "SC-2" });
    const dialog = await openOperation(user, "Clone");
    expect(within(dialog).getByRole("combobox", { name: "Scenario to clone" }).textContent).toBe("Budget 2027");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Budget 2027 (copy){Enter}");
    expect(operation()).toMatchObject({
      operation: "clone",
      entity_id: "SC-2",
      entity_label: "Budget 2027",
      name: "Budget 2027 (copy)",
    });
  });

  it("asks which entity to clone when none is selected", async () => {
    const { user } = renderPanel({});
    const dialog = await openOperation(user, "Clone");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Copy{Enter}");
    expect(within(dialog).getByRole("alert").textContent).toBe("Please select a scenario to clone.");
  });

  it("renames, with the spec's messages for a missing entity and a missing new name", async () => {
    const { user, operation } = renderPanel({});
    const dialog = await openOperation(user, "Rename");
    await user.click(within(dialog).getByRole("button", { name: "Rename" }));
    expect(
      within(dialog)
        .getAllByRole("alert")
        .map((alert) => alert.textContent),
    ).toEqual(["Please select a scenario to rename.", "Please supply a new name for the scenario."]);
    await choose(user, "Scenario to rename", "Night shift fix");
    await user.type(within(dialog).getByRole("textbox", { name: "New name" }), "Night shift fix v2{Enter}");
    expect(operation()).toMatchObject({
      operation: "rename",
      entity_id: "SC-3",
      entity_label: "Night shift fix",
      name: "Night shift fix v2",
    });
  });

  it("passes a clear on only after the second warning confirmation, one dialog at a time", async () => {
    const { user, operation, apply } = renderPanel({ parameter: "scenario" }, { scenario: "SC-1" });
    const form = await openOperation(user, "Clear");
    await user.click(within(form).getByRole("button", { name: "Clear" }));
    const confirmation = await screen.findByRole("dialog", { name: "Clear the scenario 'Current fleet'?" });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(within(confirmation).getByText("Its values are emptied for everyone. This cannot be undone.")).toBeTruthy();
    expect(operation()).toBeUndefined();
    clickDialogBackdrop();
    expect(screen.getByRole("dialog", { name: "Clear the scenario 'Current fleet'?" })).toBeTruthy();
    await user.click(within(confirmation).getByRole("button", { name: "Confirm" }));
    expect(operation()).toEqual({
      operation: "clear",
      entity_id: "SC-1",
      entity_label: "Current fleet",
      request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it("passes nothing on when the confirmation is cancelled", async () => {
    const { user, operation, apply } = renderPanel({ parameter: "scenario" }, { scenario: "SC-1" });
    const form = await openOperation(user, "Remove");
    await user.click(within(form).getByRole("button", { name: "Remove" }));
    const confirmation = await screen.findByRole("dialog", { name: "Remove the scenario 'Current fleet'?" });
    await user.click(within(confirmation).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(operation()).toBeUndefined();
    expect(apply).not.toHaveBeenCalled();
  });

  it.each(["Clear", "Remove"])("asks which entity to %s when none is selected", async (name) => {
    const { user } = renderPanel({});
    const dialog = await openOperation(user, name);
    await user.click(within(dialog).getByRole("button", { name }));
    expect(within(dialog).getByRole("alert").textContent).toBe(`Please select a scenario to ${name.toLowerCase()}.`);
  });

  it("commits only work in progress and unlinks only linked entities", async () => {
    const { user, operation } = renderPanel({ enableLinked: true, enableWorkInProgress: true });
    let dialog = await openOperation(user, "Commit");
    await user.click(within(dialog).getByRole("button", { name: "Commit" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Please select a scenario to commit.");
    await user.click(within(dialog).getByRole("combobox", { name: "Scenario to commit" }));
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual(["Night shift fix"]);
    await user.click(screen.getByRole("option", { name: "Night shift fix" }));
    await user.click(within(dialog).getByRole("button", { name: "Commit" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Commit the scenario 'Night shift fix'?" })).getByRole(
        "button",
        { name: "Confirm" },
      ),
    );
    expect(operation()).toMatchObject({ operation: "commit", entity_id: "SC-3" });

    dialog = await openOperation(user, "Unlink");
    await user.click(within(dialog).getByRole("combobox", { name: "Scenario to unlink" }));
    expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual(["Budget 2027"]);
  });

  it("gives the same operation twice two request ids, so both are passed on", async () => {
    const { user, runtime } = renderPanel({ parameter: "scenario" }, { scenario: "SC-1" });
    const seen: unknown[] = [];
    runtime.subscribe(() => seen.push(runtime.getSnapshot().parameters.scenarioOperation));
    for (let round = 0; round < 2; round += 1) {
      const form = await openOperation(user, "Clear");
      await user.click(within(form).getByRole("button", { name: "Clear" }));
      await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    }
    const ids = new Set(seen.map((payload) => (payload as { request_id: string }).request_id));
    expect(ids.size).toBe(2);
  });

  it("closes a form on Cancel and on Escape, never on a backdrop click", async () => {
    const { user } = renderPanel({});
    await openOperation(user, "Create");
    clickDialogBackdrop();
    expect(screen.getByRole("dialog")).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await openOperation(user, "Rename");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("resets the selection to none when the entity disappears from the options", () => {
    const { rerenderWith, runtime } = renderPanel({ parameter: "scenario" }, { scenario: "SC-2" });
    expect(runtime.getSnapshot().parameters.scenario).toBe("SC-2");
    rerenderWith({ options: scenarios.filter((option) => option.value !== "SC-2") });
    expect(runtime.getSnapshot().parameters.scenario).toBeNull();
    expect(screen.getByRole("combobox", { name: "Scenario" }).textContent).toBe("No scenario selected");
  });

  it("keeps a selection while the options are still loading", () => {
    const { rerenderWith, runtime } = renderPanel({ parameter: "scenario", options: [] }, { scenario: "SC-2" });
    expect(runtime.getSnapshot().parameters.scenario).toBe("SC-2");
    rerenderWith({ options: scenarios });
    expect(runtime.getSnapshot().parameters.scenario).toBe("SC-2");
  });

  it("selects a new entity once the refreshed options list it", async () => {
    const { user, rerenderWith, runtime } = renderPanel({ parameter: "scenario" }, { scenario: "SC-1" });
    const dialog = await openOperation(user, "Create");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Peak season{Enter}");
    expect(runtime.getSnapshot().parameters.scenario).toBe("SC-1");
    act(() => rerenderWith({ options: [...scenarios, { value: "SC-9", label: "Peak season", type: "Value" }] }));
    expect(runtime.getSnapshot().parameters.scenario).toBe("SC-9");
  });

  it("calls onOperation with the payload and the canvas api; a failing callback breaks nothing", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const onOperation = vi.fn((_payload: unknown, _api: unknown) => {
      throw new Error("author bug");
    });
    const { user, operation } = renderPanel({ onOperation });
    const dialog = await openOperation(user, "Create");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Wet season{Enter}");
    expect(onOperation).toHaveBeenCalledWith(
      operation(),
      expect.objectContaining({ setParameter: expect.any(Function) }),
    );
    expect(errors).toHaveBeenCalledWith("EntityManagementPanel onOperation failed", expect.any(Error));
    errors.mockRestore();
  });

  it("disables operations on existing entities while there are none, and says so in the selector", () => {
    renderPanel({ options: [] });
    expect(within(operations()).getByRole("button", { name: "Create" }).hasAttribute("disabled")).toBe(false);
    expect(within(operations()).getByRole("button", { name: "Rename" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("combobox", { name: "Scenario" }).textContent).toBe("No scenario yet");
  });

  it("shows progress while its data source loads, and its error", () => {
    const { runtime } = renderPanel({ dataSource: "scenarios" });
    expect(screen.queryByRole("progressbar")).toBeNull();
    act(() => runtime.setDataSource("scenarios", { data: [], inFlight: 1, error: null }));
    expect(screen.getByRole("progressbar", { name: "Updating the scenario list" })).toBeTruthy();
    act(() => runtime.setDataSource("scenarios", { data: [], inFlight: 0, error: "Rate limit exceeded." }));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByText("The scenario list could not be loaded: Rate limit exceeded.")).toBeTruthy();
  });

  it("confirms an operation with a toast once its data source has answered", async () => {
    const { user, runtime } = renderPanel({ dataSource: "scenarios" });
    act(() => runtime.setDataSource("scenarios", { data: scenarios, inFlight: 0, error: null }));
    const dialog = await openOperation(user, "Create");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Peak season{Enter}");
    act(() => runtime.setDataSource("scenarios", { data: scenarios, inFlight: 1, error: null }));
    expect(screen.queryByText("Scenario 'Peak season' created.")).toBeNull();
    act(() => runtime.setDataSource("scenarios", { data: [...scenarios], inFlight: 0, error: null }));
    expect((await screen.findByRole("alert")).textContent).toContain("Scenario 'Peak season' created.");
  });

  it("shows no success toast when the operation's request fails, only the error", async () => {
    const { user, runtime } = renderPanel({ dataSource: "scenarios" });
    const dialog = await openOperation(user, "Create");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Peak season{Enter}");
    act(() => runtime.setDataSource("scenarios", { data: [], inFlight: 1, error: null }));
    act(() => runtime.setDataSource("scenarios", { data: [], inFlight: 0, error: "You do not have permission." }));
    expect(screen.getByText("The scenario list could not be loaded: You do not have permission.")).toBeTruthy();
    expect(screen.queryByText(/created\.$/)).toBeNull();
  });

  it("uses the entity's noun everywhere", async () => {
    const { user } = renderPanel({ entity: "case", options: [] });
    expect(screen.getByRole("combobox", { name: "Case" })).toBeTruthy();
    await user.click(
      within(screen.getByRole("group", { name: "Case operations" })).getByRole("button", { name: "Create" }),
    );
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Create" }));
    expect(screen.getByRole("alert").textContent).toBe("Please supply a name for the new case.");
  });
});
