import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import { useAppStore } from "../app/store";

/** A thin bar along the bottom edge of the app bar while any API call is under way. */
export function InFlightIndicator() {
  const busy = useAppStore((state) => state.inFlight > 0);
  if (!busy) return null;
  return (
    <Box sx={{ position: "absolute", left: 0, right: 0, bottom: -1, height: 3 }}>
      <LinearProgress aria-label="Loading data" sx={{ height: 3 }} />
    </Box>
  );
}
