import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Badge from "./Badge";
import { badgePropsSchema } from "./Badge.meta";

const props = (input: Record<string, unknown>) => badgePropsSchema.parse(input);

describe("Badge", () => {
  it("shows the content over its children, capped at max", () => {
    renderInCanvas(<Badge {...props({ content: 120, max: 99 })}>Inbox</Badge>);
    expect(screen.getByText("Inbox")).toBeTruthy();
    expect(screen.getByText("99+")).toBeTruthy();
  });

  it("uses a colour outside the palette as a class name for template CSS", () => {
    const { container } = renderInCanvas(<Badge {...props({ content: 1, color: "brand" })}>x</Badge>);
    expect(container.querySelector(".sf-badge-brand")).not.toBeNull();
  });

  it("hides a zero count unless showZero is set", () => {
    renderInCanvas(<Badge {...props({ content: 0, showZero: true })}>x</Badge>);
    expect(screen.getByText("0")).toBeTruthy();
  });
});
