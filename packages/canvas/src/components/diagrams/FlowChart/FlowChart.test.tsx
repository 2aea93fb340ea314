import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CanvasCallbackApi } from "../../../runtime/CanvasContext";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import { stubReactFlowBrowserInEachTest } from "../../../test/diagramBrowserStubs";
import { renderInCanvas } from "../../../test/renderInCanvas";
import FlowChart from "./FlowChart";
import { flowChartPropsSchema } from "./FlowChart.meta";

const browser = stubReactFlowBrowserInEachTest();

const props = (input: Record<string, unknown>) => flowChartPropsSchema.parse(input);

const haulCycle = {
  nodes: [
    {
      id: "load",
      label: "Load",
      type: "chevron",
      fillPercentage: 75,
      links: [{ to: "haul", markerEnd: "arrowclosed" }],
    },
    { id: "haul", label: "Haul", links: [{ to: "dump" }] },
    { id: "dump", label: "Dump", type: "diamond" },
  ],
  links: [{ from: "dump", to: "load", excludeFromLayout: true }],
};

const chart = () => screen.getByTestId("flow-chart");
const pane = () => chart().querySelector<HTMLElement>(".react-flow") as HTMLElement;
const nodeElement = (id: string) =>
  chart().querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`) as HTMLElement;
const translation = (id: string) =>
  /translate\(([-\d.]+)px, ?([-\d.]+)px\)/.exec(nodeElement(id).style.transform)?.slice(1).map(Number);

async function laidOut() {
  await waitFor(() => expect(chart().dataset.layoutState).toBe("ready"), { timeout: 5_000 });
}

describe("FlowChart", () => {
  it("stays hidden until every node is measured and laid out, then shows the chart", async () => {
    renderInCanvas(<FlowChart {...props(haulCycle)} />);
    expect(chart().dataset.layoutState).toBe("pending");
    expect(pane().style.visibility).toBe("hidden");
    await laidOut();
    expect(pane().style.visibility).toBe("visible");
    expect(chart().getAttribute("aria-busy")).toBe("false");
  });

  it("lays the nodes out left to right, 32 px apart", async () => {
    renderInCanvas(<FlowChart {...props(haulCycle)} />);
    await laidOut();
    expect(translation("load")).toEqual([0, 0]);
    expect(translation("haul")).toEqual([120 + 32, 0]);
    expect(translation("dump")).toEqual([2 * (120 + 32), 0]);
  });

  it("keeps waiting while a node has no size, asking again until it has one", async () => {
    browser.setNodeSize({ width: 0, height: 0 });
    renderInCanvas(<FlowChart {...props(haulCycle)} />);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(chart().dataset.layoutState).toBe("pending");
    expect(pane().style.visibility).toBe("hidden");
    browser.setNodeSize({ width: 100, height: 40 });
    await laidOut();
    expect(translation("haul")).toEqual([100 + 32, 0]);
  });

  it("updates text and fill levels in place, keeping the layout and the chart shown", async () => {
    const { rerender, runtime } = renderInCanvas(<FlowChart {...props(haulCycle)} />);
    await laidOut();
    const refilled = {
      ...haulCycle,
      nodes: haulCycle.nodes.map((node) => ({ ...node, fillPercentage: 30, content: "96 t" })),
    };
    rerender(
      <CanvasRuntimeProvider runtime={runtime}>
        <FlowChart {...props(refilled)} />
      </CanvasRuntimeProvider>,
    );
    await waitFor(() => expect(nodeElement("load").getAttribute("aria-label")).toBe("Load, 30% full"));
    expect(chart().dataset.layoutState).toBe("ready");
    expect(nodeElement("load").querySelector(".sf-flow-fill")?.getAttribute("height")).toBe("30");
    expect(nodeElement("haul").querySelector(".sf-flow-content")?.textContent).toBe("96 t");
    expect(translation("haul")).toEqual([120 + 32, 0]);
  });

  it("lays out again, hidden until done, when the nodes change", async () => {
    const { rerender, runtime } = renderInCanvas(<FlowChart {...props(haulCycle)} />);
    await laidOut();
    const extended = {
      ...haulCycle,
      nodes: [{ id: "queue", label: "Queue", links: [{ to: "load" }] }, ...haulCycle.nodes],
    };
    rerender(
      <CanvasRuntimeProvider runtime={runtime}>
        <FlowChart {...props(extended)} />
      </CanvasRuntimeProvider>,
    );
    expect(chart().dataset.layoutState).toBe("pending");
    await laidOut();
    expect(translation("queue")).toEqual([0, 0]);
    expect(translation("load")).toEqual([120 + 32, 0]);
  });

  it("re-routes the links of a moved node 100 ms after the move", async () => {
    const { container } = renderInCanvas(<FlowChart {...props({ ...haulCycle, selectedParameter: "step" })} />);
    await laidOut();
    const haulToDump = () =>
      container.querySelector('.react-flow__edge[data-id="link-2"] .react-flow__edge-path')?.getAttribute("d");
    // Selected nodes move with the arrow keys, 20 px a press with Shift: put Dump below Haul.
    fireEvent.click(nodeElement("dump"));
    for (const key of ["ArrowDown", "ArrowDown", "ArrowDown", "ArrowLeft", "ArrowLeft"]) {
      fireEvent.keyDown(nodeElement("dump"), { key, shiftKey: true });
    }
    expect(translation("dump")).toEqual([2 * (120 + 32) - 40, 60]);
    const beforeRerouting = haulToDump();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(haulToDump()).toBe(beforeRerouting);
    await waitFor(() => expect(haulToDump()).not.toBe(beforeRerouting));
  });

  it("does not lay out a chart whose nodes have coordinates of their own", async () => {
    renderInCanvas(
      <FlowChart
        {...props({
          nodes: [
            { id: "a", x: 300, y: 10, links: [{ to: "b" }] },
            { id: "b", x: 0, y: 200 },
          ],
        })}
      />,
    );
    await laidOut();
    expect(translation("a")).toEqual([300, 10]);
    expect(translation("b")).toEqual([0, 200]);
  });

  it("draws each node's shape with its fill level, label, sanitised content and template body", async () => {
    const template = vi.fn((node: { tonnes: number }) => <em>{node.tonnes} t</em>);
    renderInCanvas(
      <FlowChart
        {...props({
          nodes: [
            { id: "load", label: "Load", type: "diamond", fillPercentage: 75, tonnes: 220, template },
            { id: "dump", content: 'Tipped <b>ore</b><img src="x" onerror="alert(1)"><script>alert(2)</script>' },
          ],
        })}
      />,
    );
    await laidOut();
    const load = nodeElement("load");
    expect(load.querySelector(".sf-flow-node--diamond svg polygon")?.getAttribute("points")).toBe(
      "50,0 100,50 50,100 0,50",
    );
    expect(load.querySelector("rect.sf-flow-fill")?.getAttribute("y")).toBe("25");
    expect(load.querySelector("rect.sf-flow-fill")?.getAttribute("height")).toBe("75");
    expect(load.getAttribute("aria-label")).toBe("Load, 75% full");
    expect(load.querySelector(".sf-flow-label")?.textContent).toBe("Load");
    expect(load.querySelector(".sf-flow-template")?.textContent).toBe("220 t");
    expect(template).toHaveBeenCalledWith(expect.objectContaining({ id: "load", tonnes: 220 }));
    const content = nodeElement("dump").querySelector(".sf-flow-content") as HTMLElement;
    expect(content.querySelector("b")?.textContent).toBe("ore");
    expect(content.innerHTML).not.toMatch(/script|onerror/);
    expect(nodeElement("dump").querySelector(".sf-flow-node--rectangle div.sf-flow-shape")).not.toBeNull();
  });

  it("puts a group's nodes inside it and sizes the group around them", async () => {
    renderInCanvas(
      <FlowChart
        {...props({
          nodes: [{ id: "pit", type: "group", label: "North pit", children: [{ id: "s1" }, { id: "s2" }] }],
          links: [{ from: "s1", to: "s2" }],
        })}
      />,
    );
    await laidOut();
    expect(nodeElement("pit").style.width).toBe(`${16 + 120 + 32 + 120 + 16}px`);
    expect(translation("s1")).toEqual([16, 32]);
    expect(translation("s2")).toEqual([16 + 120 + 32, 32]);
  });

  it("draws links with their labels", async () => {
    const { container } = renderInCanvas(
      <FlowChart
        {...props({
          nodes: [{ id: "a" }, { id: "b" }],
          links: [{ from: "a", to: "b", label: "12 km", color: "green", markerEnd: "arrow" }],
        })}
      />,
    );
    await laidOut();
    await waitFor(() => expect(container.querySelector(".react-flow__edge-path")).not.toBeNull());
    const path = container.querySelector(".react-flow__edge-path") as SVGPathElement;
    expect(path.style.strokeWidth).toBe("4");
    expect(path.getAttribute("marker-end")).toMatch(/^url\('#/);
    expect(container.querySelector(".sf-flow-link-label")?.textContent).toBe("12 km");
  });

  it("selects a node on click or Enter: its id goes to the parameter and the node to onNodeClick", async () => {
    const onNodeClick = vi.fn((node: { label: string }, api: CanvasCallbackApi) =>
      api.setParameter("picked", node.label),
    );
    const { runtime } = renderInCanvas(
      <FlowChart {...props({ ...haulCycle, selectedParameter: "step", onNodeClick })} />,
    );
    await laidOut();
    fireEvent.click(nodeElement("haul"));
    expect(runtime.getSnapshot().parameters.step).toBe("haul");
    expect(runtime.getSnapshot().parameters.picked).toBe("Haul");
    await waitFor(() => expect(nodeElement("haul").querySelector(".sf-flow-node--selected")).not.toBeNull());

    fireEvent.keyDown(nodeElement("dump"), { key: "Enter" });
    expect(runtime.getSnapshot().parameters.step).toBe("dump");
    expect(onNodeClick).toHaveBeenCalledTimes(2);
    expect(onNodeClick.mock.lastCall?.[0]).toMatchObject({ id: "dump", type: "diamond" });
  });

  it("shows a message instead of an empty pane when there are no nodes", () => {
    renderInCanvas(<FlowChart {...props({ nodes: [] })} />);
    expect(chart().textContent).toBe("No nodes to show.");
  });
});
