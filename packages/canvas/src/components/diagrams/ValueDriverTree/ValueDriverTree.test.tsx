import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import { renderInCanvas } from "../../../test/renderInCanvas";
import { type VdtNodeData, vdtNodeSchema } from "../VdtNode/vdtNodeSchema";
import ValueDriverTree from "./ValueDriverTree";
import { valueDriverTreePropsSchema } from "./ValueDriverTree.meta";
import { layoutVdt } from "./vdtLayout";
import { fitTransform } from "./vdtZoom";

const root = {
  id: "tonnes",
  title: "Tonnes",
  fields: [
    { name: "Plan", value: 215000 },
    { name: "Actual", value: 204008 },
    { name: "Delta", value: -10992, class: "negative" },
  ],
  nodes: [
    { id: "trucks", title: "Trucks", fields: [{ name: "In fleet", value: 24, isEditable: true }] },
    {
      id: "availability",
      title: "Availability",
      collapsed: true,
      nodes: [{ id: "downtime", title: "Unplanned downtime" }],
    },
  ],
};

const props = (given: Record<string, unknown>) => valueDriverTreePropsSchema.parse(given);
const tree = () => screen.getByTestId("value-driver-tree");
const shownNodes = () => screen.getAllByTestId("vdt-node").map((node) => node.dataset.nodeId);
const nodeCard = (id: string) => {
  const card = screen.getAllByTestId("vdt-node").find((node) => node.dataset.nodeId === id);
  if (card === undefined) throw new Error(`No node ${id} is shown.`);
  return card;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("without a root", () => {
  it.each([
    ["missing", {}],
    ["null", { root: null }],
    ["an empty object", { root: {} }],
    ["no rows", { root: [] }],
  ])("shows the root message when the root is %s", (_, given) => {
    renderInCanvas(<ValueDriverTree {...props(given)} />);
    expect(tree().textContent).toBe(
      '"root" property is empty/missing.  Please check the data source and template bindings.',
    );
    expect(screen.queryByRole("toolbar")).toBeNull();
  });
});

describe("the props", () => {
  it("refuse a tree whose node ids repeat", () => {
    const result = valueDriverTreePropsSchema.safeParse({ root: { id: 1, nodes: [{ id: "1" }] } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Node ids must be unique: '1' is used twice.");
  });
});

describe("expanding and collapsing", () => {
  it("starts from the nodes' own collapsed flags", () => {
    renderInCanvas(<ValueDriverTree {...props({ root })} />);
    expect(shownNodes()).toEqual(["tonnes", "trucks", "availability"]);
    expect(within(nodeCard("availability")).getByRole("button", { name: "Expand" }).textContent).toBe("+1");
  });

  it("expands and collapses one node with its own button, keeping the state in the parameter", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<ValueDriverTree {...props({ root, collapsedParameter: "collapsed" })} />);
    await user.click(within(nodeCard("availability")).getByRole("button", { name: "Expand" }));
    expect(shownNodes()).toContain("downtime");
    expect(runtime.getSnapshot().parameters.collapsed).toEqual({ availability: false });
    await user.click(within(nodeCard("tonnes")).getByRole("button", { name: "Collapse" }));
    expect(shownNodes()).toEqual(["tonnes"]);
    expect(runtime.getSnapshot().parameters.collapsed).toEqual({ availability: false, tonnes: true });
  });

  it("follows a collapse map set elsewhere", () => {
    renderInCanvas(<ValueDriverTree {...props({ root, collapsedParameter: "collapsed" })} />, {
      parameters: { collapsed: { availability: false } },
    });
    expect(shownNodes()).toContain("downtime");
  });

  it("expands all and collapses all", async () => {
    const user = userEvent.setup();
    renderInCanvas(<ValueDriverTree {...props({ root })} />);
    await user.click(screen.getByRole("button", { name: "Expand all" }));
    expect(shownNodes()).toEqual(["tonnes", "trucks", "availability", "downtime"]);
    await user.click(screen.getByRole("button", { name: "Collapse all" }));
    expect(shownNodes()).toEqual(["tonnes"]);
  });
});

describe("zooming", () => {
  it("steps by 0.25 with the buttons and switches to simple mode below 0.8", async () => {
    const user = userEvent.setup();
    renderInCanvas(<ValueDriverTree {...props({ root })} />);
    expect(tree().dataset.zoom).toBe("1");
    expect(tree().dataset.mode).toBe("full");
    await user.click(screen.getByRole("button", { name: "Zoom out" }));
    expect(tree().dataset.zoom).toBe("0.75");
    expect(tree().dataset.mode).toBe("simple");
    expect(nodeCard("trucks").querySelector(".sf-vdt-simple")?.textContent).toBe("Trucks");
    expect(nodeCard("trucks").querySelector(".sf-vdt-card")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(tree().dataset.zoom).toBe("1");
    expect(tree().dataset.mode).toBe("full");
    expect(nodeCard("trucks").querySelector(".sf-vdt-card")).not.toBeNull();
  });

  it("sets the zoom from the slider, from 0.1 to 8 in steps of 0.1, and stops the buttons at the ends", async () => {
    const user = userEvent.setup();
    renderInCanvas(<ValueDriverTree {...props({ root })} />);
    const slider = screen.getByRole("slider", { name: "Zoom" });
    expect([slider.getAttribute("min"), slider.getAttribute("max"), slider.getAttribute("step")]).toEqual([
      "0.1",
      "8",
      "0.1",
    ]);
    fireEvent.change(slider, { target: { value: "0.8" } });
    expect(tree().dataset.zoom).toBe("0.8");
    expect(tree().dataset.mode).toBe("full");
    fireEvent.change(slider, { target: { value: "8" } });
    expect(screen.getByRole("button", { name: "Zoom in" })).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: "Zoom out" }));
    expect(tree().dataset.zoom).toBe("7.75");
  });

  it("zooms with the wheel about the pointer, one transform for the whole drawing, the toolbar following", async () => {
    renderInCanvas(<ValueDriverTree {...props({ root })} />);
    const viewport = screen.getByRole("region", { name: "Value-driver tree" });
    const event = new WheelEvent("wheel", { deltaY: 200, clientX: 0, clientY: 0, bubbles: true, cancelable: true });
    fireEvent(viewport, event);
    expect(event.defaultPrevented).toBe(true);
    const layer = viewport.firstElementChild as HTMLElement;
    expect(layer.style.transform).toMatch(/^translate\(0px, 0px\) scale\(0\.67\d*\)$/);
    await waitFor(() => expect(tree().dataset.zoom).toBe("0.67"));
    expect(tree().dataset.mode).toBe("simple");
  });

  it("pans when dragged", async () => {
    const user = userEvent.setup();
    renderInCanvas(<ValueDriverTree {...props({ root })} />);
    const viewport = screen.getByRole("region", { name: "Value-driver tree" });
    await user.pointer([
      { keys: "[MouseLeft>]", target: viewport, coords: { clientX: 100, clientY: 100 } },
      { target: viewport, coords: { clientX: 130, clientY: 90 } },
      { keys: "[/MouseLeft]", target: viewport, coords: { clientX: 130, clientY: 90 } },
    ]);
    expect((viewport.firstElementChild as HTMLElement).style.transform).toBe("translate(30px, -10px) scale(1)");
  });

  it("hides and shows the zoom controls with the toggle, starting as asked", async () => {
    const user = userEvent.setup();
    renderInCanvas(<ValueDriverTree {...props({ root, showZoomControls: false })} />);
    expect(screen.queryByRole("slider", { name: "Zoom" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show zoom controls" }));
    expect(screen.getByRole("slider", { name: "Zoom" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Zoom in" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Hide zoom controls" }));
    expect(screen.queryByRole("button", { name: "Zoom out" })).toBeNull();
  });
});

describe("fitting to the view", () => {
  const sized = () => {
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(200);
  };
  const zoomToFit = (data: VdtNodeData, collapsed: (node: VdtNodeData) => boolean) => {
    const layout = layoutVdt(data, collapsed, "left-to-right");
    return String(Math.round(fitTransform(layout, { width: 300, height: 200 }).k * 100) / 100);
  };

  it("fits the tree on its first draw without animating, and again, animated, after a node is toggled", async () => {
    sized();
    const user = userEvent.setup();
    renderInCanvas(<ValueDriverTree {...props({ root })} />);
    const data = vdtNodeSchema.parse(root);
    const layer = screen.getByRole("region", { name: "Value-driver tree" }).firstElementChild as HTMLElement;
    expect(tree().dataset.zoom).toBe(zoomToFit(data, (node) => node.collapsed));
    expect(layer.className).not.toContain("sf-vdt-layer-animated");
    await user.click(within(nodeCard("tonnes")).getByRole("button", { name: "Collapse" }));
    expect(tree().dataset.zoom).toBe(zoomToFit(data, () => true));
    expect(layer.className).toContain("sf-vdt-layer-animated");
    expect(tree().className).toContain("sf-vdt-animated");
  });

  it("keeps the view for new data of the same tree, and fits another tree anew", async () => {
    sized();
    const user = userEvent.setup();
    const draw = (data: Record<string, unknown>) => <ValueDriverTree {...props({ root: data })} />;
    const { rerender, runtime } = renderInCanvas(draw(root));
    const fitted = tree().dataset.zoom;
    await user.click(screen.getByRole("button", { name: "Zoom in" }));
    const zoomed = tree().dataset.zoom;
    expect(zoomed).not.toBe(fitted);
    const redraw = (data: Record<string, unknown>) =>
      rerender(<CanvasRuntimeProvider runtime={runtime}>{draw(data)}</CanvasRuntimeProvider>);
    redraw({ ...root, title: "Tonnes (what if)" });
    expect(tree().dataset.zoom).toBe(zoomed);
    redraw({ ...root, id: "cycles" });
    expect(tree().dataset.zoom).toBe(fitted);
  });

  it("keeps the view when expand all shows nothing new", async () => {
    sized();
    const user = userEvent.setup();
    renderInCanvas(<ValueDriverTree {...props({ root: { id: "only", title: "Only" } })} />);
    await user.click(screen.getByRole("button", { name: "Zoom in" }));
    const zoom = tree().dataset.zoom;
    await user.click(screen.getByRole("button", { name: "Expand all" }));
    expect(tree().dataset.zoom).toBe(zoom);
  });
});

describe("animation", () => {
  it("moves nodes only after an expand or collapse, not on a first draw or new data", async () => {
    const user = userEvent.setup();
    const { rerender, runtime } = renderInCanvas(<ValueDriverTree {...props({ root })} />);
    expect(tree().className).not.toContain("sf-vdt-animated");
    expect(document.querySelector(".sf-vdt-entering")).toBeNull();
    rerender(
      <CanvasRuntimeProvider runtime={runtime}>
        <ValueDriverTree
          {...props({ root: { ...root, nodes: [...root.nodes, { id: "payload", title: "Payload" }] } })}
        />
      </CanvasRuntimeProvider>,
    );
    expect(shownNodes()).toContain("payload");
    expect(tree().className).not.toContain("sf-vdt-animated");
    expect(document.querySelector(".sf-vdt-entering")).toBeNull();
    await user.click(within(nodeCard("availability")).getByRole("button", { name: "Expand" }));
    expect(tree().className).toContain("sf-vdt-animated");
    expect(nodeCard("downtime").className).toContain("sf-vdt-entering");
  });
});

describe("full mode far from the view", () => {
  it("draws full cards near the view only, and blocks beyond it", () => {
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(200);
    // A chain of eight levels, one card every 300 px from left to right.
    const chain = (level: number): Record<string, unknown> => ({
      id: `level-${level}`,
      title: `Level ${level}`,
      nodes: level === 7 ? [] : [chain(level + 1)],
    });
    renderInCanvas(<ValueDriverTree {...props({ root: chain(0) })} />);
    fireEvent.change(screen.getByRole("slider", { name: "Zoom" }), { target: { value: "1" } });
    expect(tree().dataset.mode).toBe("full");
    const layer = screen.getByRole("region", { name: "Value-driver tree" }).firstElementChild as HTMLElement;
    const x = Number(/translate\((-?[\d.]+)px/.exec(layer.style.transform)?.[1]);
    // In view: -x to -x + 300; the window adds one view (300 px) on either side.
    const [windowLeft, windowRight] = [-x - 300, -x + 600];
    const shown = Array.from({ length: 8 }, (_, level) => {
      const card = nodeCard(`level-${level}`);
      return card.querySelector(".sf-vdt-card") !== null ? "card" : card.querySelector(".sf-vdt-simple")?.textContent;
    });
    expect(shown).toEqual(
      Array.from({ length: 8 }, (_, level) =>
        level * 300 + 200 >= windowLeft && level * 300 <= windowRight ? "card" : `Level ${level}`,
      ),
    );
    expect(shown).toContain("Level 7");
  });
});

describe("a large tree", () => {
  /** A root with `groups` drivers of `leaves` drivers each: the leaves one below another, 105 px apart. */
  const grouped = (groups: number, leaves: number) => ({
    id: "root",
    title: "Root",
    nodes: Array.from({ length: groups }, (_, group) => ({
      id: `g${group}`,
      title: `Group ${group}`,
      nodes: Array.from({ length: leaves }, (_, leaf) => ({ id: `g${group}-${leaf}`, title: `Leaf ${leaf}` })),
    })),
  });

  it("draws only the nodes and links near the view, and the rest once the view comes near them", async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(400);
    renderInCanvas(<ValueDriverTree {...props({ root: grouped(20, 20) })} />);
    // Fitted at the least zoom (0.1): 4,000 px of the tree's 42,000 in view, one view's height more above and below.
    expect(tree().dataset.zoom).toBe("0.1");
    const drawn = shownNodes();
    expect(drawn).toContain("root");
    expect(drawn.length).toBeGreaterThan(100);
    expect(drawn.length).toBeLessThan(200);
    expect(drawn).not.toContain("g0-0");
    expect(drawn).not.toContain("g19-19");
    const viewport = screen.getByRole("region", { name: "Value-driver tree" });
    const links = viewport.querySelectorAll(".sf-vdt-link").length;
    expect(links).toBeGreaterThan(100);
    expect(links).toBeLessThan(220);

    const layer = viewport.firstElementChild as HTMLElement;
    const y = Number(/translate\((-?[\d.]+)px, (-?[\d.]+)px/.exec(layer.style.transform)?.[2]);
    // Dragged down until the top of the tree is in view: its first leaves are drawn, its last ones no longer.
    await user.pointer([
      { keys: "[MouseLeft>]", target: viewport, coords: { clientX: 0, clientY: 0 } },
      { target: viewport, coords: { clientX: 0, clientY: -y } },
      { keys: "[/MouseLeft]", target: viewport, coords: { clientX: 0, clientY: -y } },
    ]);
    expect(shownNodes()).toContain("g0-0");
    expect(shownNodes()).not.toContain("g19-19");
  });

  it("draws every node of a tree of 200 nodes, wherever the view is", () => {
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(400);
    renderInCanvas(<ValueDriverTree {...props({ root: grouped(1, 198) })} />);
    expect(shownNodes()).toHaveLength(200);
  });
});

describe("editable fields in the tree", () => {
  it("write { nodeId, field, value, request_id } through the parameter and the callback", async () => {
    const user = userEvent.setup();
    const onFieldEdited = vi.fn();
    const { runtime } = renderInCanvas(
      <ValueDriverTree {...props({ root, editedFieldParameter: "tonnesEdit", onFieldEdited })} />,
    );
    const input = within(nodeCard("trucks")).getByRole("textbox", { name: "In fleet" });
    await user.clear(input);
    await user.type(input, "30{Enter}");
    const edit = {
      nodeId: "trucks",
      field: "In fleet",
      value: 30,
      request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    };
    expect(runtime.getSnapshot().parameters.tonnesEdit).toEqual(edit);
    expect(onFieldEdited).toHaveBeenCalledWith(edit, expect.objectContaining({ setParameter: expect.any(Function) }));
  });

  it("show the root's three fields as from, to and delta", () => {
    renderInCanvas(<ValueDriverTree {...props({ root })} />);
    const card = nodeCard("tonnes");
    expect(card.querySelector('[data-field-role="from"] .sf-vdt-field-value')?.textContent).toBe("215,000");
    expect(card.querySelector('[data-field-role="to"] .sf-vdt-field-value')?.textContent).toBe("204,008");
    expect(card.querySelector('[data-field-role="delta"] .sf-vdt-field-value')?.textContent).toBe("-10,992");
  });
});
