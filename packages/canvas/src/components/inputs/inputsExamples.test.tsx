import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectExampleRendersCleanly, exampleOf as findExample, namedExamples } from "../../test/exampleChecks";
import { renderExample } from "../../test/renderExample";
import { inputsComponentDocs } from "./docs";
import { inputsComponents } from "./index";

const examples = namedExamples(inputsComponentDocs);
const exampleOf = (component: string, title: string) => findExample(inputsComponentDocs, component, title);

describe("inputs examples", () => {
  it("lists the family's components in gallery order", () => {
    expect(inputsComponents.map((component) => component.name)).toEqual([
      "TextField",
      "Input",
      "Memo",
      "PhoneInput",
      "Checkbox",
      "Switch",
      "RadioGroup",
      "Slider",
      "FileUpload",
    ]);
    expect(inputsComponents.every((component) => component.family === "inputs")).toBe(true);
  });

  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    await expectExampleRendersCleanly(name, example);
  });

  it("stores the recipients of the separator example as a list", async () => {
    const user = userEvent.setup();
    const { runtime } = renderExample("recipients", exampleOf("TextField", "Recipients split by ';'"));
    const field = await screen.findByRole("textbox", { name: "Send the weekly report to" });
    await user.type(field, "; fleet@minco.co.za{Enter}");
    expect(runtime.getSnapshot().parameters.recipients).toEqual([
      "thandi.mokoena@minco.co.za",
      "ops-planning@minco.co.za",
      "fleet@minco.co.za",
    ]);
  });
});
