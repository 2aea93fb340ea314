import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { frameAt } from "../storyline/storylineFrames";
import type { DebugTarget } from "./debuggerStore";
import { useSessionPosition } from "./sessionHooks";

/** A name with its number in reading order, e.g. "daily-output (3)". */
const numbered = (name: string, index: number) => `${name} (${index + 1})`;

/** The Metadata tab: the storyline's id and the current frame's template, chapter, page and paragraph. */
export function MetadataTab({ target }: { target: DebugTarget }) {
  const { document, session } = target;
  const position = useSessionPosition(session);
  const frame = frameAt(session.frames, position);
  const rows: [string, string][] = [
    ["Storyline ID", document.id],
    ["Template", frame?.templateName ?? ""],
    ["Chapter", frame ? numbered(frame.chapterName, position.chapterIndex) : ""],
    ["Page", frame ? numbered(frame.pageName, position.pageIndex) : ""],
    ["Paragraph", frame ? numbered(frame.name, position.paragraphIndex) : ""],
  ];
  return (
    <Table size="small" aria-label="Metadata" sx={{ maxWidth: 720 }}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 160 }}>
              {label}
            </TableCell>
            <TableCell sx={{ fontFamily: "monospace" }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
