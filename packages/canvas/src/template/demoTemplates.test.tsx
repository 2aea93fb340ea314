import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { componentRegistry } from "../registry";
import { CanvasRuntimeProvider } from "../runtime/CanvasRuntimeContext";
import { createMemoryRuntime } from "../runtime/memoryRuntime";
import { toTemplateComponents } from "../templateComponents";
import {
  demoParagraphs as paragraphs,
  demoTemplateNames as templateNames,
  demoTemplates as templates,
} from "../test/demoContent";
import { evaluateExpression } from "./evaluateExpression";
import { parseTemplate } from "./parseTemplate";
import { renderTemplate, type TemplateScope, type TemplateWarning } from "./renderTemplate";
import { TemplateView } from "./TemplateView";
import { frameCss } from "./templateCss";

function paragraph(storylineName: string, name: string) {
  const found = paragraphs.find((item) => item.storyline.name === storylineName && item.paragraph.name === name);
  if (found === undefined) throw new Error(`no paragraph ${storylineName}/${name}`);
  return found;
}

// Demo templates use canvas components too (the fleet storyline's scenario panel and feedback buttons).
const components = toTemplateComponents(componentRegistry);

function renderFrame(templateName: string, scope: TemplateScope) {
  const onWarnings = vi.fn<(warnings: readonly TemplateWarning[]) => void>();
  const view = render(
    <CanvasRuntimeProvider runtime={createMemoryRuntime({ parameters: scope.params })}>
      <TemplateView
        templateName={templateName}
        templates={templates}
        scope={scope}
        components={components}
        scopeId="demo"
        onWarnings={onWarnings}
      />
    </CanvasRuntimeProvider>,
  );
  return { ...view, warnings: onWarnings.mock.lastCall?.[0] ?? [] };
}

afterEach(() => {
  cleanup();
});

describe("demo templates", () => {
  it("are all here", () => {
    expect(templateNames.length).toBeGreaterThanOrEqual(16);
    expect(templateNames).toContain("guide/format-samples");
  });

  it.each(templateNames)("%s parses", (name) => {
    expect(() => parseTemplate(templates[name]?.jsx ?? "")).not.toThrow();
  });

  it.each(templateNames)("%s scopes its CSS without dropping anything", (name) => {
    const css = frameCss(name, templates, "demo");
    expect(css.warnings).toEqual([]);
    expect(css.text === "" || css.text.startsWith('[data-frame="demo"]')).toBe(true);
  });

  it.each(templateNames)("%s renders with an empty scope, without an error or a warning", (name) => {
    const empty = { frame: {}, params: {}, ds: {} };
    expect(() => renderTemplate(name, { templates, scope: empty })).not.toThrow();
    const { warnings } = renderFrame(name, empty);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("note")).toBeNull();
    expect(warnings).toEqual([]);
  });

  it.each(
    paragraphs.map(
      ({ storyline, paragraph }) => [`${storyline.name}/${paragraph.name}`, storyline, paragraph] as const,
    ),
  )(
    "paragraph %s renders with its frame data, with no rows and with a row of missing fields",
    (_name, storyline, { templateName, dataSources, data }) => {
      const params = storyline.parameterValues ?? {};
      const withRow = Object.fromEntries(dataSources.map((source) => [source, [{}]]));
      for (const ds of [{}, withRow]) {
        const { warnings, unmount } = renderFrame(templateName, { frame: data, params, ds });
        expect(screen.queryByRole("alert")).toBeNull();
        expect(screen.queryByRole("note")).toBeNull();
        expect(warnings).toEqual([]);
        unmount();
      }
    },
  );
});

describe("demo templates: what they show", () => {
  it("guide/format-samples shows what each documented fmt expression gives", () => {
    const {
      storyline,
      paragraph: { data },
    } = paragraph("authors-guide", "format-samples");
    const { container } = renderFrame("guide/format-samples", {
      frame: data,
      params: storyline.parameterValues ?? {},
      ds: {},
    });
    const rows = [...container.querySelectorAll("tbody tr")].map((row) =>
      [...row.querySelectorAll("td")].map((cell) => cell.textContent ?? ""),
    );
    expect(rows.map(([, result]) => result)).toEqual([
      "987,393",
      "34.1",
      "1,234.50",
      "80.5%",
      "-1.3%",
      "5 Oct 2026",
      "Mon 5 Oct",
      "Sep 2008",
      "2001-01-01 06:47",
    ]);
    for (const [expression, result] of rows) expect(evaluateExpression(expression ?? "")).toBe(result);
  });

  it("guide/context-reference shows the parameter values and the endpoint's echo", () => {
    const {
      storyline,
      paragraph: { data },
    } = paragraph("authors-guide", "context-reference");
    const ds = {
      guideParameterEcho: [
        { symbol: "MSFT", from_date: "2008-01-01", to_date: null, months: 120, low: 15.1, high: 48 },
      ],
    };
    const { container } = renderFrame("guide/context-reference", {
      frame: data,
      params: storyline.parameterValues ?? {},
      ds,
    });
    const values = [...container.querySelectorAll(".guide-context__value")].map((cell) => cell.textContent);
    expect(values).toEqual([
      "MSFT",
      "2008-01-01",
      "not set",
      "MSFT",
      "2008-01-01",
      "NULL (no upper bound)",
      "120 monthly prices, 15.10 to 48.00",
    ]);
    expect(within(container).getByText("fmt.percent(value, decimals)")).toBeTruthy();
  });

  it("fleet/kpi-profiles captions the payload fill with the average load, not the strip ratio", async () => {
    const k = { shifts: 28, tonnes: 987393.4, loads: 4211, payload_fill: 0.912, strip_ratio: 1.27, days: 14 };
    const { container } = renderFrame("fleet/kpi-profiles", { frame: {}, params: {}, ds: { fleetKpis: [k] } });
    const tile = await within(container).findByRole("group", { name: "Payload fill" }, { timeout: 30_000 });
    expect(tile.textContent).toContain("91.2%");
    expect(tile.textContent).toContain("234.5 t");
    expect(tile.textContent).toContain("average load against rated payload");
    expect(container.textContent).not.toContain("waste per t");
  }, 45_000);

  it("stocks/zoom-window prints its table's commentary and source once", () => {
    const { storyline, paragraph: found } = paragraph("tech-stocks", "zoom-window");
    const { container } = renderFrame("stocks/zoom-window", {
      frame: found.data,
      params: storyline.parameterValues ?? {},
      ds: { stocksWindowDrawdowns: [{ company: "Apple", change: 0.1, max_drawdown: 0.2 }] },
    });
    expect(container.querySelectorAll(".sf-commentary")).toHaveLength(1);
    expect(container.querySelectorAll(".sf-source__text")).toHaveLength(1);
  });

  it.each(["fleet/kpi-strip", "fleet/kpi-profiles"])(
    "%s says a period without shifts has none, instead of printing bare units",
    (template) => {
      // The KPI query answers one summary row even for an empty period.
      const empty = { from_date: "2026-11-01", to_date: "2026-11-15", shifts: 0, trucks_active: 0, tonnes: null };
      const { container } = renderFrame(template, { frame: {}, params: {}, ds: { fleetKpis: [empty] } });
      expect(container.textContent).toContain("No shifts on record for the selected period.");
      expect(container.textContent).not.toContain("0 shifts");
    },
  );

  it("fleet/kpi-strip shows a period's figures", () => {
    const k = {
      from_date: "2026-10-18",
      to_date: "2026-10-31",
      shifts: 28,
      trucks_active: 12,
      site_name: "North Pit",
      tonnes: 987393.4,
      tonnes_change: 0.042,
      days: 14,
      tonnes_per_shift: 35264.1,
      loads: 4211,
      ore_tonnes: 400000,
      strip_ratio: 1.47,
      avg_cycle_min: 34.06,
      cycle_change_min: -0.8,
      availability: 0.8047,
      utilisation: 0.71,
      utilisation_change: null,
    };
    const { container } = renderFrame("fleet/kpi-strip", {
      frame: {},
      params: { site: "PIT-N" },
      ds: { fleetKpis: [k] },
    });
    expect(container.querySelector(".fleet-kpis__period")?.textContent).toBe(
      "18 Oct 2026 – 31 Oct 2026 · 28 shifts · 12 trucks hauling · loads at North Pit · day and night shifts",
    );
    const values = [...container.querySelectorAll(".fleet-kpis__value")].map((cell) => cell.textContent);
    expect(values.slice(0, 6)).toEqual(["987,393 t", "35,264 t", "400,000 t", "34.1 min", "80.5%", "71.0%"]);
    expect(container.querySelector(".fleet-kpis__tile--main .fleet-kpis__delta")?.className).toBe(
      "fleet-kpis__delta fleet-kpis__delta--good",
    );
    expect(container.textContent).toContain("+4.2% vs the 14 days before");
    expect(container.textContent).toContain("Strip ratio 1.47 t waste per t ore");
  });

  it("shared/table shows formatted cells, bars with titles and dashes for missing values", () => {
    const {
      storyline,
      paragraph: { data },
    } = paragraph("authors-guide", "table-sample");
    const { container } = renderFrame("shared/table", { frame: data, params: storyline.parameterValues ?? {}, ds: {} });
    const rows = [...container.querySelectorAll("tbody tr")];
    expect(rows.map((row) => row.className)).toEqual([
      "sf-table__row sf-table__row--normal",
      "sf-table__row sf-table__row--below",
      "sf-table__row sf-table__row--above",
      "sf-table__row sf-table__row--normal",
    ]);
    expect([...(rows[0]?.querySelectorAll("td") ?? [])].map((cell) => cell.textContent)).toEqual([
      "A normal row",
      "18,565 t",
      "52.6%",
      "",
      "+4.2%",
      "5 Oct 2026",
    ]);
    expect(rows[0]?.querySelector(".sf-table__bar")?.className).toBe("sf-table__bar sf-table__bar--w20");
    expect([...(rows[3]?.querySelectorAll("td") ?? [])].map((cell) => cell.textContent)).toEqual([
      "Missing values show a dash",
      "—",
      "—",
      "",
      "—",
      "—",
    ]);
    expect(container.querySelectorAll(".sf-commentary__text, .sf-source__text")).toHaveLength(2);
  });
});
