import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DisplayView, displayText, GraphicView } from "./Graphic";
import { displaySchema, graphicSchema } from "./graphicSchema";

const graphic = (input: Record<string, unknown>) => graphicSchema.parse(input);

describe("GraphicView", () => {
  it("shows an image with its alt text, only from a safe address", () => {
    const { container, rerender } = render(
      <GraphicView graphic={graphic({ type: "img", src: "/tenant-assets/demo/logo.svg", alt: "Demo mine" })} />,
    );
    expect(screen.getByRole("img", { name: "Demo mine" }).getAttribute("src")).toBe("/tenant-assets/demo/logo.svg");
    rerender(<GraphicView graphic={graphic({ type: "img", src: "javascript:alert(1)" })} />);
    expect(container.querySelector("img")).toBeNull();
  });

  it("draws Material and Font Awesome names with the canvas icon set", async () => {
    const { container } = render(
      <>
        <GraphicView graphic={graphic({ type: "MaterialUI", name: "LocalShipping", title: "Haulage" })} />
        <GraphicView graphic={graphic({ type: "FontAwesome", name: "fa-solid fa-gas-pump" })} />
        <GraphicView graphic={graphic({ type: "Icon", name: "warning", color: "red" })} />
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll("svg")).toHaveLength(3), { timeout: 5_000 });
    expect([...container.querySelectorAll("svg")].map((svg) => svg.getAttribute("data-icon"))).toEqual([
      "truck",
      "fuel",
      "warning",
    ]);
    expect(screen.getByRole("img", { name: "Haulage" })).toBeTruthy();
    expect(getComputedStyle(container.querySelectorAll("svg")[2] as Element).color).toBe("rgb(229, 57, 53)");
  });

  it("names an icon it does not know", () => {
    render(
      <>
        <GraphicView graphic={graphic({ type: "FontAwesome", name: "fa-dragon" })} />
        <GraphicView graphic={graphic({ type: "MaterialUI", name: "Spaceship" })} />
      </>,
    );
    expect(screen.getByText("Unknown Font Awesome icon 'fa-dragon'.")).toBeTruthy();
    expect(screen.getByText("Unknown Material icon 'Spaceship'.")).toBeTruthy();
  });
});

describe("DisplayView", () => {
  it("shows graphics, text and subtext", async () => {
    const display = displaySchema.parse({
      text: "Output",
      subtext: "tonnes and loads",
      graphics: [{ type: "Icon", name: "truck" }],
    });
    const { container } = render(<DisplayView display={display} />);
    expect(container.textContent).toBe("Outputtonnes and loads");
    await waitFor(() => expect(container.querySelector("svg")?.getAttribute("data-icon")).toBe("truck"), {
      timeout: 5_000,
    });
    expect(displayText(display)).toBe("Output");
    expect(displayText("Plain")).toBe("Plain");
  });
});
