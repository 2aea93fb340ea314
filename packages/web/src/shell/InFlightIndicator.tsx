import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useAppStore } from "../app/store";

/**
 * A small spinner in the navigation bar while any API call is under way. It sits first in the right-aligned
 * group, so appearing and disappearing moves nothing else.
 */
export function InFlightIndicator() {
  const busy = useAppStore((state) => state.inFlight > 0);
  if (!busy) return null;
  return (
    <Box sx={{ width: 28, height: 28, display: "grid", placeItems: "center", flexShrink: 0 }}>
      <CircularProgress size={20} thickness={5} aria-label="Loading data" data-testid="in-flight" />
    </Box>
  );
}
