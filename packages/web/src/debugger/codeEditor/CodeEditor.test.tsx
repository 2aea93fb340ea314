import { EditorView } from "@codemirror/view";
import { act, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { CodeEditor } from "./CodeEditor";

/** The CodeMirror view behind the editor with this accessible name. */
function editorNamed(name: string): EditorView {
  const view = EditorView.findFromDOM(screen.getByRole("textbox", { name }));
  if (!view) throw new Error(`no editor named ${name}`);
  return view;
}

function typeInto(view: EditorView, text: string): void {
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: "input" }));
}

describe("the code editor", () => {
  it("shows its value under its accessible name and reports what is typed", () => {
    const onChange = vi.fn();
    render(<CodeEditor label="JSX editor" language="jsx" value="<p>hi</p>" onChange={onChange} />);
    const view = editorNamed("JSX editor");
    expect(view.state.doc.toString()).toBe("<p>hi</p>");
    typeInto(view, "<p>bye</p>");
    expect(onChange).toHaveBeenCalledWith("<p>bye</p>");
  });

  it("follows a new value without reporting it back as typed", () => {
    const onChange = vi.fn();
    const { rerender } = render(<CodeEditor label="CSS editor" language="css" value=".a {}" onChange={onChange} />);
    rerender(<CodeEditor label="CSS editor" language="css" value=".b {}" onChange={onChange} />);
    expect(editorNamed("CSS editor").state.doc.toString()).toBe(".b {}");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("keeps what is typed when the owner stores it as its value", () => {
    function Owner() {
      const [value, setValue] = useState("{}");
      return <CodeEditor label="JSON editor" language="json" value={value} onChange={setValue} />;
    }
    render(<Owner />);
    const view = editorNamed("JSON editor");
    typeInto(view, '{ "a": 1 }');
    expect(view.state.doc.toString()).toBe('{ "a": 1 }');
  });

  it("mounts its styles in the document its element lives in (the Debugger's popout window)", () => {
    const frame = document.createElement("iframe");
    document.body.append(frame);
    const popout = frame.contentDocument;
    if (!popout) throw new Error("the frame has no document");
    const container = popout.createElement("div");
    popout.body.append(container);
    const { unmount } = render(<CodeEditor label="JSX editor" language="jsx" value="<p/>" onChange={() => {}} />, {
      container,
    });
    const view = EditorView.findFromDOM(within(container).getByRole("textbox", { name: "JSX editor" }));
    expect(view?.root).toBe(popout);
    expect(popout.head.querySelector("style")?.textContent).toContain(".cm-focused");
    unmount();
    frame.remove();
  });
});
