import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Autocomplete from "./Autocomplete";
import { autocompletePropsSchema } from "./Autocomplete.meta";

const props = (input: Record<string, unknown>) => autocompletePropsSchema.parse(input);

const regions = [
  { label: "Northern Europe", value: "EU-N" },
  { label: "Southern Europe", value: "EU-S" },
  { label: "North America", value: "NA" },
  { label: "Middle East", value: "ME", disabled: true },
  { label: "Antarctica", value: "AQ", preventSelection: true },
];

const vehicles = [
  { label: "Truck 482", value: "T482" },
  { label: "Truck 771", value: "T771" },
  { label: "Van 310", value: "V310" },
];

const option = (name: string) => screen.getByRole("option", { name });

describe("Autocomplete", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("opens on focus with the first option highlighted", async () => {
    renderInCanvas(<Autocomplete {...props({ label: "Region", options: regions })} />);
    const input = screen.getByRole("combobox", { name: "Region" });
    act(() => input.focus());
    expect(screen.getByRole("listbox")).toBeTruthy();
    const first = option("Northern Europe");
    await waitFor(() => expect(input.getAttribute("aria-activedescendant")).toBe(first.id));
  });

  it("stores the chosen option's value in the parameter and closes (single)", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <Autocomplete {...props({ label: "Region", options: regions, parameter: "region", onChange })} />,
      { parameters: { region: "NA" } },
    );
    const input = screen.getByRole("combobox", { name: "Region" }) as HTMLInputElement;
    expect(input.value).toBe("North America");
    await user.click(input);
    await user.click(option("Southern Europe"));
    expect(runtime.getSnapshot().parameters.region).toBe("EU-S");
    expect(onChange).toHaveBeenCalledWith(
      "EU-S",
      "NA",
      expect.objectContaining({ setParameter: expect.any(Function) }),
    );
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("marks the matching part of each option as the user types", async () => {
    const user = userEvent.setup();
    renderInCanvas(<Autocomplete {...props({ label: "Region", options: regions })} />);
    await user.type(screen.getByRole("combobox", { name: "Region" }), "eur");
    const listed = screen.getAllByRole("option").map((item) => item.textContent);
    expect(listed).toEqual(["Northern Europe", "Southern Europe"]);
    const marks = screen.getAllByRole("option").map((item) => item.querySelector("mark")?.textContent);
    expect(marks).toEqual(["Eur", "Eur"]);
  });

  it("disables options marked disabled or preventSelection", async () => {
    const user = userEvent.setup();
    renderInCanvas(<Autocomplete {...props({ label: "Region", options: regions })} />);
    await user.click(screen.getByRole("combobox", { name: "Region" }));
    expect(option("Middle East").getAttribute("aria-disabled")).toBe("true");
    expect(option("Antarctica").getAttribute("aria-disabled")).toBe("true");
    expect(option("North America").getAttribute("aria-disabled")).toBe("false");
  });

  it("keeps the list open and stores an array of values in multiple mode, with checkboxes", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(
      <Autocomplete {...props({ label: "Vehicles", options: vehicles, multiple: true, parameter: "v", onChange })} />,
    );
    await user.click(screen.getByRole("combobox", { name: "Vehicles" }));
    expect(option("Truck 482").querySelector("[data-testid='CheckBoxOutlineBlankIcon']")).not.toBeNull();
    await user.click(option("Truck 482"));
    await user.click(option("Van 310"));
    expect(runtime.getSnapshot().parameters.v).toEqual(["T482", "V310"]);
    expect(onChange).toHaveBeenLastCalledWith(["T482", "V310"], ["T482"], expect.anything());
    expect(screen.getByRole("listbox")).toBeTruthy();
    expect(option("Van 310").getAttribute("aria-selected")).toBe("true");
    expect(option("Van 310").querySelector("[data-testid='CheckBoxIcon']")).not.toBeNull();
  });

  it("compares option values by content", async () => {
    const user = userEvent.setup();
    const depots = [
      { label: "Depot A", value: { site: 1, zone: "north" } },
      { label: "Depot B", value: { site: 2, zone: "south" } },
    ];
    renderInCanvas(<Autocomplete {...props({ label: "Depot", options: depots, multiple: true, parameter: "d" })} />, {
      parameters: { d: [{ zone: "south", site: 2 }] },
    });
    expect(screen.getByRole("button", { name: "Depot B" })).toBeTruthy();
    await user.click(screen.getByRole("combobox", { name: "Depot" }));
    expect(option("Depot B").getAttribute("aria-selected")).toBe("true");
    expect(option("Depot A").getAttribute("aria-selected")).toBe("false");
  });

  it("disables the unselected options once maxCount is reached and says why in a tooltip", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(
      <Autocomplete
        {...props({ label: "Vehicles", options: vehicles, multiple: true, maxCount: 2, parameter: "v" })}
      />,
      { parameters: { v: ["T482", "T771"] } },
    );
    await user.click(screen.getByRole("combobox", { name: "Vehicles" }));
    const blocked = option("Van 310");
    expect(blocked.getAttribute("aria-disabled")).toBe("true");
    expect(option("Truck 482").getAttribute("aria-disabled")).toBe("false");
    await user.hover(blocked);
    expect(await screen.findByRole("tooltip")).toHaveProperty("textContent", "A maximum of 2 items can be selected.");
    await user.click(blocked);
    expect(runtime.getSnapshot().parameters.v).toEqual(["T482", "T771"]);
    await user.click(option("Truck 482"));
    expect(runtime.getSnapshot().parameters.v).toEqual(["T771"]);
    expect(option("Van 310").getAttribute("aria-disabled")).toBe("false");
  });

  it("shows tree options indented, expandable with the toggle or the arrow keys", async () => {
    const user = userEvent.setup();
    const categories = [
      {
        label: "Beverages",
        value: "bev",
        preventSelection: true,
        children: [
          { label: "Coffee", value: "coffee" },
          { label: "Tea", value: "tea" },
        ],
      },
      { label: "Snacks", value: "snk", isExpanded: true, children: [{ label: "Nuts", value: "nuts" }] },
    ];
    renderInCanvas(<Autocomplete {...props({ label: "Category", options: categories })} />);
    const input = screen.getByRole("combobox", { name: "Category" });
    await user.click(input);
    expect(screen.getAllByRole("option").map((item) => item.textContent)).toEqual(["Beverages", "Snacks", "Nuts"]);
    await user.click(within(option("Beverages")).getByTestId("option-toggle"));
    expect(screen.getAllByRole("option").map((item) => item.textContent)).toEqual([
      "Beverages",
      "Coffee",
      "Tea",
      "Snacks",
      "Nuts",
    ]);
    expect(screen.getByRole("listbox")).toBeTruthy();
    const nuts = option("Nuts");
    const indent = (item: HTMLElement) => (item.firstElementChild as HTMLElement).style.paddingLeft;
    expect(indent(nuts)).toBe("20px");
    expect(indent(option("Snacks"))).toBe("0px");

    // Snacks is the first selectable top-level option after Beverages' children; highlight it and collapse.
    fireEvent.mouseMove(option("Snacks"));
    await user.keyboard("{ArrowLeft}");
    expect(screen.getAllByRole("option").map((item) => item.textContent)).toEqual([
      "Beverages",
      "Coffee",
      "Tea",
      "Snacks",
    ]);
    await user.keyboard("{ArrowRight}");
    expect(screen.queryByRole("option", { name: "Nuts" })).not.toBeNull();
  });

  it("says 'No options available.' when nothing matches", async () => {
    const user = userEvent.setup();
    renderInCanvas(<Autocomplete {...props({ label: "Region", options: regions })} />);
    await user.type(screen.getByRole("combobox", { name: "Region" }), "zzz");
    expect(screen.getByText("No options available.")).toBeTruthy();
  });

  describe("options from a URL", () => {
    // Fake timers drive the debounce; events are fired directly because user-event waits on real timers.
    const answer = (options: unknown) => ({ ok: true, json: async () => options }) as Response;
    const typeText = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
    const flush = () =>
      act(async () => {
        await vi.runOnlyPendingTimersAsync();
      });

    it("asks for text before searching, then fetches 100 ms after the last key with the encoded text", async () => {
      vi.useFakeTimers();
      const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
        answer([{ label: "Cape Town depot", value: "CPT" }]),
      );
      vi.stubGlobal("fetch", fetchMock);
      const { runtime } = renderInCanvas(
        <Autocomplete {...props({ label: "Depot", optionsUrl: "/api/depots?q={searchTerm}", parameter: "depot" })} />,
      );
      const input = screen.getByRole("combobox", { name: "Depot" });
      act(() => input.focus());
      expect(screen.getByText("Enter text to search for options.")).toBeTruthy();

      typeText(input, "cape");
      act(() => vi.advanceTimersByTime(60));
      typeText(input, "cape t");
      act(() => vi.advanceTimersByTime(99));
      expect(fetchMock).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/depots?q=cape%20t");
      await flush();
      fireEvent.click(option("Cape Town depot"));
      expect(runtime.getSnapshot().parameters.depot).toBe("CPT");
    });

    it("does not fetch for blank text", () => {
      vi.useFakeTimers();
      const fetchMock = vi.fn();
      vi.stubGlobal("fetch", fetchMock);
      renderInCanvas(<Autocomplete {...props({ label: "Depot", optionsUrl: "/api/depots?q={searchTerm}" })} />);
      const input = screen.getByRole("combobox", { name: "Depot" });
      act(() => input.focus());
      typeText(input, "   ");
      act(() => vi.advanceTimersByTime(500));
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.getByText("Enter text to search for options.")).toBeTruthy();
    });

    it("aborts a superseded request and ignores failures", async () => {
      vi.useFakeTimers();
      const signals: AbortSignal[] = [];
      const fetchMock = vi.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_, reject) => {
            if (init?.signal) signals.push(init.signal);
            setTimeout(() => reject(new Error("offline")), 1_000);
          }),
      );
      vi.stubGlobal("fetch", fetchMock);
      const errors = vi.spyOn(console, "error");
      renderInCanvas(<Autocomplete {...props({ label: "Depot", optionsUrl: "/api/depots?q={searchTerm}" })} />);
      const input = screen.getByRole("combobox", { name: "Depot" });
      act(() => input.focus());
      typeText(input, "ca");
      act(() => vi.advanceTimersByTime(100));
      typeText(input, "cap");
      act(() => vi.advanceTimersByTime(100));
      expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(["/api/depots?q=ca", "/api/depots?q=cap"]);
      expect(signals[0]?.aborted).toBe(true);
      expect(signals[1]?.aborted).toBe(false);
      await flush();
      expect(screen.getByText("No options available.")).toBeTruthy();
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    });
  });

  it("logs a throwing onChange instead of failing", async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { runtime } = renderInCanvas(
      <Autocomplete
        {...props({
          label: "Region",
          options: regions,
          parameter: "region",
          onChange: () => {
            throw new Error("author bug");
          },
        })}
      />,
    );
    await user.click(screen.getByRole("combobox", { name: "Region" }));
    await user.click(option("North America"));
    expect(runtime.getSnapshot().parameters.region).toBe("NA");
    expect(errors).toHaveBeenCalledWith("Autocomplete onChange failed", expect.any(Error));
    errors.mockRestore();
  });
});
