import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CanvasRuntimeProvider } from "../../../runtime/CanvasRuntimeContext";
import { renderInCanvas } from "../../../test/renderInCanvas";
import TreeView, { SEARCH_DEBOUNCE_MS } from "./TreeView";
import { treeViewPropsSchema } from "./TreeView.meta";

const props = (input: Record<string, unknown>) => treeViewPropsSchema.parse(input);

const markets = [
  {
    value: "emea",
    label: "EMEA",
    preventSelection: true,
    children: [
      { value: "za", label: "South Africa", searchTerms: ["ZAF", "Johannesburg"] },
      { value: "de", label: "Germany", searchTerms: ["DEU", "Berlin"] },
      { value: "ae", label: "United Arab Emirates" },
    ],
  },
  {
    value: "apac",
    label: "Asia Pacific",
    children: [
      { value: "au", label: "Australia" },
      { value: "sg", label: "Singapore", disabled: true },
    ],
  },
];

/** The tree item whose own label is `label`. */
const item = (label: string) => {
  const found = screen.getByText(label, { selector: ".MuiTreeItem-label, .MuiTreeItem-label *" });
  const treeItem = found.closest('[role="treeitem"]');
  if (!(treeItem instanceof HTMLElement)) throw new Error(`No tree item '${label}'.`);
  return treeItem;
};
const shownLabels = () => [...document.querySelectorAll(".MuiTreeItem-label")].map((label) => label.textContent);
const checkboxOf = (label: string) =>
  within(item(label)).getAllByRole("checkbox", { hidden: true })[0] as HTMLInputElement;

afterEach(() => vi.useRealTimers());

describe("TreeView", () => {
  it("selects one node into the parameter and calls onChange(new, old, api)", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <TreeView {...props({ parameter: "market", label: "Markets", nodes: markets, onChange })} />,
      { parameters: { market: "de" } },
    );
    expect(screen.getByRole("tree", { name: "Markets" })).toBeTruthy();
    expect(item("Germany").getAttribute("aria-checked")).toBe("true");
    expect(item("EMEA").getAttribute("aria-expanded")).toBe("true");

    await user.click(screen.getByText("South Africa"));
    expect(runtime.getSnapshot().parameters.market).toBe("za");
    expect(item("South Africa").getAttribute("aria-checked")).toBe("true");
    expect(item("Germany").getAttribute("aria-checked")).toBe("false");
    expect(onChange).toHaveBeenCalledExactlyOnceWith(
      "za",
      "de",
      expect.objectContaining({ setParameter: expect.any(Function) }),
    );
  });

  it("expands a preventSelection node on click without selecting it, and never selects a disabled node", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<TreeView {...props({ parameter: "market", nodes: markets })} />);
    expect(item("Asia Pacific").getAttribute("aria-expanded")).toBe("false");
    await user.click(screen.getByText("EMEA"));
    expect(item("EMEA").getAttribute("aria-expanded")).toBe("true");
    expect(runtime.getSnapshot().parameters.market).toBeUndefined();

    await user.click(screen.getByText("Asia Pacific"));
    await user.click(screen.getByText("Singapore"));
    expect(item("Singapore").getAttribute("aria-disabled")).toBe("true");
    expect(runtime.getSnapshot().parameters.market).toBe("apac");
  });

  it("stores an array of values with multiple, toggled by the checkbox or the leaf's label", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const nodes = markets.map((node) => ({ ...node, isExpanded: true }));
    const { runtime } = renderInCanvas(
      <TreeView {...props({ parameter: "markets", nodes, multiple: true, onChange })} />,
      { parameters: { markets: ["za"] } },
    );
    expect(item("South Africa").getAttribute("aria-checked")).toBe("true");
    expect(item("EMEA").getAttribute("aria-checked")).toBeNull();

    await user.click(checkboxOf("Australia"));
    expect(runtime.getSnapshot().parameters.markets).toEqual(["za", "au"]);
    expect(onChange).toHaveBeenLastCalledWith(["za", "au"], ["za"], expect.anything());

    await user.click(screen.getByText("Germany"));
    expect(runtime.getSnapshot().parameters.markets).toEqual(["za", "de", "au"]);
    await user.click(screen.getByText("South Africa"));
    expect(runtime.getSnapshot().parameters.markets).toEqual(["de", "au"]);
  });

  it("blocks further nodes at maxSelectionCount, saying why, until one is unselected", async () => {
    const user = userEvent.setup();
    const nodes = markets.map((node) => ({ ...node, isExpanded: true }));
    const { runtime } = renderInCanvas(
      <TreeView {...props({ parameter: "markets", nodes, multiple: true, maxSelectionCount: 2 })} />,
      { parameters: { markets: ["za", "de"] } },
    );
    expect(checkboxOf("United Arab Emirates").disabled).toBe(true);
    expect(checkboxOf("South Africa").disabled).toBe(false);
    const description = document.getElementById(item("Australia").getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("A maximum of 2 items can be selected.");

    await user.click(screen.getByText("Australia"));
    expect(runtime.getSnapshot().parameters.markets).toEqual(["za", "de"]);
    await user.hover(screen.getByText("Australia"));
    expect(await screen.findByRole("tooltip")).toHaveProperty("textContent", "A maximum of 2 items can be selected.");

    await user.click(checkboxOf("Germany"));
    expect(runtime.getSnapshot().parameters.markets).toEqual(["za"]);
    expect(checkboxOf("Australia").disabled).toBe(false);
    expect(item("Australia").getAttribute("aria-describedby")).toBeNull();
  });

  it("is unlimited without maxSelectionCount", async () => {
    const user = userEvent.setup();
    const nodes = markets.map((node) => ({ ...node, isExpanded: true }));
    const { runtime } = renderInCanvas(<TreeView {...props({ parameter: "m", nodes, multiple: true })} />);
    for (const label of ["South Africa", "Germany", "United Arab Emirates", "Australia"]) {
      await user.click(screen.getByText(label));
    }
    expect(runtime.getSnapshot().parameters.m).toEqual(["za", "de", "ae", "au"]);
  });

  it("selects the flagged nodes while the parameter is empty, writes them to it and opens their parents", () => {
    const nodes = [
      {
        value: "fleet",
        label: "Fleet",
        preventSelection: true,
        children: [
          { value: "t1", label: "Truck 1", isSelected: true },
          { value: "t2", label: "Truck 2" },
          { value: "t3", label: "Truck 3", isSelected: true },
        ],
      },
      { value: "depots", label: "Depots", isExpanded: true, children: [{ value: "d1", label: "Depot 1" }] },
    ];
    const { runtime } = renderInCanvas(<TreeView {...props({ parameter: "vehicles", nodes, multiple: true })} />);
    expect(runtime.getSnapshot().parameters.vehicles).toEqual(["t1", "t3"]);
    expect(item("Truck 1").getAttribute("aria-checked")).toBe("true");
    expect(item("Fleet").getAttribute("aria-expanded")).toBe("true");
    expect(item("Depots").getAttribute("aria-expanded")).toBe("true");
  });

  it("follows a parameter changed elsewhere, opening the new node's parents", () => {
    const { runtime } = renderInCanvas(<TreeView {...props({ parameter: "market", nodes: markets })} />, {
      parameters: { market: "za" },
    });
    expect(item("Asia Pacific").getAttribute("aria-expanded")).toBe("false");
    act(() => runtime.setParameter("market", "au"));
    expect(item("Australia").getAttribute("aria-checked")).toBe("true");
    expect(item("Asia Pacific").getAttribute("aria-expanded")).toBe("true");
    expect(item("EMEA").getAttribute("aria-expanded")).toBe("true");
  });

  it("keeps its selection and expansion when the template re-renders the same nodes", async () => {
    const user = userEvent.setup();
    const { rerender, runtime } = renderInCanvas(<TreeView {...props({ parameter: "market", nodes: markets })} />);
    await user.click(screen.getByText("Asia Pacific"));
    await user.click(screen.getByText("EMEA"));
    rerender(
      <CanvasRuntimeProvider runtime={runtime}>
        <TreeView {...props({ parameter: "market", nodes: structuredClone(markets) })} />
      </CanvasRuntimeProvider>,
    );
    expect(item("EMEA").getAttribute("aria-expanded")).toBe("true");
    expect(runtime.getSnapshot().parameters.market).toBe("apac");
  });

  it("searches 500 ms after the last change, ignoring case, over labels and search terms", () => {
    vi.useFakeTimers();
    renderInCanvas(<TreeView {...props({ label: "Markets", nodes: markets, searchable: true })} />);
    const search = screen.getByRole("searchbox", { name: "Search Markets" });
    fireEvent.change(search, { target: { value: "BER" } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    fireEvent.change(search, { target: { value: "BERLIN" } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(shownLabels()).toEqual(["EMEA", "Asia Pacific"]);
    act(() => vi.advanceTimersByTime(1));
    expect(shownLabels()).toEqual(["EMEA", "Germany"]);
    expect(item("EMEA").getAttribute("aria-expanded")).toBe("true");

    fireEvent.change(search, { target: { value: "south" } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(shownLabels()).toEqual(["EMEA", "South Africa"]);
    fireEvent.change(search, { target: { value: "" } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(item("EMEA").getAttribute("aria-expanded")).toBe("false");
    act(() => vi.advanceTimersByTime(1_000)); // the collapse animation ends
    expect(shownLabels()).toEqual(["EMEA", "Asia Pacific"]);
  });

  it("says 'No options available.' when a search matches nothing or there are no nodes", () => {
    vi.useFakeTimers();
    const { unmount } = renderInCanvas(<TreeView {...props({ nodes: markets, searchable: true })} />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search Tree" }), { target: { value: "zzz" } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.getByRole("status").textContent).toBe("No options available.");
    expect(screen.queryByRole("tree")).toBeNull();
    unmount();
    renderInCanvas(<TreeView {...props({ nodes: [] })} />);
    expect(screen.getByRole("status").textContent).toBe("No options available.");
  });

  it("shows at most 200 matching leaves and says more exist", () => {
    vi.useFakeTimers();
    const nodes = [
      {
        value: "sites",
        label: "Sites",
        children: Array.from({ length: 240 }, (_, index) => ({ value: index, label: `Site ${index}` })),
      },
    ];
    renderInCanvas(<TreeView {...props({ nodes, searchable: true, maxHeight: 200 })} />);
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "site " } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(shownLabels()).toHaveLength(201);
    expect(screen.getByText("Showing the first 200 matches: type more to narrow the search.")).toBeTruthy();
  });

  it("keeps its own selection without a parameter", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(<TreeView {...props({ nodes: markets })} />);
    await user.click(screen.getByText("Asia Pacific"));
    expect(item("Asia Pacific").getAttribute("aria-checked")).toBe("true");
    expect(runtime.getSnapshot().parameters).toEqual({});
  });

  it("is an ARIA tree without list markup, nested groups included", () => {
    const errors = vi.spyOn(console, "error");
    renderInCanvas(<TreeView {...props({ nodes: markets.map((node) => ({ ...node, isExpanded: true })) })} />);
    const tree = screen.getByRole("tree");
    expect(tree.tagName).toBe("DIV");
    expect(tree.querySelectorAll("ul, li")).toHaveLength(0);
    expect(within(tree).getAllByRole("treeitem")).toHaveLength(7);
    expect(within(item("EMEA")).getByRole("group").querySelectorAll('[role="treeitem"]')).toHaveLength(3);
    expect(errors).not.toHaveBeenCalled();
  });

  it("logs a throwing onChange instead of failing", async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const onChange = () => {
      throw new Error("boom");
    };
    const { runtime } = renderInCanvas(<TreeView {...props({ parameter: "m", nodes: markets, onChange })} />);
    await user.click(screen.getByText("Asia Pacific"));
    expect(runtime.getSnapshot().parameters.m).toBe("apac");
    expect(errors).toHaveBeenCalledWith("TreeView onChange failed", expect.any(Error));
    errors.mockRestore();
  });
});
