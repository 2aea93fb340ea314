import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectExampleRendersCleanly, exampleOf as findExample, namedExamples } from "../../test/exampleChecks";
import { renderExample } from "../../test/renderExample";
import { feedbackComponentDocs } from "./docs";

const examples = namedExamples(feedbackComponentDocs);

const exampleOf = (component: string, title: string) => findExample(feedbackComponentDocs, component, title);

describe("feedback examples", () => {
  it.each(examples)("'%s' renders without an attribute, template or render error", async (name, example) => {
    const container = await expectExampleRendersCleanly(name, example);
    expect(container.textContent?.trim()).not.toBe("");
  });

  it("the failing import shows its markdown details and clears the parameter on close", async () => {
    const user = userEvent.setup();
    const { runtime } = renderExample("import", exampleOf("DetailedErrorAlert", "Failing telematics import"));
    await user.click(await screen.findByRole("button", { name: "Show more" }));
    expect(screen.getByRole("heading", { name: "Rejected rows" })).toBeTruthy();
    expect(screen.getByText("-126.31").tagName).toBe("CODE");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(runtime.getSnapshot().parameters.importError).toBeNull();
  });

  it("the dismissible banner writes its parameter", async () => {
    const user = userEvent.setup();
    const { runtime } = renderExample("banner", exampleOf("Alert", "Dismissed into a parameter"));
    await user.click(await screen.findByRole("button", { name: "Close" }));
    expect(runtime.getSnapshot().parameters.bannerDismissed).toBe(true);
  });
});
