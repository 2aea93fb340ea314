import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";

/** Placeholder while a page's code loads. */
export function RouteLoading() {
  return (
    <Box role="status" aria-label="Loading page" sx={{ display: "grid", placeItems: "center", py: 10 }}>
      <CircularProgress size={32} />
    </Box>
  );
}
