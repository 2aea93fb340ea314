import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { defineComponent } from "./defineComponent";
import { onDemand } from "./onDemand";
import { checkComponentProps, toTemplateComponent } from "./templateComponents";

type GaugeProps = { value: number; label: string; children?: ReactNode };

const gaugeDefinition = {
  name: "Gauge",
  family: "display" as const,
  description: "Shows a value against a label.",
  attributes: [
    { name: "value", type: "number", description: "The value shown." },
    { name: "label", type: "string", description: "What the value is." },
  ],
  propsSchema: z.object({ value: z.number().min(0), label: z.string().default("Value") }),
  examples: [{ title: "Basic", template: "<Gauge value={3} />" }],
  component: ({ value, label, children }: GaugeProps) => (
    <div>
      {label}: {value}
      {children}
    </div>
  ),
};
const gauge = defineComponent(gaugeDefinition);

describe("checkComponentProps", () => {
  it("passes the parsed props, with the schema's defaults, and children", () => {
    expect(checkComponentProps(gauge, { value: 4, children: "!" })).toEqual({
      ok: true,
      props: { value: 4, label: "Value", children: "!" },
    });
  });

  it("names an unknown attribute", () => {
    const result = checkComponentProps(gauge, { value: 1, colour: "red" });
    expect(result).toEqual({ ok: false, problems: [{ attribute: "colour", message: "Unknown attribute 'colour'." }] });
  });

  it("names the attribute whose value is wrong", () => {
    const result = checkComponentProps(gauge, { value: "high" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]?.attribute).toBe("value");
    expect(result.problems[0]?.message).toMatch(/^'value': /);
  });
});

describe("toTemplateComponent", () => {
  const Gauge = toTemplateComponent(gauge);

  it("renders the component with valid attributes", async () => {
    render(<Gauge value={7} label="Trucks" />);
    expect(await screen.findByText("Trucks: 7")).toBeTruthy();
  });

  it("shows an inline error naming the attribute instead of crashing", () => {
    render(<Gauge value={-1} />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("<Gauge> cannot be shown: check its attributes.");
    expect(alert.textContent).toContain("'value': ");
  });

  it("validates with a props schema loaded on demand, once it has loaded", async () => {
    const { propsSchema, ...rest } = gaugeDefinition;
    const LazyGauge = toTemplateComponent(
      defineComponent({ ...rest, attributeNames: ["value", "label"], loadPropsSchema: async () => propsSchema }),
    );
    render(
      <>
        <LazyGauge value={7} label="Trucks" />
        <LazyGauge value={-1} />
      </>,
    );
    expect(await screen.findByText("Trucks: 7")).toBeTruthy();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("<Gauge> cannot be shown: check its attributes.");
    expect(alert.textContent).toContain("'value': ");
  });

  it("shows the loading placeholder while the code loads, then the component; loaded code shows at once", async () => {
    let finishLoading: () => void = () => {};
    const code = new Promise<{ default: typeof gaugeDefinition.component }>((resolve) => {
      finishLoading = () => resolve({ default: gaugeDefinition.component });
    });
    const OnDemandGauge = toTemplateComponent(
      defineComponent({ ...gaugeDefinition, name: "OnDemandGauge", component: onDemand(() => code) }),
    );
    const first = render(<OnDemandGauge value={5} label="Loads" />);
    expect(screen.getByRole("progressbar", { name: "Loading component" })).toBeTruthy();
    await act(async () => finishLoading());
    expect(await screen.findByText("Loads: 5")).toBeTruthy();
    first.unmount();
    render(<OnDemandGauge value={6} label="Loaded" />);
    expect(screen.getByText("Loaded: 6")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("loads its code ahead when asked, and then shows the component at once", async () => {
    const load = vi.fn(() => Promise.resolve({ default: gaugeDefinition.component }));
    const AheadGauge = toTemplateComponent(
      defineComponent({ ...gaugeDefinition, name: "AheadGauge", component: onDemand(load) }),
    );
    expect(AheadGauge.isLoaded()).toBe(false);
    await AheadGauge.load();
    expect(AheadGauge.isLoaded()).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    render(<AheadGauge value={7} label="Ahead" />);
    expect(screen.getByText("Ahead: 7")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("says which component failed when its code cannot be loaded", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const Unreachable = toTemplateComponent(
      defineComponent({
        ...gaugeDefinition,
        name: "Unreachable",
        component: onDemand<GaugeProps>(() => Promise.reject(new Error("Failed to fetch the component's code"))),
      }),
    );
    render(<Unreachable value={1} />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "<Unreachable> failed to render.Failed to fetch the component's code",
    );
    errors.mockRestore();
  });

  it("contains a component that throws, and says which one failed", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const Broken = toTemplateComponent(
      defineComponent({
        ...gaugeDefinition,
        name: "Broken",
        component: () => {
          throw new Error("no data");
        },
      }),
    );
    render(<Broken value={1} />);
    expect(screen.getByRole("alert").textContent).toBe("<Broken> failed to render.no data");
    errors.mockRestore();
  });
});
