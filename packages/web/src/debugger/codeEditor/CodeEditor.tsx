import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { css } from "@codemirror/lang-css";
import { javascript } from "@codemirror/lang-javascript";
import { json } from "@codemirror/lang-json";
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { Annotation, EditorState, type Extension } from "@codemirror/state";
import { EditorView, keymap, lineNumbers } from "@codemirror/view";
import Box from "@mui/material/Box";
import { useEffect, useRef } from "react";

/** The languages the Debugger edits: template JSX, template CSS and JSON values. */
type CodeLanguage = "jsx" | "css" | "json";

type CodeEditorProps = {
  value: string;
  onChange: (value: string) => void;
  language: CodeLanguage;
  /** The editor's accessible name (screen readers, tests). */
  label: string;
  /** The editor's height, e.g. "320px" or "40vh"; it scrolls inside. */
  height?: string;
};

function languageSupport(language: CodeLanguage): Extension {
  if (language === "jsx") return javascript({ jsx: true });
  if (language === "css") return css();
  return json();
}

/** Marks a change that came in through `value`, so it is not reported back through `onChange`. */
const fromProps = Annotation.define<boolean>();

/**
 * A CodeMirror 6 editor with a controlled value: line numbers, undo history, the default key bindings, bracket
 * matching and syntax highlighting. Tab is left to move the focus on (CodeMirror's default, for keyboard users).
 * The view mounts its styles into the document its element lives in, which is the popout window's when the
 * Debugger shows there.
 */
export function CodeEditor({ value, onChange, language, label, height = "320px" }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  // The text a (re)created view starts with; later values arrive through the second effect.
  const latestValue = useRef(value);
  latestValue.current = value;

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const created = new EditorView({
      parent,
      root: parent.ownerDocument,
      state: EditorState.create({
        doc: latestValue.current,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          languageSupport(language),
          EditorView.contentAttributes.of({ "aria-label": label }),
          EditorView.theme({
            "&": { height: "100%", fontSize: "13px" },
            ".cm-scroller": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
          }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            if (update.transactions.some((transaction) => transaction.annotation(fromProps))) return;
            latestOnChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, [language, label]);

  useEffect(() => {
    const current = view.current;
    if (!current) return;
    const text = current.state.doc.toString();
    if (text === value) return;
    current.dispatch({ changes: { from: 0, to: text.length, insert: value }, annotations: fromProps.of(true) });
  }, [value]);

  return (
    <Box
      ref={host}
      sx={{
        height,
        border: 1,
        borderColor: "divider",
        borderRadius: 1,
        overflow: "hidden",
        "& .cm-editor.cm-focused": { outline: "2px solid", outlineColor: "primary.main" },
      }}
    />
  );
}
