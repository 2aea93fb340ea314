import SearchIcon from "@mui/icons-material/Search";
import InputAdornment from "@mui/material/InputAdornment";
import ListSubheader from "@mui/material/ListSubheader";
import TextField from "@mui/material/TextField";
import type { FilterOption } from "../filterOptions";

/** Lists longer than this get a search field at the top of their menu. */
export const SEARCHABLE_OPTION_COUNT = 10;

/** The options whose label holds the query (case-insensitive), all of them for an empty query. */
export function matchingOptions<Option extends FilterOption>(options: readonly Option[], query: string): Option[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (wanted === "") return [...options];
  return options.filter((option) => option.label.toLocaleLowerCase().includes(wanted));
}

/** The search field of a long option menu; it keeps the keys it is typed with away from the menu's own typeahead. */
export function OptionSearch({
  label,
  query,
  onQuery,
}: {
  label: string;
  query: string;
  onQuery: (q: string) => void;
}) {
  return (
    <ListSubheader sx={{ pt: 1, pb: 1, lineHeight: "normal" }}>
      <TextField
        size="small"
        fullWidth
        autoFocus
        placeholder="Search"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Escape") event.stopPropagation();
        }}
        slotProps={{
          htmlInput: { "aria-label": `Search ${label}` },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </ListSubheader>
  );
}
