import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Avatar from "./Avatar";
import { avatarPropsSchema } from "./Avatar.meta";

const props = (input: Record<string, unknown>) => avatarPropsSchema.parse(input);

describe("Avatar", () => {
  it("shows the initials of the name, announced by the name, circular and 40 px by default", () => {
    renderInCanvas(<Avatar {...props({ name: "Thandi Mokoena" })} />);
    const avatar = screen.getByRole("img", { name: "Thandi Mokoena" });
    expect(avatar.textContent).toBe("TM");
    expect(avatar.classList.contains("MuiAvatar-circular")).toBe(true);
    expect(getComputedStyle(avatar).width).toBe("40px");
  });

  it("uses the alt text when given", () => {
    renderInCanvas(<Avatar {...props({ name: "TM", alt: "Thandi Mokoena, depot manager" })} />);
    expect(screen.getByRole("img", { name: "Thandi Mokoena, depot manager" })).toBeTruthy();
  });

  it("paints the initials on the palette colour with readable text", () => {
    renderInCanvas(<Avatar {...props({ name: "Yard", color: "yellow" })} />);
    const style = getComputedStyle(screen.getByRole("img", { name: "Yard" }));
    expect(style.backgroundColor).toBe("rgb(253, 216, 53)");
    expect(style.color).toBe("rgb(33, 33, 33)");
  });

  it("takes the variant and size", () => {
    renderInCanvas(<Avatar {...props({ name: "Fleet Ops", variant: "square", size: 64 })} />);
    const avatar = screen.getByRole("img", { name: "Fleet Ops" });
    expect(avatar.classList.contains("MuiAvatar-square")).toBe(true);
    expect(getComputedStyle(avatar).height).toBe("64px");
  });

  it("shows a picture with its alt text when src is given", () => {
    renderInCanvas(<Avatar {...props({ name: "Ada Lovelace", src: "https://example.com/ada.png" })} />);
    const picture = screen.getByRole("img", { name: "Ada Lovelace" });
    expect(picture.tagName).toBe("IMG");
    expect(picture.getAttribute("src")).toBe("https://example.com/ada.png");
  });

  it("refuses colours outside the avatar palette", () => {
    expect(avatarPropsSchema.safeParse({ name: "A", color: "purple" }).success).toBe(false);
    expect(avatarPropsSchema.safeParse({ name: "A", color: "darkblue" }).success).toBe(true);
  });
});
