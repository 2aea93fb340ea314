import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Avatar from "../Avatar/Avatar";
import { avatarPropsSchema } from "../Avatar/Avatar.meta";
import AvatarGroup from "./AvatarGroup";
import { avatarGroupPropsSchema } from "./AvatarGroup.meta";

const group = (input: Record<string, unknown>) => avatarGroupPropsSchema.parse(input);
const avatar = (name: string, extra: Record<string, unknown> = {}) => (
  <Avatar key={name} {...avatarPropsSchema.parse({ name, ...extra })} />
);

describe("AvatarGroup", () => {
  it("shows max - 1 avatars and '+n' for the rest (max defaults to 4)", () => {
    renderInCanvas(
      <AvatarGroup {...group({ label: "Night shift" })}>
        {["Ada Lovelace", "Ben Okri", "Chen Wei", "Dara Ali", "Eve Moss", "Femi Ade"].map((name) => avatar(name))}
      </AvatarGroup>,
    );
    const crew = screen.getByRole("group", { name: "Night shift" });
    expect(crew.querySelectorAll(".sf-avatar")).toHaveLength(3);
    expect(screen.getByRole("img", { name: "3 more" }).textContent).toBe("+3");
  });

  it("counts from total when it is given", () => {
    renderInCanvas(
      <AvatarGroup {...group({ max: 3, total: 40 })}>
        {["Ada Lovelace", "Ben Okri"].map((name) => avatar(name))}
      </AvatarGroup>,
    );
    expect(screen.getByRole("img", { name: "38 more" })).toBeTruthy();
  });

  it("shows everyone within max, without a '+n' place", () => {
    const { container } = renderInCanvas(
      <AvatarGroup {...group({ max: 4 })}>{["Ada Lovelace", "Ben Okri"].map((name) => avatar(name))}</AvatarGroup>,
    );
    expect(container.querySelectorAll(".sf-avatar")).toHaveLength(2);
    expect(container.querySelector(".sf-avatar-surplus")).toBeNull();
  });

  it("lends its size and shape to avatars that do not set their own", () => {
    renderInCanvas(
      <AvatarGroup {...group({ size: 32, variant: "rounded" })}>
        {avatar("Ada Lovelace")}
        {avatar("Ben Okri", { size: 48, variant: "square" })}
      </AvatarGroup>,
    );
    const lent = screen.getByRole("img", { name: "Ada Lovelace" });
    const own = screen.getByRole("img", { name: "Ben Okri" });
    expect(getComputedStyle(lent).width).toBe("32px");
    expect(lent.classList.contains("MuiAvatar-rounded")).toBe(true);
    expect(getComputedStyle(own).width).toBe("48px");
    expect(own.classList.contains("MuiAvatar-square")).toBe(true);
  });
});
