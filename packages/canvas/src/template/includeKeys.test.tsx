import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TemplateView } from "./TemplateView";

const templates = {
  page: {
    jsx: `<section>{(ds.rows || []).map((r) => <p key="row" className="row">{r.n}</p>)}<Include path="a" /><Include path="b" /></section>`,
    css: "",
  },
  a: { jsx: `<div className="a">{params.shift || "all"}</div>`, css: "" },
  b: { jsx: `<div className="b" />`, css: "" },
};

describe("includes across re-renders", () => {
  it("keep exactly one copy of each included template while data and parameters change", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const scope = (shift: string | null, rows: unknown[]) => ({ frame: {}, params: { shift }, ds: { rows } });
    const view = render(<TemplateView templateName="page" templates={templates} scope={scope(null, [])} scopeId="f" />);
    for (const [shift, rows] of [
      [null, [{ n: 1 }]],
      ["Night", [{ n: 1 }]],
      ["Night", [{ n: 2 }]],
      ["Day", []],
    ] as const) {
      view.rerender(
        <TemplateView templateName="page" templates={templates} scope={scope(shift, [...rows])} scopeId="f" />,
      );
    }
    expect(view.container.querySelectorAll(".a")).toHaveLength(1);
    expect(view.container.querySelectorAll(".b")).toHaveLength(1);
    expect(view.container.querySelector(".a")?.textContent).toBe("Day");
    expect(error).not.toHaveBeenCalledWith(expect.stringContaining("same key"), expect.anything());
    error.mockRestore();
  });
});
