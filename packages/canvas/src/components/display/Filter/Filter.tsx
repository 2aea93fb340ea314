import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { FilterProps } from "./Filter.meta";

/** A titled group of filter inputs laid out in a row that wraps. */
export default function Filter({ title, children }: FilterProps) {
  const titleId = useId();
  return (
    <Box
      className="sf-filter"
      role="group"
      aria-labelledby={title === undefined ? undefined : titleId}
      sx={{ display: "flex", flexDirection: "column", gap: 1, py: 1 }}
    >
      {title !== undefined && (
        <Typography id={titleId} component="h3" variant="subtitle2" color="text.secondary" sx={{ m: 0 }}>
          {title}
        </Typography>
      )}
      <Box className="sf-filter-row" sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: 1.5 }}>
        {children}
      </Box>
    </Box>
  );
}
