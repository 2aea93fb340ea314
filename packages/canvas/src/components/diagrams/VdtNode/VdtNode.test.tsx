import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import { renderInCanvas } from "../../../test/renderInCanvas";
import VdtNode from "./VdtNode";
import { vdtNodePropsSchema } from "./VdtNode.meta";

const props = (given: Record<string, unknown>) => vdtNodePropsSchema.parse(given);

/** Renders a card in a canvas, and a function that draws it again with other props in the same canvas. */
function renderCard(given: Record<string, unknown>) {
  const rendered = renderInCanvas(<VdtNode {...props(given)} />);
  const update = (next: Record<string, unknown>) =>
    rendered.rerender(
      <CanvasRuntimeProvider runtime={rendered.runtime}>
        <VdtNode {...props(next)} />
      </CanvasRuntimeProvider>,
    );
  return { ...rendered, update };
}

const payload = [
  { name: "Plan", value: 220 },
  { name: "Actual", value: 206.8 },
  { name: "Delta", value: -13.2, class: "negative" },
];

function fieldValue(card: HTMLElement, role: string): string | null | undefined {
  return card.querySelector(`[data-field-role="${role}"] .sf-vdt-field-value`)?.textContent;
}

describe("the standalone node card", () => {
  it("shows a node with three fields as from, to and delta, each under its name", () => {
    renderInCanvas(<VdtNode {...props({ id: "payload", title: "Payload", fields: payload })} />);
    const card = screen.getByRole("article", { name: "Payload" });
    expect(fieldValue(card, "from")).toBe("220");
    expect(fieldValue(card, "to")).toBe("206.8");
    expect(fieldValue(card, "delta")).toBe("-13.2");
    expect(card.querySelector('[data-field-role="delta"] .sf-vdt-field-value')?.className).toContain(
      "sf-vdt-value-negative",
    );
    expect(within(card).getByText("Plan").tagName).toBe("DT");
  });

  it("lists other numbers of fields as names and values, without roles", () => {
    const fields = [
      { name: "Trucks", value: 24 },
      { name: "Spare", value: 2 },
    ];
    renderInCanvas(<VdtNode {...props({ title: "Fleet", fields })} />);
    const card = screen.getByRole("article", { name: "Fleet" });
    expect(card.querySelector("[data-field-role]")).toBeNull();
    expect(within(card).getByText("24")).toBeTruthy();
  });

  it("draws the progress bar with its value and text, unless hidden", () => {
    const { update } = renderCard({ title: "Tonnes", progressBarValue: 0.95, progressBarText: "95% of plan" });
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("95");
    expect(bar.textContent).toBe("95% of plan");
    update({ title: "Tonnes", progressBarValue: 0.95, hideProgressBar: true });
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("hides the title when asked, keeping it as the card's name, and shows the tooltip on hover", () => {
    renderInCanvas(<VdtNode {...props({ title: "Tonnes", tooltip: "Per day", hideTitle: true })} />);
    const card = screen.getByRole("article", { name: "Tonnes" });
    expect(card.querySelector(".sf-vdt-title")).toBeNull();
    expect(card.getAttribute("title")).toBe("Per day");
  });

  it("draws a chart node's model as a line", () => {
    renderInCanvas(<VdtNode {...props({ title: "Cycles", type: "chart", model: [2.1, 2.4, 2.2] })} />);
    expect(screen.getByRole("img", { name: "Cycles" }).querySelector("polyline")?.getAttribute("points")).toBe(
      "0.00,28.00 50.00,2.00 100.00,19.33",
    );
  });

  it("renders its template with the node as frame, through the safe engine", async () => {
    const template =
      '<span className="haul">{frame.title}: {frame.model.km} km<img src="x" onError="alert(1)" /></span>';
    const { container } = renderInCanvas(
      <VdtNode {...props({ title: "Haul", type: "custom", template, model: { km: 4.2 } })} />,
    );
    await waitFor(() => expect(container.querySelector(".haul")?.textContent).toBe("Haul: 4.2 km"));
    expect(container.querySelector("img")?.getAttribute("onerror") ?? null).toBeNull();
  });

  it("calls a template function with the node and shows what it gives", () => {
    const template = vi.fn((node: { title: string }) => <b className="custom">{node.title} body</b>);
    const { container } = renderInCanvas(<VdtNode {...props({ id: "haul", title: "Haul", template })} />);
    expect(container.querySelector(".custom")?.textContent).toBe("Haul body");
    expect(template.mock.calls[0]?.[0]).toMatchObject({ id: "haul", title: "Haul" });
  });
});

describe("an editable field", () => {
  const fields = [
    { name: "Trucks", value: 24, isEditable: true },
    { name: "Spare", value: 2 },
  ];

  it("commits on Enter as { nodeId, field, value, request_id } to the parameter and the callback, once", async () => {
    const user = userEvent.setup();
    const onFieldEdited = vi.fn();
    const { runtime } = renderInCanvas(
      <VdtNode {...props({ id: "trucks", fields, editedFieldParameter: "fleetEdit", onFieldEdited })} />,
    );
    const input = screen.getByRole("textbox", { name: "Trucks" });
    await user.clear(input);
    await user.type(input, "30{Enter}");
    const edit = { nodeId: "trucks", field: "Trucks", value: 30, request_id: expect.stringMatching(/^[0-9a-f]{32}$/) };
    expect(runtime.getSnapshot().parameters.fleetEdit).toEqual(edit);
    await user.tab();
    expect(onFieldEdited).toHaveBeenCalledTimes(1);
    expect(onFieldEdited.mock.calls[0]?.[0]).toEqual(edit);
  });

  it("commits when it loses focus, and not at all when nothing changed", async () => {
    const user = userEvent.setup();
    const onFieldEdited = vi.fn();
    renderInCanvas(<VdtNode {...props({ id: "trucks", fields, onFieldEdited })} />);
    const input = screen.getByRole("textbox", { name: "Trucks" });
    await user.click(input);
    await user.tab();
    expect(onFieldEdited).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, "26");
    await user.tab();
    expect(onFieldEdited).toHaveBeenCalledWith(
      { nodeId: "trucks", field: "Trucks", value: 26, request_id: expect.any(String) },
      expect.anything(),
    );
  });

  it("puts the value back on Escape and refuses text that is not a number", async () => {
    const user = userEvent.setup();
    const onFieldEdited = vi.fn();
    renderInCanvas(<VdtNode {...props({ id: "trucks", fields, onFieldEdited })} />);
    const input = screen.getByRole("textbox", { name: "Trucks" }) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, "31{Escape}");
    expect(input.value).toBe("24");
    await user.clear(input);
    await user.type(input, "many{Enter}");
    expect(input.value).toBe("24");
    expect(onFieldEdited).not.toHaveBeenCalled();
  });

  it("follows a new value from the data, and commits the same text again after it as a new request", async () => {
    const user = userEvent.setup();
    const onFieldEdited = vi.fn();
    const { update } = renderCard({ id: "trucks", fields, onFieldEdited });
    const input = screen.getByRole("textbox", { name: "Trucks" }) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, "30{Enter}");
    update({ id: "trucks", fields: [{ ...fields[0], value: 28 }, fields[1]], onFieldEdited });
    expect(input.value).toBe("28");
    await user.clear(input);
    await user.type(input, "30{Enter}");
    expect(onFieldEdited).toHaveBeenCalledTimes(2);
    const [first, second] = onFieldEdited.mock.calls.map(([edit]) => edit.request_id);
    expect(second).not.toBe(first);
  });
});
