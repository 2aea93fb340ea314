import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderInCanvas } from "../../../test/renderInCanvas";
import Memo from "./Memo";
import { memoPropsSchema } from "./Memo.meta";

const props = (input: Record<string, unknown>) => memoPropsSchema.parse(input);
const note = (name = "Note") => screen.getByRole("textbox", { name }) as HTMLTextAreaElement;

describe("Memo", () => {
  it("keeps new lines while typing and commits the note when left", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { runtime } = renderInCanvas(<Memo {...props({ parameter: "comment", onChange })} />, {
      parameters: { comment: "First line" },
    });
    expect(note().value).toBe("First line");
    await user.type(note(), "{Enter}Second line");
    expect(runtime.getSnapshot().parameters.comment).toBe("First line");
    await user.tab();
    expect(runtime.getSnapshot().parameters.comment).toBe("First line\nSecond line");
    expect(onChange).toHaveBeenCalledExactlyOnceWith("First line\nSecond line", "First line", expect.anything());
  });

  it("counts characters against maxLength and stops typing at it", async () => {
    const user = userEvent.setup();
    renderInCanvas(<Memo {...props({ label: "Comment", maxLength: 5 })} />);
    expect(screen.getByText("0/5")).toBeTruthy();
    expect(note("Comment").maxLength).toBe(5);
    await user.type(note("Comment"), "abcdefg");
    expect(note("Comment").value).toBe("abcde");
    expect(screen.getByText("5/5")).toBeTruthy();
  });

  it("shows no counter without maxLength", () => {
    renderInCanvas(<Memo {...props({ helperText: "Visible to the planning team." })} />);
    expect(screen.getByText("Visible to the planning team.")).toBeTruthy();
    expect(screen.queryByText(/^\d+\/\d+$/)).toBeNull();
  });

  it("can be read-only", () => {
    renderInCanvas(<Memo {...props({ readOnly: true })} />);
    expect(note().readOnly).toBe(true);
  });
});
