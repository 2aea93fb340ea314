import { containsHtmlTag } from "@storyframe/canvas/html";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NotificationDetails } from "./NotificationDetails";

describe("NotificationDetails", () => {
  it("tells HTML from markdown by the presence of a tag", () => {
    expect(containsHtmlTag("Use <b>this</b>")).toBe(true);
    expect(containsHtmlTag("line<br/>break")).toBe(true);
    expect(containsHtmlTag("1 < 2 and 3 > 2")).toBe(false);
    expect(containsHtmlTag("**bold**")).toBe(false);
  });

  it("renders markdown", () => {
    const { container } = render(<NotificationDetails text={"Check the *filters*.\n\n- one\n- two"} />);
    expect(container.querySelector("em")?.textContent).toBe("filters");
    expect(container.querySelectorAll("li")).toHaveLength(2);
  });

  it("renders HTML without scripts, handlers or javascript: links", () => {
    const { container } = render(
      <NotificationDetails
        text={
          '<p onclick="alert(1)">Server said <b>no</b><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror="alert(4)"></p>'
        }
      />,
    );
    expect(container.querySelector("b")?.textContent).toBe("no");
    expect(container.innerHTML).not.toMatch(/script|onclick|onerror|javascript:/);
  });
});
