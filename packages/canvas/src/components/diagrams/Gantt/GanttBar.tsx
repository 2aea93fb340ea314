import type { ITask } from "@svar-ui/react-gantt";

/**
 * What a bar shows (SVAR's bar template): the item's name, on the item's own colours when it has them. A
 * milestone keeps SVAR's diamond, coloured by a diamond of the item's colour over it, and its name beside it.
 */
export function GanttBarContent({ data }: { data: ITask }) {
  const fill = typeof data.barFill === "string" ? data.barFill : undefined;
  const text = typeof data.barText === "string" ? data.barText : undefined;
  if (data.type === "milestone") {
    return (
      <>
        {fill && <span className="sf-gantt-milestone-fill" style={{ background: fill }} />}
        <span className="sf-gantt-milestone-label">{data.text}</span>
      </>
    );
  }
  return (
    <span className="sf-gantt-bar-label" style={fill ? { background: fill, color: text } : undefined}>
      {data.text}
    </span>
  );
}
