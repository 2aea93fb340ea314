import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import LoadingContainer from "./LoadingContainer";
import { loadingContainerPropsSchema } from "./LoadingContainer.meta";

const props = (input: Record<string, unknown>) => loadingContainerPropsSchema.parse(input);

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

describe("LoadingContainer", () => {
  it("shows its children without a spinner when not loading (the default)", () => {
    expect(props({}).loading).toBe(false);
    const { container } = renderInCanvas(<LoadingContainer {...props({})}>KPIs</LoadingContainer>);
    expect(screen.getByText("KPIs")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(container.querySelector(".sf-loading-container")?.getAttribute("aria-busy")).toBe("false");
  });

  it("covers its children with a labelled spinner while loading, and marks itself busy", () => {
    const { container } = renderInCanvas(<LoadingContainer {...props({ loading: true })}>KPIs</LoadingContainer>);
    expect(screen.getByRole("progressbar", { name: "Loading…" })).toBeTruthy();
    expect(screen.getByText("KPIs")).toBeTruthy();
    expect(container.querySelector(".sf-loading-container")?.getAttribute("aria-busy")).toBe("true");
    expect(container.querySelector(".sf-loading-content")?.hasAttribute("inert")).toBe(true);
  });

  it("follows the in-flight requests of a data source, keeping children mounted with their state", async () => {
    const user = userEvent.setup();
    const { runtime } = renderInCanvas(
      <LoadingContainer {...props({ dataSource: "fleetKpis", label: "Refreshing fleet KPIs" })}>
        <Counter />
      </LoadingContainer>,
    );
    await user.click(screen.getByRole("button", { name: "Clicked 0" }));
    expect(screen.queryByRole("progressbar")).toBeNull();

    act(() => runtime.setDataSource("fleetKpis", { data: null, inFlight: 2, error: null }));
    expect(screen.getByRole("progressbar", { name: "Refreshing fleet KPIs" })).toBeTruthy();

    act(() => runtime.setDataSource("fleetKpis", { data: { utilisation: 78 }, inFlight: 0, error: null }));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("button", { name: "Clicked 1" })).toBeTruthy();
  });

  it("ignores other data sources", () => {
    renderInCanvas(<LoadingContainer {...props({ dataSource: "fleetKpis" })}>KPIs</LoadingContainer>, {
      dataSources: { routes: { data: null, inFlight: 1, error: null } },
    });
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
