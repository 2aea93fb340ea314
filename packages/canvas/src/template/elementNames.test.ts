import { describe, expect, it } from "vitest";
import { compileTemplate } from "./compileTemplate";
import { elementNamesUsedBy } from "./elementNames";

const compiled = (jsx: string) => ({ jsx, css: "", compiled: compileTemplate(jsx) });

describe("elementNamesUsedBy", () => {
  it("names the elements of a template's children, attribute values and expressions, each once", () => {
    const templates = {
      page: compiled(
        `<Stack>{ds.rows.length > 0 ? <Table rows={ds.rows} /> : <EmptyState />}<Card header={<Badge />}><Table /></Card></Stack>`,
      ),
    };
    expect([...elementNamesUsedBy("page", templates)].sort()).toEqual([
      "Badge",
      "Card",
      "EmptyState",
      "Stack",
      "Table",
    ]);
  });

  it("follows the templates a template includes, once each, and skips one that is missing", () => {
    const templates = {
      page: compiled(`<div><Include path="strip" /><Include path="missing" /></div>`),
      strip: compiled(`<KpiBlock /><Include path="page" />`),
    };
    expect([...elementNamesUsedBy("page", templates)].sort()).toEqual(["Include", "KpiBlock", "div"]);
  });

  it("names nothing for a template sent without a compiled form, or one that does not parse", () => {
    const templates = {
      plain: { jsx: "<Table />", css: "" },
      broken: compiled("<Table"),
    };
    expect(elementNamesUsedBy("plain", templates).size).toBe(0);
    expect(elementNamesUsedBy("broken", templates).size).toBe(0);
    expect(elementNamesUsedBy("unknown", templates).size).toBe(0);
  });
});
