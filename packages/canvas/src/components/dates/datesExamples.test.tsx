import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectExampleRendersCleanly, namedExamples } from "../../test/exampleChecks";
import { renderExample } from "../../test/renderExample";
import { datesComponentDocs } from "./docs";
import { datesComponents } from "./index";

const examples = namedExamples(datesComponentDocs);

describe("dates examples", () => {
  it("lists the family's components in gallery order", () => {
    expect(datesComponents.map((component) => component.name)).toEqual([
      "DatePicker",
      "DateTimePicker",
      "DateRangePicker",
    ]);
    expect(datesComponents.every((component) => component.family === "dates")).toBe(true);
  });

  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    await expectExampleRendersCleanly(name, example);
  });

  it("shows the reporting period example's range and its text", async () => {
    const example = datesComponentDocs.find((docs) => docs.name === "DateRangePicker")?.examples[0];
    if (example === undefined) throw new Error("No DateRangePicker example.");
    renderExample("period", example);
    const field = (await screen.findByRole("textbox", { name: "Reporting period" })) as HTMLInputElement;
    expect(field.value).toBe("01/05/2025 to 31/05/2025");
    expect(screen.getByText(/Tonnes hauled between 01 May and 31 May 2025/)).toBeTruthy();
  });
});
