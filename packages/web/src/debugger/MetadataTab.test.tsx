import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { debugTarget } from "../test/debugTargetFixture";
import { renderWithTheme } from "../test/renderWithTheme";
import { MetadataTab } from "./MetadataTab";

const cellBeside = (label: string) => screen.getByRole("rowheader", { name: label }).nextElementSibling?.textContent;

describe("MetadataTab", () => {
  it("shows the storyline id and the current frame's template, chapter, page and paragraph, following the viewer", () => {
    const target = debugTarget();
    renderWithTheme(<MetadataTab target={target} />);
    expect(cellBeside("Storyline ID")).toBe("ops");
    expect(cellBeside("Template")).toBe("card");
    expect(cellBeside("Chapter")).toBe("c1 (1)");
    expect(cellBeside("Page")).toBe("p1 (1)");
    expect(cellBeside("Paragraph")).toBe("overview (1)");
    act(() => void target.session.navigation.getState().move("nextChapter"));
    expect(cellBeside("Chapter")).toBe("c2 (2)");
    expect(cellBeside("Paragraph")).toBe("summary (1)");
    target.session.controller.dispose();
  });
});
