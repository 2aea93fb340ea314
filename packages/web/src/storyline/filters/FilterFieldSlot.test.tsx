import { CanvasRuntimeProvider, createMemoryRuntime } from "@storyframe/canvas";
import { storylineFilterSchema } from "@storyframe/core";
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithTheme } from "../../test/renderWithTheme";
import { FilterFieldSlot, OnDemandFilterField } from "./FilterFieldSlot";

describe("FilterFieldSlot", () => {
  it("draws an empty field with the label and note while the fields' code loads, then the field", async () => {
    const filter = storylineFilterSchema.parse({ parameter: "year", label: "Year", type: "number" });
    const runtime = createMemoryRuntime({ parameters: { year: 2005 } });
    renderWithTheme(
      <CanvasRuntimeProvider runtime={runtime}>
        <FilterFieldSlot filter={filter} filters={[filter]} hint="Restored from your last visit" />
      </CanvasRuntimeProvider>,
    );
    expect(OnDemandFilterField.isLoaded()).toBe(false);
    const placeholder = screen.getByTestId("filter-field-placeholder");
    expect(placeholder.getAttribute("aria-busy")).toBe("true");
    expect(placeholder.textContent).toBe("YearRestored from your last visit");

    await act(() => OnDemandFilterField.load());
    expect(screen.queryByTestId("filter-field-placeholder")).toBeNull();
    expect((screen.getByLabelText("Year") as HTMLInputElement).value).toBe("2005");
    expect(screen.getByText("Restored from your last visit")).toBeTruthy();
  });
});
