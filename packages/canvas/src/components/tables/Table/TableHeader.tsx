import FileDownloadOutlinedIcon from "@mui/icons-material/FileDownloadOutlined";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ChangeEvent, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { type ExportProgressStore, progressPercent } from "./exportProgress";

/** Typing pauses this long before the rows are filtered. */
const SEARCH_DEBOUNCE_MS = 200;

export type TableHeaderProps = {
  title: string | undefined;
  /** Filters the rows by the words typed; absent, no search field shows. */
  onSearch: ((words: string[]) => void) | undefined;
  exportable: boolean;
  exporting: boolean;
  /** The rows are not there yet: nothing to export. */
  loading: boolean;
  exportProgress: ExportProgressStore;
  onExport: () => void;
  onCancelExport: () => void;
};

function ExportProgress({ store }: { store: ExportProgressStore }) {
  const percent = progressPercent(useSyncExternalStore(store.subscribe, store.get, store.get));
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, minWidth: 200 }} role="status">
      <Typography variant="body2" sx={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
        Exporting… {percent}%
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Export progress"
        sx={{ flex: 1, minWidth: 80, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

function SearchField({ onSearch }: { onSearch: (words: string[]) => void }) {
  const [text, setText] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next.split(/\s+/).filter((word) => word !== "")), SEARCH_DEBOUNCE_MS);
  };
  return (
    <TextField
      value={text}
      onChange={onChange}
      type="search"
      size="small"
      placeholder="Search"
      sx={{ width: 200 }}
      slotProps={{
        htmlInput: { "aria-label": "Search the rows" },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function ExportControl(
  props: Pick<TableHeaderProps, "exporting" | "loading" | "exportProgress" | "onExport" | "onCancelExport">,
) {
  if (props.exporting) {
    return (
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <ExportProgress store={props.exportProgress} />
        <Button size="small" onClick={props.onCancelExport}>
          Cancel
        </Button>
      </Box>
    );
  }
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      onClick={props.onExport}
      disabled={props.loading}
      sx={{ whiteSpace: "nowrap" }}
    >
      Export to Excel
    </Button>
  );
}

/**
 * Above the table: its title, then the search field and the Excel export with its progress,
 * which move under the title together when the table is narrow.
 */
export function TableHeader(props: TableHeaderProps) {
  const { title, onSearch, exportable } = props;
  return (
    <Box
      className="sf-canvas-table__header"
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 2, rowGap: 1, mb: 1 }}
    >
      <Typography component="div" variant="subtitle1" sx={{ flex: "1 1 12rem", fontWeight: 600, lineHeight: 1.35 }}>
        {title}
      </Typography>
      {(onSearch || exportable) && (
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
          {onSearch && <SearchField onSearch={onSearch} />}
          {exportable && <ExportControl {...props} />}
        </Box>
      )}
    </Box>
  );
}
