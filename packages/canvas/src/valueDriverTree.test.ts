import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderValueDriverTree } from "./valueDriverTree";

const tonnes = {
  id: "tonnes",
  title: "Tonnes",
  nodes: [
    { id: "trucks", title: "Trucks", fields: [{ name: "In fleet", value: 24 }] },
    { id: "payload", title: "Payload", template: "<em className='payload'>{frame.title} in tonnes</em>" },
  ],
};

const containers: HTMLElement[] = [];
function container(): HTMLElement {
  const element = document.createElement("div");
  document.body.append(element);
  containers.push(element);
  return element;
}

afterEach(() => {
  for (const element of containers.splice(0)) element.remove();
});

const nodeIds = (element: HTMLElement) =>
  [...element.querySelectorAll<HTMLElement>('[data-testid="vdt-node"]')].map((node) => node.dataset.nodeId);

describe("renderValueDriverTree", () => {
  it("resolves once the tree is drawn, templates included", async () => {
    const element = container();
    await renderValueDriverTree(element, { root: tonnes });
    expect(element.querySelector('[data-testid="value-driver-tree"]')?.getAttribute("data-mode")).toBe("full");
    expect(nodeIds(element)).toEqual(["tonnes", "trucks", "payload"]);
    await waitFor(() => expect(element.querySelector(".payload")?.textContent).toBe("Payload in tonnes"));
  });

  it("draws the tree again in the same container on a second call", async () => {
    const element = container();
    await renderValueDriverTree(element, { root: tonnes });
    await renderValueDriverTree(element, { root: { id: "cycles", title: "Cycles" }, direction: "top-down" });
    expect(nodeIds(element)).toEqual(["cycles"]);
    expect(element.querySelectorAll('[data-testid="value-driver-tree"]')).toHaveLength(1);
  });

  it("resolves again when called twice with the same props", async () => {
    const element = container();
    await renderValueDriverTree(element, { root: tonnes });
    await expect(renderValueDriverTree(element, { root: tonnes })).resolves.toBeUndefined();
  });

  it.each([
    ["no props", undefined],
    ["no root", {}],
    ["an empty root", { root: {} }],
  ])("rejects %s with the message the component shows", async (_, props) => {
    await expect(renderValueDriverTree(container(), props)).rejects.toThrow(
      new Error('"root" property is empty/missing.  Please check the data source and template bindings.'),
    );
  });

  it("rejects props that are not valid, naming the problems", async () => {
    const element = container();
    await expect(
      renderValueDriverTree(element, { root: { id: "tonnes", nodes: [{ title: "Trucks" }] }, height: 10 }),
    ).rejects.toThrow(/^Invalid value-driver tree props: root\.nodes\.0\.id: .+; height: .+$/);
    expect(element.childElementCount).toBe(0);
  });
});
