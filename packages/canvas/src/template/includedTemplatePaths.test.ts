import { describe, expect, it } from "vitest";
import { includedTemplatePaths } from "./includedTemplatePaths";

describe("includedTemplatePaths", () => {
  it("lists the paths of the includes written as text, each once, wherever they are in the template", () => {
    const jsx = `<section>
  <Include path="shared/header" />
  {(ds.rows || []).map((row) => <Include key={row.id} path='shared/row' />)}
  <Include path={"shared/footer"} />
  <Include path="shared/header" />
</section>`;
    expect(includedTemplatePaths(jsx)).toEqual(["shared/header", "shared/row", "shared/footer"]);
  });

  it("skips paths computed from data, which the renderer refuses too", () => {
    expect(includedTemplatePaths('<Include path={"shared/" + frame.k} />')).toEqual([]);
  });

  it("does not mistake text that only looks like an include for one", () => {
    expect(includedTemplatePaths(`<p>{'<Include path="shared/secret" />'}</p>`)).toEqual([]);
  });

  it("finds nothing in a template that does not parse, as the renderer shows its parse error instead", () => {
    expect(includedTemplatePaths('<div><Include path="shared/header" />')).toEqual([]);
  });
});
